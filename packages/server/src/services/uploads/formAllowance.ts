/**
 * What visitors' form files may hold before a submission takes them (issue 24): such a file is nobody's yet, so it
 * never counts against the form author's storage. Instead the bytes held by form uploads no submission took are
 * bounded per form (FORM_UPLOAD_PENDING_BYTES_PER_FORM) and per client address across all forms
 * (FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS); past either, a new form upload token is refused with 429 and Retry-After.
 * Once a submission takes a file (a submission_files row), it is the author's and counts as their storage.
 */
import { createHash } from 'node:crypto';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { tooManyRequests } from '../../errors.ts';

/** The SHA-256 of a client address, as form tokens keep it (the address itself is not stored). */
export const clientHash = (address: string): Buffer => createHash('sha256').update(`form-client:${address}`).digest();

/**
 * True for the blob `id` when it is a visitor's form upload that no submission took (nor an asset or avatar came
 * to use): a file the form's author does not hold yet.
 */
export const unsentFormUpload = (id: AnyColumn | SQL): SQL => sql`(
  exists (select 1 from upload_tokens ft where ft.id = ${id} and ft.form_folio_id is not null)
  and not exists (select 1 from submission_files sf where sf.blob_id = ${id})
  and not exists (select 1 from assets a where a.blob_id = ${id})
  and not exists (select 1 from users u where u.avatar_blob_id = ${id}))`;

type Held = {
  form_bytes: string;
  client_bytes: string;
  form_release: number | null;
  client_release: number | null;
};

/**
 * The bytes form tokens hold now for the folio and for the client: tokens issued within FORM_UPLOAD_SWEEP_HOURS whose
 * file no submission took and that are still usable (unstarted and unexpired), started, or finished; with the
 * seconds until the first of them lets go (an unstarted token when it expires, any other when the sweep takes it).
 */
async function heldBytes(db: Executor, config: Config, folioId: string, client: Buffer): Promise<Held> {
  const sweepSecs = config.FORM_UPLOAD_SWEEP_HOURS * 3600;
  const result = await db.execute<Held>(sql`
    with held as (
      select t.form_folio_id = ${folioId} as of_form, t.form_client_hash = ${client} as of_client, t.file_size,
        extract(epoch from (case when t.started_at is null and t.used_at is null then t.expires_at
          else t.created_at + make_interval(secs => ${sweepSecs}) end) - now()) as release
      from upload_tokens t
      where (t.form_folio_id = ${folioId} or t.form_client_hash = ${client})
        and t.created_at > now() - make_interval(secs => ${sweepSecs})
        and not exists (select 1 from submission_files sf where sf.blob_id = t.id)
        and (exists (select 1 from blobs b where b.id = t.id)
          or (t.used_at is null and (t.started_at is not null or t.expires_at > now())))
    )
    select coalesce(sum(file_size) filter (where of_form), 0) as form_bytes,
      coalesce(sum(file_size) filter (where of_client), 0) as client_bytes,
      min(release) filter (where of_form) as form_release,
      min(release) filter (where of_client) as client_release
    from held`);
  return result.rows[0]!;
}

const size = (n: number) => (n < 1024 ** 2 ? `${Math.ceil(n / 1024)} KB` : `${(n / 1024 ** 2).toFixed(1)} MB`);
const retryAfter = (release: number | null) => Math.max(1, Math.ceil(Number(release ?? 60)));

/**
 * Refuses (429, Retry-After) a new form upload of `fileSize` bytes when the files held unsent for this form, or for
 * this client address, would go past their allowance. Run it in the transaction that stores the token, holding the
 * form's lock (`lockFormUploads`), so parallel requests for one form do not both pass.
 */
export async function enforceFormAllowance(db: Executor, config: Config, folioId: string, client: Buffer, fileSize: number): Promise<void> {
  const held = await heldBytes(db, config, folioId, client);
  const byClient = Number(held.client_bytes);
  if (byClient + fileSize > config.FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS) {
    throw tooManyRequests(
      retryAfter(held.client_release),
      (wait) =>
        `Files you uploaded to forms and have not sent yet take ${size(byClient)}, the most allowed at once. Send your answers first, or try again in ${wait}.`,
    );
  }
  if (Number(held.form_bytes) + fileSize > config.FORM_UPLOAD_PENDING_BYTES_PER_FORM) {
    throw tooManyRequests(retryAfter(held.form_release), (wait) => `This form is taking no more files for now; please try again in ${wait}.`);
  }
}

/** Serialises issuing form upload tokens per form, for the rest of the transaction. */
export async function lockFormUploads(db: Executor, folioId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`form-uploads:${folioId}`}))`);
}
