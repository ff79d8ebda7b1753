/** PATCH /api/folios/{id}: one transaction, the row locked, the base version checked, the result validated. */
import { EMBED_TEXTS, embeddingChanged, formWindowChanged, formWindowProblem, normalizeLanguage, translationsChanged, translationsProblem, type FolioDocument, type FolioRoot, type NodeMap } from '@folio/model';
import { sanitizedTranslations } from './folioTranslations.ts';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { ONLY_OWNER_SETS_RECEIVERS, receiversChanged, syncInvitations, type ReceiverMailDeps } from '../receivers/invitations.ts';
import type { Db } from '../../db/client.ts';
import { folioEditLog, folios } from '../../db/schema.ts';
import { normaliseFolioBlobs } from './folioBlobs.ts';
import { checkedNode, nextTurn, prepareDocument, richTextsOf, sanitizeNodes } from './folioDocument.ts';
import { checkTemplateChange, type EditLogEntry } from './folioTemplateRules.ts';
import {
  VersionConflict,
  columnsOf,
  documentOf,
  editable,
  loadFolio,
  withUrlConflict,
} from './folios.ts';

/** Root fields the server keeps itself; a client may send them back (e.g. a full root on overwrite) but they are ignored. */
export const SERVER_ROOT_FIELDS = ['authorId', 'version', 'originalAuthorId', 'marketplaceFolio'] as const;
type ServerRootField = (typeof SERVER_ROOT_FIELDS)[number];

export interface FolioPatch {
  baseVersion: number;
  log: EditLogEntry[];
  /** language and direction: null removes them (then en, and the language's direction) */
  root?: Partial<Omit<FolioRoot, ServerRootField | 'language' | 'direction'>> & { [K in ServerRootField]?: unknown } & {
    language?: string | null;
    direction?: FolioRoot['direction'] | null;
  };
  /** id → node (upsert) or null (delete); with replaceNodes, the complete map */
  nodes?: Record<string, unknown>;
  replaceNodes?: boolean;
}

/** The document with the patch applied, not yet checked. */
export function applyPatch(doc: FolioDocument, patch: FolioPatch): FolioDocument {
  const rootChanges: Record<string, unknown> = { ...patch.root };
  for (const field of SERVER_ROOT_FIELDS) delete rootChanges[field];
  // The route schema checked the tag; it is stored in its usual case ('pt-br' → 'pt-BR').
  if (typeof rootChanges.language === 'string') rootChanges.language = normalizeLanguage(rootChanges.language);
  // The route schema typed every remaining field; the server fields are gone.
  const root = { ...doc.root, ...(rootChanges as Partial<FolioRoot>) };
  // null removes language and direction: absent, a folio is en and its direction the language's.
  for (const field of ['language', 'direction'] as const) if (root[field] === null) delete root[field];
  const nodes: NodeMap = patch.replaceNodes ? {} : { ...doc.nodes };
  for (const [id, node] of Object.entries(patch.nodes ?? {})) {
    if (node === null) delete nodes[id];
    // Shapes are checked by prepareDocument right after; until then the node is what the client sent.
    else nodes[id] = node as NodeMap[string];
  }
  return { ...doc, root, nodes };
}

/** Whether the patch touches content (nodes or the page list) rather than only settings. */
const touchesContent = (patch: FolioPatch) =>
  Boolean(patch.replaceNodes || (patch.nodes && Object.keys(patch.nodes).length > 0) || patch.root?.pages);

/** Whether the patch changes settings: any root field but the page list (and the ones the server keeps). */
const touchesSettings = (patch: FolioPatch) =>
  Object.keys(patch.root ?? {}).some((field) => field !== 'pages' && !(SERVER_ROOT_FIELDS as readonly string[]).includes(field));

const editOf = (patch: FolioPatch) => ({ content: touchesContent(patch), settings: touchesSettings(patch) });

/**
 * The patch's nodes checked and their rich text sanitized, before any transaction: sanitizing can take seconds,
 * which must not hold the folio's row lock and a database connection. Answers the nodes and every clean text
 * (the stored ones and the new ones), or null when the base version is already stale.
 */
