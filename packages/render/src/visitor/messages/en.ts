/**
 * The texts a published page shows that are Folio's rather than the author's (issue 32): the visitor script's toasts,
 * field errors, upload, step and resume texts, and the fixed words of the page's markup (required markers, default
 * button texts). English is built into the visitor script; a page in another shipped language carries its own set
 * in a JSON script element the server writes (messages/index.ts `messagesScript`), so the script loads only that
 * language. `{name}` placeholders are filled by `format` (visitor/messages/text.ts).
 */
export const en = {
  // Submission toasts (spec §4; the model's FOLIO_TEXTS in English)
  submissionInvalid: 'There was an error in your submission; please review your entries.',
  submissionUploadsPending: 'Please wait a moment, there are files waiting to be uploaded.',
  submissionReceived: 'Submission successfully received!',
  submissionRedirecting: 'Preparing to redirect...',
  submissionSendingEmail: 'Sending email...',
  submissionFailed: 'An error occurred when submitting.',
  // Field errors and hints
  fillIn: 'Fill in this field.',
  validEmail: 'Enter a valid email address.',
  validPhone: 'Enter a valid phone number.',
  chooseOption: 'Choose an option.',
  chooseOptions: 'Choose at least one option.',
  choosePlaceholder: 'Choose…',
  chooseDate: 'Choose a date.',
  chooseTime: 'Choose a time.',
  startDate: 'Start date',
  endDate: 'End date',
  startTime: 'Start time',
  endTime: 'End time',
  required: '(required)',
  // Uploads
  uploadOne: 'Choose one file.',
  uploadMany: 'Choose one or more files.',
  uploadOneOf: 'Choose one ({kinds}).',
  uploadManyOf: 'Choose one or more ({kinds}).',
  images: 'images',
  pdfFiles: 'PDF files',
  or: ' or ',
  uploadingOne: 'Uploading 1 file…',
  uploadingMany: 'Uploading {count} files…',
  uploadingFile: 'Uploading {name}',
  uploadFailed: 'The file could not be uploaded.',
  uploadFailedStatus: 'The upload failed ({status}).',
  notAccepted: 'not accepted here; choose {kinds}.',
  anImage: 'an image',
  aPdf: 'a PDF file',
  remove: 'Remove',
  removeFile: 'Remove {name}',
  // Steps
  back: 'Back',
  next: 'Next',
  stepOf: 'Step {step} of {total}',
  // Continue later
  answersBack: 'Your answers are back: continue where you left off.',
  keepAnswers: 'Keep my answers',
  keptForOne: 'Your answers are kept for 1 day: a link opens the form with them again. Files you added are not kept.',
  keptForMany: 'Your answers are kept for {days} days: a link opens the form with them again. Files you added are not kept.',
  emailLink: 'Email me the link (optional)',
  continueLater: 'Continue later',
  keepFailed: 'Your answers could not be kept; try again.',
  resumeLink: 'Link to continue the form',
  copyLink: 'Copy link',
  copied: 'Copied',
  resumeNotFound: 'This link to continue the form has expired or does not exist; start again',
  resumeSaved: 'Your answers are kept. Open this link to continue:',
  resumeMailed: 'We also sent the link to {to}.',
  // Fixed words of the page's markup
  submit: 'Submit',
  open: 'Open',
  checkAnswer: 'Check Answer',
  search: 'Search',
  sendAnother: 'Send another answer',
  thanks: 'Thank you! Your answers have been sent.',
  closed: 'This form is closed.',
  opensOn: 'This form opens on {when}.',
  showMore: 'Show more',
  turnOver: 'Turn over',
  downloadFile: 'Download file',
  pages: 'Pages',
  languages: 'Languages',
  // A website's own words (its menu's name, the search page), in the website's language
  siteMenu: 'Site menu',
  siteSearch: 'Search',
  siteSearchLabel: 'Search this site',
  siteResultsNone: 'No results found',
  siteResultsOne: '1 result found',
  siteResultsMany: '{count} results found',
};

export type VisitorMessages = typeof en;
export type VisitorMessageKey = keyof VisitorMessages;
