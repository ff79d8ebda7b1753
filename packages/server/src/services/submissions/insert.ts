/**
 * The statements that store submissions with their limits (issue 28): `submission_admit` locks the maintained counts a
 * limit applies to and says whether one more fits; a row is inserted only then (its triggers move the counts), and not
 * when its Idempotency-Key is already stored. One submission (inside a transaction, with files or receivers' mails),
 * or many in one statement for the batched writer (batchWriter.ts). A submission's proof of work (issue 31) is
 * recorded in `used_proofs` by the same statement, and the row is stored only if the proof was not taken before.
 */
import { sql } from 'drizzle-orm';
import type { Pool, QueryConfig, QueryResultRow } from 'pg';
import type { Executor } from '../../db/client.ts';
import type { submissions } from '../../db/schema.ts';
import type { FormFolio } from './publishedForm.ts';

export type Columns = Omit<typeof submissions.$inferInsert, 'id' | 'createdAt' | 'editedAt' | 'editedBy'>;

/** What storing one submission answered: `id` when it was inserted, else `refused` names the limit (or null: a repeat). */
export interface Admitted extends Record<string, unknown> {
  refused: 'folio' | 'month' | null;
  id: string | null;
  created_at: Date | null;
  /** its proof of work was already taken (by an earlier submission, or an earlier row of the same batch) */
  proof_used?: boolean;
  /**
   * its folio has a chart, so storing it announced `s:<folio>` to the pages cached on every server (the trigger of
   * migration 0042); otherwise a stored submission changed nothing any server keeps (see plugins/changeFeed.ts)
   */
  charted?: boolean;
}

/** A checked proof of work the submission takes (services/spam/): good once, recorded until it expires. */
export interface UsedProof {
  id: Buffer;
  expiresAt: Date;
}

/** One submission to store, with the limits that apply to it. */
export interface ToStore {
  values: Columns;
  folio: FormFolio;
  /** the owner's submissions a month, null for none */
  monthLimit: number | null;
  /** its id, made beforehand when the webhook event names it */
  id?: string | undefined;
  /**
   * The submission.created event's body when the owner's webhooks take it: written, in the statement that stores the
   * submission, as a delivery for each of them (and not when nothing is stored: refused, or a repeat).
   */
  webhookBody?: string | null | undefined;
  /** its proof of work, recorded by the statement that stores it; taken already = not stored (`proof_used`) */
  proof?: UsedProof | null | undefined;
}

/**
 * Which of the owner's webhooks (`w`, joined on the owner) take submission.created about the row stored (`ins`, with
 * folio_id and website_id): theirs are written, in the statement that stores the submission, as deliveries, the
 * event id made from the submission's.
 */
const TAKES_SUBMISSION = `w.enabled and 'submission.created' = any(w.events)
      and ((w.folio_id is null and w.website_id is null) or w.folio_id = ins.folio_id or w.website_id = ins.website_id)`;
const EVENT_ID = `'msg_' || replace(ins.id::text, '-', '')`;

/** Whether a limit applies: such a row is admitted against its count row in a statement of its own. */
export const isLimited = (s: ToStore): boolean => s.folio.submissionLimit !== null || s.monthLimit !== null;

/** Stores one submission in one statement, limits included. No row back means refused or a repeat. */
export async function insertAdmitted(db: Executor, { values: v, folio, monthLimit, id, webhookBody, proof }: ToStore): Promise<Admitted> {
  const proofId = proof?.id ?? null;
  const result = await db.execute<Admitted>(sql`
    with proof as materialized (
      insert into used_proofs (signature, expires_at) select ${proofId}::bytea, ${proof?.expiresAt.toISOString() ?? null}::timestamptz
      where ${proofId}::bytea is not null
      on conflict do nothing returning signature),
    admit as materialized (
      select case when ${proofId}::bytea is null or exists (select 1 from proof)
        then submission_admit(${folio.id}::uuid, ${folio.authorId}::uuid, ${folio.submissionLimit}::int, ${monthLimit}::int) end as refused,
        ${proofId}::bytea is not null and not exists (select 1 from proof) as proof_used),
    ins as (
      insert into submissions (id, folio_id, button_id, author_id, session_token_hash, share_id, is_from_website, website_id, folio_version, data, search_text, idempotency_key, language)
      select coalesce(${id ?? null}::uuid, gen_random_uuid()), ${v.folioId}::uuid, ${v.buttonId}, ${v.authorId ?? null}::uuid, ${v.sessionTokenHash ?? null}::bytea, ${v.shareId ?? null}::uuid,
        ${v.isFromWebsite ?? false}, ${v.websiteId ?? null}::uuid, ${v.folioVersion}::int, ${JSON.stringify(v.data)}::jsonb, ${v.searchText ?? ''},
        ${v.idempotencyKey ?? null}, ${v.language ?? null}::text
      from admit where admit.refused is null and not admit.proof_used
      on conflict (folio_id, idempotency_key) where idempotency_key is not null do nothing
      returning id, created_at, folio_id, website_id),
    hooks as (
      insert into webhook_deliveries (webhook_id, event_id, event_type, body)
      select w.id, ${sql.raw(EVENT_ID)}, 'submission.created', ${webhookBody ?? null}::text
      from ins join webhooks w on w.owner_id = ${folio.authorId}::uuid and ${sql.raw(TAKES_SUBMISSION)}
      where ${webhookBody ?? null}::text is not null)
    select admit.refused, ins.id, ins.created_at, admit.proof_used,
      exists (select 1 from visualizations v where v.folio_id = ${folio.id}::uuid) as charted
    from admit left join ins on true`);
  return result.rows[0]!;
}

