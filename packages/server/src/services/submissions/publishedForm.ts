/**
 * What receiving a submission needs to know of its folio, in one query: who owns it, whether it is public and
 * published, its settings (working root: limits and receivers take effect when saved) and the published snapshot's
 * stamp. The snapshot's nodes are kept in memory per stamp, so a busy form does not load its document per answer;
 * the stamp is read on every submission, so a new publication is seen at once.
 */
import type { FormWindowRoot, LicenseDetails } from '@folio/model';
import { receiverIdsSql } from './receivers.ts';
import { folioLanguages, loadFolioDocument, type NodeMap } from '@folio/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { executePrepared } from '../../db/prepared.ts';
import { isUuid } from '../folios/folios.ts';

export interface FormFolio {
  id: string;
  authorId: string;
  isPublic: boolean;
  /** a licensed copy's licence: it collects submissions only with folioSubmissions */
  licence: LicenseDetails | null;
  name: string;
  /** the published snapshot's version; null when never published */
  version: number | null;
  publishedAt: Date | null;
  editableSubmission: boolean;
  /** the owner's choice of a dense, spreadsheet-like submissions table */
  spreadsheet: boolean;
  submissionLimit: number | null;
  receiverIds: string[];
  receiverMail: 'answers' | 'link';
  /** the owner's account type in effect today (their own or a running licence's), for the month's limit */
  ownerTypeId: number;
  /** the PUBLISHED root asks for a proof of work (issue 31): the page asks for it from the same snapshot */
  proofOfWork: boolean;
  /** the PUBLISHED root's opening and closing instants and closed message (issue 31, formWindow.ts) */
  window: FormWindowRoot;
  /** the PUBLISHED root mails visitors a copy of their answers (issue 31, form/confirmation.ts) */
  confirmationMail: boolean;
  /** the PUBLISHED root's languages, its own first, then its translations' (issue 32): a submission records one */
  languages: string[];
}

export interface FormRow extends Record<string, unknown> {
  id: string;
  author_id: string;
  is_public: boolean;
  name: string;
  version: number | null;
  published_at: Date | null;
  editable: boolean | null;
  spreadsheet: boolean | null;
  submission_limit: number | null;
  receivers: unknown;
  receiver_mail: string | null;
  licence: LicenseDetails | null;
  owner_type: number;
  proof_of_work: boolean | null;
  opens_at: string | null;
  closes_at: string | null;
  closed_message: string | null;
  confirmation_mail: boolean | null;
  language: string | null;
  translation_tags: string[] | null;
}

/** SQL: the form's row as `Row` (no row when the folio is missing or deleted); `folioId` null matches nothing. */
export function formFolioSql(folioId: string | null): SQL {
  return sql`
    select f.id, f.author_id, f.is_public, f.name, p.version, p.published_at, f.license_details as licence,
      (f.root->>'editableSubmission')::boolean as editable,
      (f.root->>'formatVisualizationAsSpreadsheet')::boolean as spreadsheet,
      case when jsonb_typeof(f.root->'submissionLimit') = 'number' then (f.root->>'submissionLimit')::int end as submission_limit,
      ${receiverIdsSql} as receivers,
      f.root->>'submissionReceiversMail' as receiver_mail,
      p.root->>'spamProtection' = 'proofOfWork' as proof_of_work,
      p.root->>'opensAt' as opens_at, p.root->>'closesAt' as closes_at, left(p.root->>'closedMessage', 500) as closed_message,
      p.root->>'confirmationMail' = 'true' as confirmation_mail,
      p.root->>'language' as language,
      array(select jsonb_object_keys(case when jsonb_typeof(p.root->'translations') = 'object' then p.root->'translations' else '{}'::jsonb end)) as translation_tags,
      greatest(u.account_type_id, (select max(l.account_type_id) from account_licenses l where l.user_id = u.id and l.revoked_at is null
        and l.starts_on <= to_char(now() at time zone 'UTC', 'YYYY-MM-DD') and l.ends_on >= to_char(now() at time zone 'UTC', 'YYYY-MM-DD'))) as owner_type
    from folios f join users u on u.id = f.author_id left join folio_publications p on p.folio_id = f.id
    where f.id = ${folioId}::uuid and f.is_deleted = false`;
}

export async function findFormFolio(db: Executor, folioId: string, forUpdate = false): Promise<FormFolio | null> {
  if (!isUuid(folioId)) return null;
  if (forUpdate) return toFormFolio((await db.execute<FormRow>(sql`${formFolioSql(folioId)} for update of f`)).rows[0]);
  return toFormFolio((await executePrepared<FormRow>(db, 'form_folio', formFolioSql(folioId)))[0]);
}

/** A form row as read by formFolioSql (all null when a left join found none). */
export function toFormFolio(row: FormRow | Record<string, unknown> | undefined): FormFolio | null {
  if (!row?.id) return null;
  const r = row as FormRow;
  return {
    id: r.id,
    authorId: r.author_id,
    isPublic: r.is_public,
    licence: r.licence,
    name: r.name,
    version: r.version,
    publishedAt: r.published_at ? new Date(r.published_at) : null,
    editableSubmission: r.editable === true,
    spreadsheet: r.spreadsheet === true,
    submissionLimit: r.submission_limit,
    receiverIds: Array.isArray(r.receivers) ? r.receivers.filter((id): id is string => typeof id === 'string' && isUuid(id)) : [],
    receiverMail: r.receiver_mail === 'link' ? 'link' : 'answers',
    ownerTypeId: r.owner_type,
    proofOfWork: r.proof_of_work === true,
    window: { opensAt: r.opens_at, closesAt: r.closes_at, closedMessage: r.closed_message ?? '' },
    confirmationMail: r.confirmation_mail === true,
    languages: folioLanguages({ language: r.language ?? undefined, translations: Object.fromEntries((r.translation_tags ?? []).map((tag) => [tag, {}])) }),
  };
}

export const MAX_CACHED = 500;
const nodesByStamp = new Map<string, NodeMap>();

/** The publication's stamp: what a form's published nodes and its table's columns are kept by. */
export const stampOf = (folio: FormFolio): string => `${folio.id}.${folio.version}.${folio.publishedAt?.getTime()}`;

/** The published snapshot's nodes (current document shape), cached by the publication's stamp. */
export async function publishedNodes(db: Executor, folio: FormFolio): Promise<{ nodes: NodeMap; fresh: boolean }> {
  const key = stampOf(folio);
  const cached = nodesByStamp.get(key);
  if (cached) return { nodes: cached, fresh: false };
  const result = await db.execute<{ schema_version: number; root: never; nodes: never }>(
    sql`select schema_version, root, nodes from folio_publications where folio_id = ${folio.id}`,
  );
  const row = result.rows[0];
  if (!row) return { nodes: {}, fresh: false };
  const { nodes } = loadFolioDocument({ schemaVersion: row.schema_version, root: row.root, nodes: row.nodes });
  if (nodesByStamp.size >= MAX_CACHED) nodesByStamp.delete(nodesByStamp.keys().next().value!);
  nodesByStamp.set(key, nodes);
  return { nodes, fresh: true };
}