async function sanitizedPatch(db: Db, user: AuthUser, id: string, patch: FolioPatch): Promise<{ patch: FolioPatch; clean: Set<string> } | null> {
  const row = editable(user, await loadFolio(db, user, id), editOf(patch));
  if (row.version !== patch.baseVersion) return null;
  await nextTurn();
  const clean = richTextsOf(Object.values(documentOf(row).nodes));
  const sent: NodeMap = {};
  let n = 0;
  for (const [nodeId, raw] of Object.entries(patch.nodes ?? {})) {
    if (raw !== null) sent[nodeId] = checkedNode(nodeId, raw);
    if (++n % 50 === 0) await nextTurn();
  }
  const sanitized = await sanitizeNodes(sent, clean);
  for (const text of richTextsOf(Object.values(sanitized))) clean.add(text);
  return { patch: { ...patch, nodes: { ...patch.nodes, ...sanitized } }, clean };
}

export async function patchFolio(
  db: Db,
  user: AuthUser,
  id: string,
  patch: FolioPatch,
  /** the app's and the sites' origins: full addresses of our files on them are stored as `/blob/{id}` */
  origins: readonly string[] = [],
  /** mails to accounts newly named as receivers (needed when the patch may change the receiver lists) */
  receiverMail?: ReceiverMailDeps,
): Promise<{ version: number; updatedAt: string }> {
  // A patch without nodes (a rename, a setting: most autosaves) brings no text to sanitize, so it needs no read
  // before its transaction: the stored texts it keeps are clean (issue 28: one full read of the folio less).
  const sendsNodes = Boolean(patch.replaceNodes) || Object.keys(patch.nodes ?? {}).length > 0;
  // Translations (issue 32): their shape checked and their rich texts sanitized before the transaction, like nodes.
  if (patch.root?.translations !== undefined) patch = { ...patch, root: { ...patch.root, translations: await sanitizedTranslations(patch.root.translations) } };
  const prepared = sendsNodes ? await sanitizedPatch(db, user, id, patch) : { patch, clean: null };
  let mailed = false;
  const saved = await withUrlConflict(() =>
    db.transaction(async (tx) => {
      const row = editable(user, await loadFolio(tx, user, id, true), editOf(patch));
      if (!prepared || row.version !== patch.baseVersion) throw new VersionConflict(row.version);
      const before = documentOf(row);
      // Every text is clean by now: the stored ones and those sanitized above.
      const clean = prepared.clean ?? richTextsOf(Object.values(before.nodes));
      const checked = await prepareDocument(applyPatch(before, prepared.patch), clean);
      await nextTurn();
      if (row.isTemplateBased) checkTemplateChange(before, checked, patch.log);
      const receiversMoved = receiversChanged(before.root, checked.root);
      if (receiversMoved && !can(user, { kind: 'folio.setReceivers', folio: { authorId: row.authorId } })) throw forbidden(ONLY_OWNER_SETS_RECEIVERS);
      const windowProblem = formWindowChanged(before.root, checked.root) ? formWindowProblem(checked.root) : null;
      if (windowProblem) throw badRequest(windowProblem);
      const translationProblem = translationsChanged(before.root, checked.root) ? translationsProblem(checked.root.translations, checked.root.language) : null;
      if (translationProblem) throw badRequest(translationProblem);
      if (embeddingChanged(before.root, checked.root) && !can(user, { kind: 'folio.setEmbedding', folio: { authorId: row.authorId } })) throw forbidden(EMBED_TEXTS.onlyOwner);
      const after = await normaliseFolioBlobs(tx, user.userId, checked, origins);
      const version = row.version + 1;
      const [saved] = await tx
        .update(folios)
        .set({ ...columnsOf({ ...after, root: { ...after.root, version } }), version, updatedAt: new Date() })
        .where(eq(folios.id, row.id))
        .returning({ updatedAt: folios.updatedAt });
      await tx.insert(folioEditLog).values({ folioId: row.id, userId: user.userId, version, log: patch.log });
      if (receiversMoved && receiverMail) {
        await syncInvitations(tx, receiverMail, { id: row.id, name: after.root.name, authorId: row.authorId }, before.root, after.root);
        mailed = true;
      }
      return { version, updatedAt: saved!.updatedAt.toISOString() };
    }),
  );
  if (mailed) receiverMail?.mail.flush();
  return saved;
}