/**
 * Many submissions no limit applies to in one prepared statement: the triggers run once and one commit stores them
 * all. The ids are made here so that each answer finds its row. (Limited rows are not batched: rows of one statement
 * do not see each other's counts.) Two rows with one Idempotency-Key store the first; the other comes back not
 * inserted, as a repeat.
 */
const BATCH: Omit<QueryConfig, 'values'> = {
  name: 'submissions_insert_batch',
  text: `with input as materialized (
      select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::uuid[], $5::bytea[], $6::uuid[], $7::bool[], $8::uuid[], $9::int[],
          $10::jsonb[], $11::text[], $12::text[], $13::uuid[], $14::text[], $15::bytea[], $16::timestamptz[], $17::text[]) with ordinality
        as r(id, folio_id, button_id, author_id, session_token_hash, share_id, is_from_website, website_id, folio_version,
          data, search_text, idempotency_key, owner_id, webhook_body, proof_id, proof_expires, language, ord)),
    proofs as materialized (
      insert into used_proofs (signature, expires_at)
      select distinct on (proof_id) proof_id, proof_expires from input where proof_id is not null order by proof_id, ord
      on conflict do nothing returning signature),
    claims as materialized (
      select i.id from input i join proofs p on p.signature = i.proof_id
      where not exists (select 1 from input j where j.proof_id = i.proof_id and j.ord < i.ord)),
    ins as (
      insert into submissions (id, folio_id, button_id, author_id, session_token_hash, share_id, is_from_website, website_id, folio_version, data, search_text, idempotency_key, language)
      select id, folio_id, button_id, author_id, session_token_hash, share_id, is_from_website, website_id, folio_version, data, search_text, idempotency_key, language
      from input where proof_id is null or id in (select id from claims)
      on conflict (folio_id, idempotency_key) where idempotency_key is not null do nothing
      returning id, created_at, folio_id, website_id),
    hooks as (
      insert into webhook_deliveries (webhook_id, event_id, event_type, body)
      select w.id, ${EVENT_ID}, 'submission.created', i.webhook_body
      from ins join input i on i.id = ins.id join webhooks w on w.owner_id = i.owner_id and ${TAKES_SUBMISSION}
      where i.webhook_body is not null)
    select i.id, ins.id is not null as inserted, ins.created_at, (i.proof_id is not null and i.id not in (select id from claims)) as proof_used,
      exists (select 1 from visualizations v where v.folio_id = i.folio_id) as charted
    from input i left join ins on ins.id = i.id`,
};

interface BatchRow extends QueryResultRow {
  id: string;
  inserted: boolean;
  created_at: Date | null;
  proof_used: boolean;
  charted: boolean;
}

/** Stores `rows`, none of them limited, in one statement; the answers in the order of `rows`. */
export async function insertBatch(pool: Pick<Pool, 'query'>, rows: ToStore[]): Promise<Admitted[]> {
  if (rows.some(isLimited)) throw new Error('insertBatch: a limited submission is admitted on its own (insertAdmitted)');
  const ids = rows.map((r) => r.id ?? crypto.randomUUID());
  const column = <T>(of: (s: ToStore) => T): T[] => rows.map(of);
  const { rows: answers } = await pool.query<BatchRow>({
    ...BATCH,
    values: [
      ids,
      column((s) => s.folio.id),
      column((s) => s.values.buttonId),
      column((s) => s.values.authorId ?? null),
      column((s) => s.values.sessionTokenHash ?? null),
      column((s) => s.values.shareId ?? null),
      column((s) => s.values.isFromWebsite ?? false),
      column((s) => s.values.websiteId ?? null),
      column((s) => s.values.folioVersion),
      column((s) => JSON.stringify(s.values.data)),
      column((s) => s.values.searchText ?? ''),
      column((s) => s.values.idempotencyKey ?? null),
      column((s) => s.folio.authorId),
      column((s) => s.webhookBody ?? null),
      column((s) => s.proof?.id ?? null),
      column((s) => s.proof?.expiresAt ?? null),
      column((s) => s.values.language ?? null),
    ],
  });
  const byId = new Map(answers.map((a) => [a.id, a]));
  return ids.map((id) => {
    const a = byId.get(id)!;
    return { refused: null, id: a.inserted ? a.id : null, created_at: a.created_at, proof_used: a.proof_used, charted: a.charted };
  });
}
