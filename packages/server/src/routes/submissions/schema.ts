import { z } from 'zod';
import { PROOF_MAX_LENGTH } from '../../services/spam/proofOfWork.ts';
import { KeysetQuery } from '../pagination.ts';

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const SubmissionIdParams = z.object({ id: z.string().describe('The submission id (UUID)') });
export const FolioIdParams = z.object({ id: z.string().describe('The folio id (UUID)') });

/** The page's session token (spec §3 Submission: kept locally, sent as X-Session): proves a guest's own submission. */
export const SessionHeaders = z.object({
  'x-session': z
    .string()
    .regex(/^[\w-]{16,128}$/, 'must be 16–128 letters, digits, _ or -')
    .optional()
    .describe('The submitter’s session token, kept by the page'),
});

/** Sending a form: the session token and the visitor script's Idempotency-Key (IETF draft httpapi-idempotency-key-header). */
export const SubmitHeaders = SessionHeaders.extend({
  'idempotency-key': z
    .string()
    .regex(/^[\x20-\x7e]{1,255}$/, 'must be 1–255 printable ASCII characters')
    .optional()
    .describe(
      'One key per submission, made by the sender (the visitor script sends a random UUID) and sent again unchanged when it retries: ' +
        'a repeat answers the first answer (201 with the same id) and stores nothing new; the same key with other answers is refused with 422. Kept with the submission.',
    ),
});

const answers = z
  .record(z.string().max(100), z.unknown())
  .refine((r) => Object.keys(r).length <= 500, 'has more answers than any form has fields')
  .describe('The answers keyed by widget id: text, number, list of option keys, YYYY-MM-DD, HH:MM or [{uuid, name}]');

export const CreateSubmissionBody = z.strictObject({
  folioId: z.string().max(100).describe('The published folio whose form is sent'),
  buttonId: z.string().max(100).describe('The submit button pressed'),
  data: answers,
  websiteId: z.uuid().optional().describe('The website the page was shown in'),
  shareId: z.uuid().optional().describe('The share the folio was opened through'),
  website: z.string().max(1000).optional().describe('Leave empty (a field people never see)'),
  hidden: z
    .record(z.string().max(100), z.unknown())
    .optional()
    .describe('Hidden fields read from the page’s address, by name: only names the submit button declares (hiddenFields), texts of at most 500 characters; otherwise 400 with field hidden.<name>'),
  altcha: z
    .string()
    .max(PROOF_MAX_LENGTH)
    .optional()
    .describe(
      'The solved proof of work (ALTCHA payload: base64 of {challenge, solution}) of a challenge from GET /public/api/folios/{id}/challenge for this folio. ' +
        'Needed when the published folio’s spamProtection is proofOfWork: missing, malformed, expired or another form’s → 400 with field altcha; each proof is good once (reused → 400), ' +
        'but a retry with the same Idempotency-Key and answers answers the first 201',
    ),
  draftToken: z.string().max(200).optional().describe('The token of the "Continue later" or partial draft these answers finish: it no longer opens, nor counts as a partial'),
  language: z.string().max(40).optional().describe("The language the visitor read the form in (issue 32): stored when it is the published folio's own or one of its translations' (a BCP 47 tag), else not"),
});

export const ChallengeParams = z.object({ id: z.string().describe('The published folio whose form the proof is for') });

export const ProofChallenge = z
  .object({
    parameters: z
      .object({
        algorithm: z.string().describe('The key derivation each try runs: PBKDF2/SHA-256'),
        nonce: z.string().describe('Random, hex'),
        salt: z.string().describe('Random, hex'),
        cost: z.number().int().describe('PBKDF2 iterations per try'),
        keyLength: z.number().int().describe('Bytes of the derived key'),
        keyPrefix: z.string().describe('Hex the derived key must start with: found by trying counters from 0 (the difficulty is the counter the server chose)'),
        keySignature: z.string().optional().describe('HMAC of the expected derived key (checked by the server)'),
        expiresAt: z.number().int().describe('Unix seconds after which a proof of it is refused (10 minutes ahead)'),
        data: z.object({ folio: z.string().describe('The folio the proof is good for') }).describe('Signed with the parameters'),
      })
      .describe('ALTCHA v2 challenge parameters'),
    signature: z.string().describe('HMAC-SHA256 of the parameters, by the server: also what makes a proof good once'),
  })
  .describe('An ALTCHA proof-of-work challenge, solved by the altcha widget in the page');

