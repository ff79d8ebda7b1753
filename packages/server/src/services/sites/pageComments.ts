/**
 * The comment section of a published page, rendered on the server (no script): the newest published top comments
 * with their replies, and a link to write one in the app (signed in there; app tokens never reach the sites
 * origin). A stamp of the comments goes into the page's ETag, so a new, edited, hidden or deleted comment shows
 * on the next visit.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export const PAGE_COMMENTS = { top: 50, repliesPerThread: 20 } as const;

/** Changes with any comment of the folio (count and newest change). */
export async function commentsStamp(db: Executor, folioId: string): Promise<string> {
  const { rows } = await db.execute<{ n: number; at: Date | null }>(
    sql`select count(*)::int as n, max(changed_at) as at from comments where folio_id = ${folioId}`,
  );
  const row = rows[0];
  return `c${row?.n ?? 0}.${row?.at ? new Date(row.at).getTime() : 0}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

interface Row extends Record<string, unknown> {
  id: string;
  parent_id: string | null;
  body: string;
  status: string;
  display_name: string | null;
  created_at: Date;
  edited_at: Date | null;
}

const dateText = (d: Date) => new Date(d).toISOString().slice(0, 10);

function commentHtml(r: Row, replies: Row[]): string {
  const gone = r.status !== 'published';
  const head = gone
    ? '<p class="fo-comment-meta">Comment removed</p>'
    : `<p class="fo-comment-meta"><strong>${esc(r.display_name ?? 'Someone')}</strong> · <time datetime="${new Date(r.created_at).toISOString()}">${dateText(r.created_at)}</time>${r.edited_at ? ' · edited' : ''}</p>`;
  const body = gone ? '' : `<p class="fo-comment-body">${esc(r.body).replace(/\n/g, '<br>')}</p>`;
  const thread = replies.length ? `<ol class="fo-replies">${replies.map((x) => `<li>${commentHtml(x, [])}</li>`).join('')}</ol>` : '';
  return `<article class="fo-comment" id="comment-${r.id}">${head}${body}${thread}</article>`;
}

/** The section's HTML; `writeUrl` opens the folio's comments in the app. */
export async function commentsHtml(db: Executor, folioId: string, writeUrl: string): Promise<string> {
  const { rows: tops } = await db.execute<Row>(sql`
    select c.id, c.parent_id, c.body, c.status, u.display_name, c.created_at, c.edited_at
    from comments c left join users u on u.id = c.author_id
    where c.folio_id = ${folioId} and c.parent_id is null
      and (c.status = 'published' or exists (select 1 from comments r where r.parent_id = c.id and r.status = 'published'))
    order by c.created_at desc, c.id limit ${PAGE_COMMENTS.top}`);
  const ids = tops.map((t) => t.id);
  const { rows: replies } = ids.length
    ? await db.execute<Row>(sql`
        select * from (
          select c.id, c.parent_id, c.body, c.status, u.display_name, c.created_at, c.edited_at,
            row_number() over (partition by c.parent_id order by c.created_at, c.id) as n
          from comments c left join users u on u.id = c.author_id
          where c.parent_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and c.status = 'published') x
        where n <= ${PAGE_COMMENTS.repliesPerThread} order by created_at, id`)
    : { rows: [] as Row[] };
  const list = tops.length
    ? `<ol class="fo-comment-list">${tops.map((t) => `<li>${commentHtml(t, replies.filter((r) => r.parent_id === t.id))}</li>`).join('')}</ol>`
    : '<p class="fo-comments-empty">No comments yet. Be the first to write one.</p>';
  return `<section class="fo-comments" aria-labelledby="fo-comments-title"><h2 id="fo-comments-title">Comments</h2><p><a class="fo-comment-write" href="${esc(writeUrl)}">Write a comment</a></p>${list}</section>`;
}
