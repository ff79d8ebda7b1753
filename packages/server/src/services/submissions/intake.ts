/**
 * A submission's first statement (issue 28): it counts the attempt against the sending address's limit
 * (SUBMISSION_RATE_LIMIT) and against that address's limit of answers to the form's owner
 * (SUBMISSION_OWNER_RATE_LIMIT, keyed by the owner the same statement reads), and reads the form — one round trip
 * where there were three. The counts live in `rate_limits`, shared by every server, as hitRateLimit keeps them.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../folios/folios.ts';
import { formFolioSql, toFormFolio, type FormFolio } from './publishedForm.ts';

export interface Intake {
  folio: FormFolio | null;
  /** the owner's rate-limit key counted (to give back when nothing is stored); null without a form */
  ownerKey: string | null;
  /** seconds to wait when the address is over its limit of attempts, else null */
  addressWait: number | null;
  /** seconds to wait when the address is over its limit of answers to this owner, else null */
  ownerWait: number | null;
}

interface Hit {
  key: string;
  count: number;
  retry: number;
}

export async function submissionIntake(db: Executor, config: Config, folioId: string, address: string): Promise<Intake> {
  const addressKey = `submission:${address}`;
  const ownerPrefix = 'submission-owner:';
  const result = await db.execute<Record<string, unknown> & { hits: Hit[] | null }>(sql`
    with form as (${formFolioSql(isUuid(folioId) ? folioId : null)}),
    keys as (
      select ${addressKey}::text as key, ${config.SUBMISSION_RATE_LIMIT_WINDOW_SECONDS}::int as secs
      union all
      select ${ownerPrefix} || form.author_id || ':' || ${address}, ${config.SUBMISSION_OWNER_RATE_LIMIT_WINDOW_SECONDS}::int from form),
    hits as (
      insert into rate_limits (key, count, reset_at)
      select key, 1, now() + make_interval(secs => secs) from keys order by key
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning key, count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry)
    select form.*, (select json_agg(hits) from hits) as hits from (select 1) one left join form on true`);
  const row = result.rows[0]!;
  const folio = toFormFolio(row);
  const hits = row.hits ?? [];
  const over = (key: string | null, limit: number) => {
    const hit = hits.find((h) => h.key === key);
    return hit && hit.count > limit ? hit.retry : null;
  };
  const ownerKey = folio ? `${ownerPrefix}${folio.authorId}:${address}` : null;
  return { folio, ownerKey, addressWait: over(addressKey, config.SUBMISSION_RATE_LIMIT), ownerWait: over(ownerKey, config.SUBMISSION_OWNER_RATE_LIMIT) };
}
