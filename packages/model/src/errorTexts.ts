/**
 * The user-facing texts of the spec (§8 error catalogue and §2 behaviour), written once so the
 * server, the web app and the tests quote the same words.
 */

// Session and authorization
export const SESSION_EXPIRED = 'Session expired; please login again';
export const AUTHORIZED_USE_ONLY = 'Authorized use only';
export const UNAUTHORIZED_ACCESS = 'Unauthorized access';
export const AUTHORIZATION_FAILED = 'Authorization failed';
export const GUESTS_CANNOT_ACCESS = 'Guests cannot access this data';
export const SESSION_EXPIRED_TOAST =
  'Your session has expired. Please click this popup to be sent back to the Login page.';
/** Mantine notification id of the session-expiry popup. */
export const SESSION_EXPIRED_TOAST_ID = 'expWarn';
export const SESSION_DESERIALIZE_FAILED = 'failed to deserialize LocalStorage session state; resetting';
export const REAUTH_LOGGED_OUT = 'cannot reauth when logged out';
export const REAUTH_DIFFERENT_USER = 'reauth mutation returned a different user id';

// Login
export const LOGIN_INCORRECT = 'The username or password is incorrect, please try again.';
export const LOGIN_MISSING_TOKEN = 'Missing access token; please contact admin for assistance.';

// API error conversion
export const CANNOT_CONVERT_ERROR = 'Cannot convert error message';
export const UNKNOWN_ERROR = 'An unknown error has occurred.';

// Ownership rules
export const COMMENT_CREATE_FOR_OTHER = 'Cannot create a comment for someone else';
export const COMMENT_UPDATE_FOR_OTHER = 'Cannot update a comment for someone else';
export const CHANGE_OWN_PASSWORD_ONLY = 'Can only change your own password';
export const USER_IDS_DO_NOT_MATCH = 'User IDs do not match';

// Cart
export const CART_ITEM_ALREADY_IN_CART = 'Failed to add cart item; it is already in the cart.';
export const CART_ITEMS_ALREADY_IN_CART = 'Failed to add cart item(s); some or all are already in the cart.';
export const CART_LIST_FAILED = 'An unknown error occurred.';
export const CART_ITEM_TYPE_UNKNOWN = 'Item type not recognized!';

// Submissions
export const SUBMISSION_INVALID = 'There was an error in your submission; please review your entries.';
export const SUBMISSION_UPLOADS_PENDING = 'Please wait a moment, there are files waiting to be uploaded.';
export const SUBMISSION_RECEIVED = 'Submission successfully received!';
export const SUBMISSION_REDIRECTING = 'Preparing to redirect...';
export const SUBMISSION_SENDING_EMAIL = 'Sending email...';
export const SUBMISSION_FAILED = 'An error occurred when submitting.';

// Folios
export const FOLIO_CANNOT_MODIFY = 'Cannot modify this folio';
export const FOLIO_CANNOT_MODIFY_CONTENT = "Cannot modify this folio's content";
export const FOLIO_CANNOT_MODIFY_SETTINGS = "Cannot modify this folio's settings";
export const FOLIO_FETCH_MODE = 'readOnly and forEditing are mutually exclusive, or one of them must be set';
/** 'Something went wrong when creating the Folio', etc. */
export const somethingWentWrong = (doing: string, entity: string) => `Something went wrong when ${doing} the ${entity}`;
export const ASSET_UPLOAD_FAILED = 'Something went wrong when uploading the new File';
export const SHARE_DELETE_FAILED = 'Something went wrong when deleting the Share or specific Share';
/** Licence ("purchase") options: the spec names update and delete failures; creating one uses the same form. */
export const PURCHASE_OPTION_CREATE_FAILED = somethingWentWrong('creating', 'Purchase Option');
export const PURCHASE_OPTION_UPDATE_FAILED = somethingWentWrong('updating', 'Purchase Option');
export const PURCHASE_OPTION_DELETE_FAILED = somethingWentWrong('deleting', 'Purchase Option');

// Tracking
export const PAGE_SESSION_INVALID = 'invalid session';
export const SITE_SESSION_CREATE_FAILED = 'Could not create site session';
export const SITE_SESSION_UPDATE_FAILED = 'Could not update site session';

// Misc
export const NOT_IMPLEMENTED = 'Not implemented';
export const TEMPLATE_INTERACTION_UNSUPPORTED = 'Current interaction is not supported in templates';
export const TEMPLATE_RESOURCE_UNSUPPORTED = 'Current resource is not supported in templates';
export const UPLOAD_TOKEN_MISSING = 'getUploadToken should always return a result';
export const IMAGE_LOAD_FAILED = 'Failed to load image file';
export const IMAGE_INVALID_RESULT = 'Invalid result from loaded image file';
export const IMAGE_EXPECTED_DATA_URL = 'Was expecting data URL';
/** Prefix of the messages thrown by assertion helpers. */
export const assertionFailed = (what: string) => `Assertion failed: ${what}`;

/** The assertion helper (spec §8): throws 'Assertion failed: <what>' unless the condition holds. */
export function assert(condition: unknown, what: string): asserts condition {
  if (!condition) throw new Error(assertionFailed(what));
}

/** A deactivated account's refusal: at sign-in, and on the 401 of a call its open tab makes (the sign-in page then says so). */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated; please contact an administrator.';
