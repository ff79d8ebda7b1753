/**
 * The statements that store submissions with their limits (issue 28): `submission_admit` locks the maintained counts a
 * limit applies to and says whether one more fits; a row is inserted only then (its triggers move the counts), and not
 * when its Idempotency-Key is already stored. One submission (inside a transaction, with files or receivers' mails),
 * or many in one statement for the batched writer (batchWriter.ts). A submission's proof of work (issue 31) is
 * recorded in `used_proofs` by the same statement, and the row is stored only if the proof was not taken before.
 */
import { sql } from 'drizzle-orm';
import type { Pool, QueryConfig } from 'pg';
import type { Executor } from '../../db/client.ts';
import type { submissions } from '../../db/schema.ts';
import type { FormFolio } from './publishedForm.ts';

export type Columns = Omit<typeof submissions.$inferInsert, 'id' | 'createdAt' | 'editedAt' | 'editedBy'>;

/** What storing one submission answered: `id` when it was inserted, else `refused` names the limit (or null: a repeat). */
export interface Admitted extends Record<string, unknown> {
  refused: 'folio' | 'month' | null;
  id: string | null;
  /** when it was stored (insertAdmitted: the receivers' mails date it); null from the batch, which need not say */
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
 *
 * The rows go as one JSON parameter and come back as one short text, a letter per row in their order (OUTCOME):
 * encoding 17 arrays into PostgreSQL's array literals and parsing a result row per submission cost this server
 * about 10 µs of every submission's ~140 (issue 28). The parameter is read as json, not jsonb (PostgreSQL then parses
 * it once, not once into jsonb and again into the rows), and leaves out the members that are null: together 5 µs of
 * PostgreSQL's ~72 per submission.
 */
const BATCH: Omit<QueryConfig, 'values'> = {
  name: 'submissions_insert_batch',
  text: `with input as materialized (
      select r.ord, r.id, r.folio_id, r.button_id, r.author_id, decode(r.session_token_hash, 'hex') as session_token_hash, r.share_id,
        coalesce(r.is_from_website, false) as is_from_website, r.website_id, r.folio_version, r.data, coalesce(r.search_text, '') as search_text,
        r.idempotency_key, r.owner_id, r.webhook_body, decode(r.proof_id, 'hex') as proof_id, r.proof_expires, r.language
      from json_to_recordset($1::json) as r(ord int, id uuid, folio_id uuid, button_id text, author_id uuid, session_token_hash text,
        share_id uuid, is_from_website bool, website_id uuid, folio_version int, data jsonb, search_text text, idempotency_key text,
        owner_id uuid, webhook_body text, proof_id text, proof_expires timestamptz, language text)),
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
      returning id, folio_id, website_id),
    hooks as (
      insert into webhook_deliveries (webhook_id, event_id, event_type, body)
      select w.id, ${EVENT_ID}, 'submission.created', i.webhook_body
      from ins join input i on i.id = ins.id join webhooks w on w.owner_id = i.owner_id and ${TAKES_SUBMISSION}
      where i.webhook_body is not null),
    charted as (select distinct v.folio_id from visualizations v where v.folio_id in (select folio_id from input))
    select string_agg(case
        when ins.id is not null and c.folio_id is not null then 'c'
        when ins.id is not null then 'i'
        when i.proof_id is not null and i.id not in (select id from claims) then 'p'
        else 'r' end, '' order by i.ord) as outcome
    from input i left join ins on ins.id = i.id left join charted c on c.folio_id = i.folio_id`,
};

/**
 * A row's letter in the batch's outcome: inserted (`i`), inserted into a folio with a chart (`c`, its storing
 * announced `s:<folio>`), not inserted because its proof of work was taken (`p`), or because its Idempotency-Key is
 * stored already (`r`, a repeat).
 */
type Outcome = 'i' | 'c' | 'p' | 'r';

/** Stores `rows`, none of them limited, in one statement; the answers in the order of `rows`. */
export async function insertBatch(pool: Pick<Pool, 'query'>, rows: ToStore[]): Promise<Admitted[]> {
  if (rows.some(isLimited)) throw new Error('insertBatch: a limited submission is admitted on its own (insertAdmitted)');
  const ids = rows.map((r) => r.id ?? crypto.randomUUID());
  // A member left out is null (json_to_recordset): most rows have no author, share, website, hook or language.
  const input = rows.map(({ values: v, folio, webhookBody, proof }, ord) => ({
    ord,
    id: ids[ord],
    folio_id: folio.id,
    button_id: v.buttonId,
    author_id: v.authorId ?? undefined,
    session_token_hash: v.sessionTokenHash?.toString('hex'),
    share_id: v.shareId ?? undefined,
    is_from_website: v.isFromWebsite || undefined,
    website_id: v.websiteId ?? undefined,
    folio_version: v.folioVersion,
    data: v.data,
    search_text: v.searchText || undefined,
    idempotency_key: v.idempotencyKey ?? undefined,
    owner_id: webhookBody ? folio.authorId : undefined,
    webhook_body: webhookBody ?? undefined,
    proof_id: proof?.id.toString('hex'),
    proof_expires: proof?.expiresAt.toISOString(),
    language: v.language ?? undefined,
  }));
  const { rows: answer } = await pool.query<{ outcome: string }>({ ...BATCH, values: [JSON.stringify(input)] });
  const outcome = answer[0]!.outcome;
  return ids.map((id, k) => {
    const letter = outcome[k] as Outcome;
    const inserted = letter === 'i' || letter === 'c';
    return { refused: null, id: inserted ? id : null, created_at: null, proof_used: letter === 'p', charted: letter === 'c' };
  });
}
