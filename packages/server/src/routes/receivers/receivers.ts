import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { answerInvitation, invitationFor, receiverStates } from '../../services/receivers/answers.ts';
import { addressStatus, confirmAddress, requestConfirmation } from '../../services/submissions/mailAddresses.ts';
import {
  AddressBody,
  AddressQuery,
  AddressState,
  AnswerBody,
  ConfirmBody,
  Confirmed,
  FolioIdParams,
  InvitationAnswer,
  InvitationParams,
  ReceiverStates,
} from './schema.ts';

const tags = ['receivers'];
const security = [{ bearer: [] }];

/**
 * Receivers by consent: the owner's view of who accepted, an account's invitation and its answer, and the addresses
 * a form button may mail (confirmed by their holder).
 */
export async function receiverRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const deps = { db, mail: app.deps.mail, config: app.deps.config };

  app.get(
    '/api/folios/:id/receivers',
    { schema: { tags, security, summary: 'The accounts the folio names as receivers and their answers (owner only)', params: FolioIdParams, response: { 200: ReceiverStates } } },
    async (req) => ({ receivers: await receiverStates(db, requireUser(req), req.params.id) }),
  );
  app.get(
    '/api/receiving/:folioId/:kind',
    { schema: { tags, security, summary: 'What the caller is asked to receive of this folio, and their answer so far', params: InvitationParams, response: { 200: InvitationAnswer } } },
    async (req) => invitationFor(db, requireUser(req), req.params.folioId, req.params.kind),
  );
  app.post(
    '/api/receiving/:folioId/:kind',
    { schema: { tags, security, summary: 'Accept or decline an invitation to receive, or stop receiving', params: InvitationParams, body: AnswerBody, response: { 200: InvitationAnswer } } },
    async (req) => answerInvitation(db, requireUser(req), req.params.folioId, req.params.kind, req.body.answer),
  );
  app.get(
    '/api/folios/:id/mailAddresses',
    { schema: { tags, security, summary: 'Whether the folio’s buttons may email this address (its editors)', params: FolioIdParams, querystring: AddressQuery, response: { 200: AddressState } } },
    async (req) => addressStatus(db, requireUser(req), req.params.id, req.query.address),
  );
  app.post(
    '/api/folios/:id/mailAddresses',
    { schema: { tags, security, summary: 'Mail (again) the confirmation link to an address the folio’s buttons name', params: FolioIdParams, body: AddressBody, response: { 200: AddressState } } },
    async (req) => requestConfirmation(deps, requireUser(req), req.params.id, req.body.address),
  );
  app.post(
    '/api/mailAddresses/confirm',
    { schema: { tags, summary: 'The confirmation link’s landing: the address may now receive the owner’s form mails', body: ConfirmBody, response: { 200: Confirmed } } },
    async (req) => confirmAddress(db, req.body.token),
  );
}