export const CreatedSubmission = z.object({ id: z.string().describe('The new submission’s id') });

export const EditSubmissionBody = z.strictObject({ data: answers });

export const SendEmailBody = z.strictObject({ submissionId: z.string().max(100).describe('The submission just sent') });
export const SentEmail = z.object({ sent: z.boolean().describe('false: the address the button names is not confirmed by the form’s owner, so nothing was sent') });

const file = z.object({ blobId: z.string(), widgetId: z.string(), name: z.string(), url: z.string().describe('Opens the file (signed)') });

export const SubmissionAnswer = z.object({
  id: z.string(),
  folioId: z.string(),
  buttonId: z.string(),
  authorId: z.string().nullable().describe('The signed-in submitter; null for a guest'),
  authorName: z.string().nullable(),
  isFromWebsite: z.boolean(),
  websiteId: z.string().nullable(),
  shareId: z.string().nullable(),
  language: z.string().nullable().describe("The language the visitor read the form in: the folio's own or one of its translations' (issue 32); null when not known (sent before, or another)"),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  editedBy: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  files: z.array(file),
});

export const ListSubmissionsQuery = KeysetQuery.extend({
  filter: z.string().max(2000).optional().describe('JSON object widget id → answer (or one option key), e.g. {"colour":"red"}'),
  sort: z.string().max(101).optional().describe('createdAt (default -createdAt) or a widget id; - in front for descending'),
  search: z.string().max(200).optional().describe('Text found in any answer'),
  group: z.string().max(100).optional().describe('A widget id: also count the matching submissions per answer'),
  getAllItems: queryBool.optional().describe('true: up to 1,000 items from the first (use the export for more)'),
  mySubmissions: queryBool.optional().describe('true: only the caller’s own submissions'),
  websiteId: z.string().max(100).optional().describe('Only submissions sent from this website'),
});

export const SubmissionListAnswer = z.object({
  folio: z
    .object({ id: z.string(), name: z.string(), spreadsheet: z.boolean(), canEdit: z.boolean(), canDelete: z.boolean() })
    .describe('The folio, its table style, and whether the caller may edit or delete its submissions'),
  items: z.array(SubmissionAnswer),
  total: z.number().int().describe('How many submissions match: exact up to 1,000, beyond that an estimate (see totalIsEstimate)'),
  totalIsEstimate: z.boolean().describe('true: total is the database’s estimate, not an exact count'),
  nextCursor: z.string().nullable().describe('Give it as cursor (with the same sort and filters) for the next page; null on the last page'),
  columns: z
    .array(z.object({ widgetId: z.string(), kind: z.string(), label: z.string(), position: z.number().int(), removed: z.boolean(), options: z.array(z.object({ value: z.string(), label: z.string() })).optional() }))
    .describe('The table’s columns: every field any published version had, removed ones kept'),
  groups: z.array(z.object({ value: z.unknown(), count: z.number().int() })).optional(),
});

export const ExportQuery = z.object({
  format: z.enum(['csv', 'xlsx']).describe('csv or xlsx'),
  filter: ListSubmissionsQuery.shape.filter,
  search: ListSubmissionsQuery.shape.search,
  websiteId: ListSubmissionsQuery.shape.websiteId,
});

export const MySubmissionsAnswer = z.object({
  items: z.array(
    SubmissionAnswer.extend({
      folioName: z.string(),
      answers: z.array(z.object({ label: z.string(), text: z.string() })).describe('The answers as people read them, in the form’s order'),
    }),
  ),
  total: z.number().int(),
});

export const ReceivedFormsAnswer = z.array(
  z.object({ id: z.string(), name: z.string(), authorName: z.string(), total: z.number().int().describe('Submissions so far') }),
);
