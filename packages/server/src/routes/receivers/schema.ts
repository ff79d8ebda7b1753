import { z } from 'zod';

const kind = z.enum(['submission', 'purchase']).describe('submission: reads the form’s submissions and is mailed each one; purchase: is mailed each sale');
const status = z.enum(['pending', 'accepted', 'declined', 'left']);

export const FolioIdParams = z.object({ id: z.string().uuid().describe('The folio id (UUID)') });
export const InvitationParams = z.object({ folioId: z.string().uuid().describe('The folio id (UUID)'), kind });

export const ReceiverStates = z.object({
  receivers: z.array(z.object({ userId: z.string(), displayName: z.string(), kind, status })).describe('Every account the folio names, with its answer'),
});

export const InvitationAnswer = z.object({
  folioId: z.string(),
  folioName: z.string(),
  ownerName: z.string(),
  kind,
  status: z.enum(['pending', 'accepted', 'declined', 'left', 'member']).describe('member: receives as a member of one of the owner’s account groups'),
});

export const AnswerBody = z.strictObject({
  answer: z.enum(['accept', 'decline', 'leave']).describe('accept or decline the invitation, or leave (stop receiving)'),
});

const address = z.string().max(320).describe('An email address a form button’s “Email it to” names');
export const AddressQuery = z.object({ address });
export const AddressBody = z.strictObject({ address });
export const AddressState = z.object({
  address: z.string(),
  status: z.enum(['confirmed', 'waiting', 'unconfirmed']).describe('confirmed: mails go there; waiting: the confirmation link was sent; unconfirmed: never asked'),
});
export const ConfirmBody = z.strictObject({ token: z.string().min(1).max(200).describe('The token of the confirmation link') });
export const Confirmed = z.object({ address: z.string() });
