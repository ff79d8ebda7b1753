/**
 * The folio error texts: the spec §8 ones (kept once in ../errorTexts.ts and re-exported here under one
 * name, so folio code reads them from one place) and the model's own messages for refused edits and
 * invalid entity actions.
 */
import {
  FOLIO_CANNOT_MODIFY,
  FOLIO_CANNOT_MODIFY_CONTENT,
  FOLIO_CANNOT_MODIFY_SETTINGS,
  FOLIO_FETCH_MODE,
  SUBMISSION_FAILED,
  SUBMISSION_INVALID,
  SUBMISSION_RECEIVED,
  SUBMISSION_REDIRECTING,
  SUBMISSION_SENDING_EMAIL,
  SUBMISSION_UPLOADS_PENDING,
  TEMPLATE_INTERACTION_UNSUPPORTED,
  TEMPLATE_RESOURCE_UNSUPPORTED,
  UNAUTHORIZED_ACCESS,
  somethingWentWrong,
} from '../errorTexts.ts';

/** spec §8 texts used by the folio model, by role. */
export const FOLIO_TEXTS = {
  cannotModify: FOLIO_CANNOT_MODIFY,
  cannotModifyContent: FOLIO_CANNOT_MODIFY_CONTENT,
  cannotModifySettings: FOLIO_CANNOT_MODIFY_SETTINGS,
  fetchMode: FOLIO_FETCH_MODE,
  unauthorizedAccess: UNAUTHORIZED_ACCESS,
  submissionInvalid: SUBMISSION_INVALID,
  submissionUploadsPending: SUBMISSION_UPLOADS_PENDING,
  submissionReceived: SUBMISSION_RECEIVED,
  submissionRedirecting: SUBMISSION_REDIRECTING,
  submissionSendingEmail: SUBMISSION_SENDING_EMAIL,
  submissionFailed: SUBMISSION_FAILED,
  templateInteractionUnsupported: TEMPLATE_INTERACTION_UNSUPPORTED,
  templateResourceUnsupported: TEMPLATE_RESOURCE_UNSUPPORTED,
} as const;

/** 'Something went wrong when creating the Folio' and the like (spec §8). */
export const folioActionFailed = (doing: 'creating' | 'updating' | 'deleting' | 'publishing') =>
  somethingWentWrong(doing, 'Folio');

// Refused tree edits (the model's own texts; the spec names none).
export const unknownNode = (id: string) => `There is no node ${id} in this folio`;
export const cannotHold = (parent: string, child: string) => `A ${parent} cannot hold a ${child}`;
export const BLOCK_RESOURCE_TAKEN = 'This block already holds a resource; remove it first';
export const MOVE_INTO_ITSELF = 'A node cannot be moved into itself or one of its own descendants';
export const NOT_A_SIBLING = 'The node to insert after is not a child of the chosen parent';
export const LAST_PAGE = 'A folio needs at least one page';
export const PAGE_ORDER_MISMATCH = 'The new page order must list every page of the folio exactly once';
export const NOT_A_PAGE = (id: string) => `${id} is not a page of this folio`;
export const DUPLICATE_ID = (id: string) => `A node with id ${id} already exists in this folio`;
export const CLIPBOARD_INVALID = 'The clipboard does not hold a folio node';

// Stored documents.
export const DOCUMENT_INVALID = 'This is not a folio document';
export const documentTooNew = (version: number, supported: number) =>
  `This folio was saved by a newer version of the app (schema ${version}; this app reads up to ${supported}); reload the page to update`;

// Invalid entity actions (spec §4 Client-held entity lifecycle).
export const ENTITY_UPDATE_PENDING_DELETION = 'Cannot update an entity that is pending deletion';
export const ENTITY_UPDATE_DELETED = 'Cannot update an entity that has been deleted';
export const ENTITY_UPDATE_SYNCED_INITIAL =
  'Cannot update the initial values of an entity that has already been synced; update the synced entity instead';
export const ENTITY_COMMIT_DELETED = 'Cannot commit an entity that has been deleted';
export const ENTITY_COMMIT_INITIAL =
  'Cannot commit an initial entity; it must first be created on the server';
export const ENTITY_CREATE_SYNCED = 'Cannot create an entity on the server twice';
export const ENTITY_DISCARD_DELETED = 'Cannot discard changes of an entity that has been deleted';
export const ENTITY_DELETE_DELETED = 'Cannot delete an entity that has already been deleted';
export const entityNotHeld = (id: string) => `No entity ${id} is held`;
