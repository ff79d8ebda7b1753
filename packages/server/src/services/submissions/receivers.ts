/**
 * A folio's effective receivers as one SQL expression over the folio alias `f` (a jsonb array of user ids): the
 * accounts it names (submissionReceiversAccounts) that accepted (receiver_invitations), and the members of the
 * account groups it names (submissionReceiversAccountGroups) that belong to the folio's author — someone else's
 * group id names no one — unless that member declined or left. Named but not (yet) accepted accounts receive
 * nothing: no reading, no mail (decision: receivers by consent).
 */
import { sql } from 'drizzle-orm';

export type ReceiverKind = 'submission' | 'purchase';

const arrayOr = (field: string) => sql.raw(`case when jsonb_typeof(f.root->'${field}') = 'array' then f.root->'${field}' else '[]'::jsonb end`);

const receiversOf = (kind: ReceiverKind) => sql`(select coalesce(jsonb_agg(distinct r.id), '[]'::jsonb) from (
  select ri.user_id::text as id from receiver_invitations ri
  where ri.folio_id = f.id and ri.kind = ${kind} and ri.status = 'accepted'
    and ri.user_id::text in (select jsonb_array_elements_text(${arrayOr(`${kind}ReceiversAccounts`)}))
  union
  select m.user_id::text from account_groups g join account_group_members m on m.group_id = g.id
  where g.owner_id = f.author_id
    and g.id::text in (select jsonb_array_elements_text(${arrayOr(`${kind}ReceiversAccountGroups`)}))
    and not exists (select 1 from receiver_invitations ri where ri.folio_id = f.id and ri.user_id = m.user_id
      and ri.kind = ${kind} and ri.status in ('declined', 'left'))) r)`;

export const receiverIdsSql = receiversOf('submission');
/** The same for purchases (purchaseReceiversAccounts, purchaseReceiversAccountGroups): told of each sale of the folio. */
export const purchaseReceiverIdsSql = receiversOf('purchase');
