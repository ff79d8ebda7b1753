/**
 * "Download my data" (issue 15): a zip of JSON files — the profile, folios (documents), assets, websites,
 * libraries, the submissions of the user's forms (answers keyed by field label, and by id), comments, purchases,
 * sales, account licences — the user's uploaded files under files/ with their extensions, and a README.txt. Streamed (archiver), so memory stays flat however much there is; JSON is compressed
 * lightly and the files are stored as they are (they are mostly compressed already).
 */
import archiver from 'archiver';
import { sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import type { BlobStore } from '../../storage/types.ts';
import { getOwnProfile } from '../users.ts';
import { EXPORT_README } from './exportReadme.ts';
import { labelledAnswers } from './exportAnswers.ts';

const safeName = (name: string) => name.replace(/[^\w.-]+/g, '_').slice(0, 80) || 'file';

/** The file's name in the zip: id, title, and the extension of its type unless the title ends with it already. */
export function exportedFileName(id: string, title: string, mimeSubtype: string): string {
  const base = `${id}-${safeName(title)}`;
  const ext = ({ jpeg: 'jpg', 'svg+xml': 'svg', plain: 'txt', quicktime: 'mov', mpeg: 'mp3' } as Record<string, string>)[mimeSubtype] ?? mimeSubtype;
  if (!/^[a-z0-9]{1,10}$/.test(ext) || base.toLowerCase().endsWith(`.${ext}`)) return base;
  return `${base}.${ext}`;
}

export async function exportAccount(db: Db, blobs: BlobStore, userId: string): Promise<Readable> {
  const q = async (query: ReturnType<typeof sql>) => (await db.execute<Record<string, unknown>>(query)).rows;
  const parts: Array<[string, unknown]> = [
    ['account.json', await getOwnProfile(db, userId)],
    ['folios.json', await q(sql`select id, name, url, tags, is_public, schema_version, root, nodes, created_at, updated_at from folios where author_id = ${userId} and not is_deleted order by created_at`)],
    ['assets.json', await q(sql`select a.id, a.title, a.url, a.tags, a.kind, a.is_public, a.blob_id, a.created_at from assets a where a.author_id = ${userId} and not a.is_deleted order by a.created_at`)],
    ['websites.json', await q(sql`select * from websites where author_id = ${userId} order by created_at`)],
    ['libraries.json', await q(sql`select l.*, (select json_agg(li order by li.idx) from library_items li where li.library_id = l.id) as items from libraries l where l.owner_id = ${userId}`)],
    ['submissions.json', labelledAnswers(await q(sql`select s.id, s.folio_id, s.button_id, s.data, s.created_at, f.nodes as folio_nodes from submissions s join folios f on f.id = s.folio_id where f.author_id = ${userId} order by s.created_at`))],
    ['comments.json', await q(sql`select id, folio_id, body, created_at from comments where author_id = ${userId} order by created_at`)],
    ['purchases.json', await q(sql`select o.id as order_id, o.status, o.currency, o.created_at, oi.item_type, oi.item_id, oi.item_name, oi.license_type, oi.amount_minor + oi.tax_minor + oi.shipping_minor + oi.other_minor as amount_minor from orders o join order_items oi on oi.order_id = o.id where o.buyer_id = ${userId} order by o.created_at`)],
    ['sales.json', await q(sql`select o.id as order_id, o.status, o.currency, o.total_minor, o.fee_minor, o.created_at, oi.item_type, oi.item_id, oi.item_name from orders o join order_items oi on oi.order_id = o.id where o.seller_id = ${userId} order by o.created_at`)],
    ['account-licences.json', await q(sql`select id, account_type_id, starts_on, ends_on, revoked_at from account_licenses where user_id = ${userId}`)],
  ];
  const files = await q(sql`select b.id, b.mime_subtype, coalesce((select a.title from assets a where a.blob_id = b.id and not a.is_deleted limit 1), b.id::text) as title from blobs b where b.owner_id = ${userId}`);
  const zip = archiver('zip', { zlib: { level: 1 } });
  zip.append(EXPORT_README, { name: 'README.txt' });
  for (const [name, value] of parts) zip.append(JSON.stringify(value, null, 2), { name });
  // Files one at a time, each read as the zip asks for it.
  void (async () => {
    for (const f of files) {
      try {
        const { stream } = await blobs.get(String(f.id));
        zip.append(stream, { name: `files/${exportedFileName(String(f.id), String(f.title), String(f.mime_subtype))}`, store: true });
      } catch {
        // a file missing from the store (a test row, a failed upload): left out
      }
    }
    await zip.finalize();
  })();
  return zip;
}
