/**
 * A folio's submission receivers as one SQL expression over the folio alias `f`: the accounts it names
 * (submissionReceiversAccounts) and the members of the account groups it names (submissionReceiversAccountGroups)
 * that belong to the folio's author — someone else's group id names no one. A jsonb array of user ids.
 */
import { sql } from 'drizzle-orm';

const arrayOr = (field: string) => sql.raw(`case when jsonb_typeof(f.root->'${field}') = 'array' then f.root->'${field}' else '[]'::jsonb end`);

const receiversOf = (kind: 'submission' | 'purchase') => sql`(${arrayOr(`${kind}ReceiversAccounts`)} || coalesce((
  select jsonb_agg(distinct m.user_id) from account_groups g join account_group_members m on m.group_id = g.id
  where g.owner_id = f.author_id
    and g.id::text in (select jsonb_array_elements_text(${arrayOr(`${kind}ReceiversAccountGroups`)}))), '[]'::jsonb))`;

export const receiverIdsSql = receiversOf('submission');
/** The same for purchases (purchaseReceiversAccounts, purchaseReceiversAccountGroups): told of each sale of the folio. */
export const purchaseReceiverIdsSql = receiversOf('purchase');
