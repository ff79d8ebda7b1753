/** Reading submissions: one (by its readers or its submitter) and a folio's list with filter, sort, search, group. */
import { optionLabels } from '@folio/model';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import type { Db, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { FOLIO_NOT_FOUND, isUuid } from '../folios/folios.ts';
import { blobUrlSigner } from '../blobs/signedUrls.ts';
import { SUBMISSION_NOT_FOUND, assertReadable, mayReadSubmissions, type SubmissionReader } from './access.ts';
import { submissionColumns, type SubmissionColumn } from './fields.ts';
import { MAX_CACHED, publishedNodes, stampOf, type FormFolio } from './publishedForm.ts';
import { presentSubmission, type SubmissionItem, type SubmissionRow } from './present.ts';
import { findFormFolio } from './publishedForm.ts';
import { parseFilterObject } from '../lists/filterSort.ts';
import { countOrEstimate, totalOnPage } from '../lists/count.ts';
import { ITEM_COLUMNS, WIDGET_ID, readSort, submissionPage, type PageAsked } from './listPage.ts';
import { ensureSearchable } from './sortKeys.ts';

export { ITEM_COLUMNS };

export async function findSubmissionRow(db: Executor, id: string) {
  if (!isUuid(id)) return null;
  const result = await db.execute<SubmissionRow & { session_token_hash: Buffer | null }>(
    sql`select ${ITEM_COLUMNS}, s.session_token_hash from submissions s left join users u on u.id = s.author_id where s.id = ${id}`,
  );
  return result.rows[0] ?? null;
}

export async function getSubmission(db: Db, reader: SubmissionReader, id: string): Promise<SubmissionItem> {
  const row = await findSubmissionRow(db, id);
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  const folio = await findFormFolio(db, row.folio_id);
  assertReadable(reader, folio, { authorId: row.author_id, sessionTokenHash: row.session_token_hash });
  return presentSubmission(row, await blobUrlSigner(db), reader.user && folio && mayReadSubmissions(reader.user, folio) ? reader.user.userId : null);
}

export interface ListQuery {
  first: number;
  after: number;
  /** the nextCursor of the previous page: replaces after */
  cursor?: string | undefined;
  /** JSON object: widget id → the answer (or one chosen option) it must have */
  filter?: string | undefined;
  /** createdAt | -createdAt | a widget id, '-' first for descending */
  sort?: string | undefined;
  search?: string | undefined;
  /** a widget id: also count the matching submissions per answer of that widget */
  group?: string | undefined;
  getAllItems?: boolean | undefined;
  mySubmissions?: boolean | undefined;
  websiteId?: string | undefined;
}

/** What the submissions screen shows of the folio and lets its reader do. */
export interface SubmissionsFolio {
  id: string;
  name: string;
  spreadsheet: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

export interface SubmissionList {
  folio: SubmissionsFolio;
  items: SubmissionItem[];
  total: number;
  totalIsEstimate: boolean;
  nextCursor: string | null;
  columns: SubmissionColumn[];
  groups?: Array<{ value: unknown; count: number }>;
}

/** getAllItems answers at most this many; exports stream any number. */
export const ALL_ITEMS_MAX = 1000;

function filterConditions(filter: string | undefined): SQL[] {
  return parseFilterObject(filter, 'widget id → answer', '{"colour":"red"}').map(([widgetId, value]) => {
    if (!WIDGET_ID.test(widgetId)) throw badRequest(`filter: "${widgetId}" is not a widget id`);
    if (value !== null && typeof value === 'object') throw badRequest(`filter.${widgetId}: must be one answer (text, number or an option key)`);
    // One answer equal to the value, or a list of choices containing it.
    const scalar = JSON.stringify({ [widgetId]: value });
    const inList = JSON.stringify({ [widgetId]: [value] });
    return sql`(s.data @> ${scalar}::jsonb or s.data @> ${inList}::jsonb)`;
  });
}

export type SubmissionFilter = Pick<ListQuery, 'filter' | 'search' | 'mySubmissions' | 'websiteId'>;

/** The folio, whether the user reads all its submissions, and the SQL condition of the query's filters. */
export async function selectSubmissions(db: Db, user: AuthUser, folioId: string, q: SubmissionFilter) {
  const folio = await findFormFolio(db, folioId);
  if (!folio) throw notFound(FOLIO_NOT_FOUND);
  const readsAll = mayReadSubmissions(user, folio);
  if (!readsAll && !q.mySubmissions) throw notFound(FOLIO_NOT_FOUND);
  const where: SQL[] = [sql`s.folio_id = ${folio.id}`, ...filterConditions(q.filter)];
  if (q.mySubmissions) where.push(sql`s.author_id = ${user.userId}`);
  if (q.websiteId) {
    if (!isUuid(q.websiteId)) throw badRequest('websiteId: must be a website id');
    where.push(sql`s.website_id = ${q.websiteId}`);
  }
  const search = q.search?.trim().toLowerCase();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    if (readsAll) {
      // Through the folio's trigram index, kept from its first search on (sortKeys.ts). The matches are found first, as
      // one array, then fetched: as a join PostgreSQL walked the folio newest first probing each row (78 ms at 131,000
      // submissions, 7 ms this way).
      await ensureSearchable(db, folio.id);
      where.push(sql`s.id = any(array(select k.submission_id from submission_search k where k.folio_id = ${folio.id} and k.search_text like ${pattern}))`);
    } else {
      // A sender's own submissions only: few, read through the author index.
      where.push(sql`s.search_text like ${pattern}`);
    }
  }
  return { folio, readsAll, condition: sql.join(where, sql` and `) };
}

export async function listSubmissions(db: Db, user: AuthUser, folioId: string, q: ListQuery): Promise<SubmissionList> {
  const { folio, readsAll, condition } = await selectSubmissions(db, user, folioId, q);
  const asked = { sort: q.sort, limit: q.getAllItems ? ALL_ITEMS_MAX : q.first, offset: q.getAllItems ? 0 : q.after, cursor: q.getAllItems ? undefined : q.cursor };
  readSort(q.sort);
  const [{ page, counted }, columns, groups] = await Promise.all([
    pageAndTotal(db, folio.id, condition, asked),
    readsAll ? columnsWithOptions(db, folio) : Promise.resolve([]),
    q.group ? groupCounts(db, condition, q.group) : Promise.resolve(undefined),
  ]);
  const signer = await blobUrlSigner(db);
  const access = { authorId: folio.authorId, receiverIds: folio.receiverIds };
  return {
    folio: {
      id: folio.id,
      name: folio.name,
      spreadsheet: folio.spreadsheet,
      canEdit: can(user, { kind: 'submission.edit', folio: { ...access, editableSubmission: folio.editableSubmission } }),
      canDelete: can(user, { kind: 'submission.delete', folio: access }),
    },
    items: page.rows.map((r) => presentSubmission(r, signer, readsAll ? user.userId : null)),
    total: counted.total,
    totalIsEstimate: counted.totalIsEstimate,
    nextCursor: page.nextCursor,
    columns,
    ...(groups ? { groups } : {}),
  };
}

/** The page, then its total: counted only when the page does not show it (a first page holding every match). */
async function pageAndTotal(db: Db, folioId: string, condition: SQL, asked: PageAsked) {
  const page = await submissionPage(db, folioId, condition, asked);
  const shown = totalOnPage({ shown: page.rows.length, more: page.nextCursor !== null, fromStart: !asked.cursor && asked.offset === 0 });
  return { page, counted: shown ?? (await countOrEstimate(db, sql`submissions s where ${condition}`)) };
}

async function groupCounts(db: Db, condition: SQL, widgetId: string) {
  if (!WIDGET_ID.test(widgetId)) throw badRequest('group: must be a widget id');
  // A list of choices counts once per chosen option.
  const result = await db.execute<{ value: unknown; count: number }>(sql`
    select v.value, count(*)::int as count from submissions s
    cross join lateral (
      select case when jsonb_typeof(s.data->${widgetId}) = 'array' then e else s.data->${widgetId} end as value
      from jsonb_array_elements(case when jsonb_typeof(s.data->${widgetId}) = 'array' then s.data->${widgetId} else '[null]'::jsonb end) e
    ) v
    where ${condition} group by v.value order by count desc limit 100`);
  return result.rows;
}

/**
 * Columns by publication stamp. Publishing writes them in its transaction, so a stamp's columns are final once there;
 * none yet (a folio published before submissions were kept, whose first submission writes them) is not kept.
 */
const columnsByStamp = new Map<string, SubmissionColumn[]>();

/** The table's columns; a choice question's column also names its options, so keys show as their text. */
async function columnsWithOptions(db: Db, folio: FormFolio): Promise<SubmissionColumn[]> {
  const stamp = stampOf(folio);
  const kept = columnsByStamp.get(stamp);
  if (kept) return kept;
  const [columns, { nodes }] = await Promise.all([submissionColumns(db, folio.id), publishedNodes(db, folio)]);
  const withOptions = columns.map((c) => {
    const options = optionLabels(nodes[c.widgetId]);
    return options.length ? { ...c, options } : c;
  });
  if (withOptions.length) {
    if (columnsByStamp.size >= MAX_CACHED) columnsByStamp.delete(columnsByStamp.keys().next().value!);
    columnsByStamp.set(stamp, withOptions);
  }
  return withOptions;
}
