import { TRANSLATION_LIMITS, CLOSED_MESSAGE_MAX, RESUME_DAYS_DEFAULT, RESUME_DAYS_MAX, LANGUAGE_TAG_MAX, LANGUAGE_TEXTS, NODE_KINDS, SPAM_PROTECTIONS, languageProblem, type FolioRoot, type NodeKind, type NodeMap } from '@folio/model';
import { z } from 'zod';
import { NODE_ID_PATTERN } from '../../services/folios/folioDocument.ts';
import { FOLIO_LIMITS as L } from '../../services/folios/folios.ts';
import { AssetSchema } from '../assets/schema.ts';
import { OptionSchema } from '../licenseOptions/schema.ts';
import { PaginationQuery, pageOf } from '../pagination.ts';

export const FolioIdParams = z.object({ id: z.string().describe('The folio id (UUID)') });

const queryBool = z.enum(['true', 'false']).transform((v) => v === 'true');

export const CreateFolioBody = z
  .strictObject({
    name: z.string().trim().min(1).max(L.nameMax).optional().describe(`The folio name, 1–${L.nameMax} characters`),
  })
  .nullish();

export const FetchFolioQuery = z.object({
  forEditing: queryBool.optional().describe('true to load the folio for the editor'),
  readOnly: queryBool.optional().describe('true to load the folio for viewing; exactly one of the two must be true'),
});

export const ListFoliosQuery = PaginationQuery.extend({
  tag: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe('Only folios carrying this tag; repeat for several (all must match)'),
  tags: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .describe('Same as tag (spec §3 folio query field); both may be given, every tag must match'),
  isOwned: queryBool
    .optional()
    .describe('Source: include the own folios (the default when no source flag is given, unless shareId is)'),
  isShared: queryBool
    .optional()
    .describe('Source: include folios shared with the user (to them, a group they are in, or the followers of an account they follow)'),
  isPurchased: queryBool.optional().describe('Source: include the user’s bought copies (folios they own that came from a purchase)'),
  isSharedVisualization: queryBool
    .optional()
    .describe(
      'Source: include someone else’s folios that a live share gives the user and that have a published chart (visualization) — the charts the user may read',
    ),
  anonymousLink: queryBool
    .optional()
    .describe('Source: include folios with a live anonymous link share that the user made, or that is on one of their own folios'),
  notInLibraries: queryBool.optional().describe('Filter: only folios that are in none of the user’s own libraries'),
  shareId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a share id (a UUID)')
    .optional()
    .describe(
      'Filter: only the folio this live share reaches, when it is a share the user made, a share of their folio, or a share reaching them (alone, without source flags: that folio wherever it comes from)',
    ),
  editContent: queryBool
    .optional()
    .describe('Filter: true, only folios whose content the user may change (canEditContent: own or shared with the content right, and the licence allows it); false, only the others'),
  forEditing: queryBool
    .optional()
    .describe('Filter: true, only folios the user may open in the editor (own, or shared with an edit right); false, only the others'),
  isShownWithinWebsite: queryBool
    .optional()
    .describe('Filter: true, only folios that are part of a website (a website part, a website’s page, header, footer or default page, or linked to a website); false, only the others'),
});

const kindEnum = z.enum(NODE_KINDS as [NodeKind, ...NodeKind[]]);
const nodeId = z.string().regex(NODE_ID_PATTERN, 'must be 1–100 letters, digits, _ or -');
const tags = z.array(z.string().trim().min(1).max(L.tagLengthMax)).max(L.tagsMax);
const ids = z.array(z.string().max(100)).max(1000);
const nullableText = z.string().max(2000).nullable();

/** Root fields a PATCH may set; authorId, version, originalAuthorId and marketplaceFolio are accepted but ignored. */
export const RootPatch = z.strictObject({
  name: z.string().trim().min(1).max(L.nameMax).optional().describe(`1–${L.nameMax} characters`),
  url: z
    .string()
    .regex(L.urlPattern, 'must be 3–60 lowercase letters, digits or hyphens')
    .refine((url) => !L.reservedUrls.includes(url), 'is an address every site keeps for itself; choose another')
    .nullable()
    .optional()
    .describe('Friendly URL, unique among live folios; null removes it'),
  tags: tags.optional().describe(`Up to ${L.tagsMax} tags of 1–${L.tagLengthMax} characters`),
  summary: z.string().max(2000).optional(),
  description: z.string().max(20000).optional(),
  thumbnailId: nullableText.optional(),
  thumbnailUrl: nullableText.optional(),
  pageDisplay: z.string().max(100).optional(),
  hasCommentSection: z.boolean().optional(),
  showFolioInfoInHeader: z.boolean().optional(),
  commentSectionId: nullableText.optional(),
  libraryId: nullableText.optional(),
  libraryMenuType: nullableText.optional(),
  websiteId: nullableText.optional(),
  isPublic: z.boolean().optional(),
  switchScreen: z.boolean().optional(),
  editableSubmission: z.boolean().optional(),
  submissionReceiversVisualizationId: nullableText.optional(),
  formatVisualizationAsSpreadsheet: z.boolean().optional(),
  submissionReceiversAccounts: ids.optional(),
  submissionReceiversAccountGroups: ids.optional(),
  submissionReceiversMail: z.enum(['answers', 'link']).optional().describe('What receivers get by mail: the answers, or only a link'),
  submissionLimit: z.number().int().min(1).max(1_000_000_000).nullable().optional().describe('The most submissions the form takes; null = no limit'),
  purchaseReceiversAccounts: ids.optional(),
  purchaseReceiversAccountGroups: ids.optional(),
  isWebsitePart: z.boolean().optional(),
  websitePartType: nullableText.optional(),
  pages: z.array(nodeId).min(1).max(1000).optional().describe('The ordered page ids'),
  language: z
    .string()
    .superRefine((tag, ctx) => {
      const problem = languageProblem(tag);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional()
    .describe(`The language of the folio's text, a BCP 47 tag such as en, pt-BR or zh-Hant-TW (at most ${LANGUAGE_TAG_MAX} characters), stored in its usual case; null removes it (then en)`),
  direction: z
    .enum(['ltr', 'rtl'], { message: LANGUAGE_TEXTS.direction })
    .nullable()
    .optional()
    .describe("The direction of the folio's text, ltr or rtl; null removes it (then the language's usual direction)"),
  translations: z
    .record(z.string().max(LANGUAGE_TAG_MAX), z.record(z.string().max(400), z.string()))
    .optional()
    .describe(`Translations of the folio's texts (issue 32): language tag (not the folio's own) → text id (<nodeId>.<field>, e.g. w1.label, w1.option.<value>, intro.html, or root.name) → the translated text; rich texts (…html, …thankYouHtml, …correctText, …incorrectText, …panel.<id>.content) are sanitized like the originals. At most ${TRANSLATION_LIMITS.languages} languages and ${TRANSLATION_LIMITS.textsPerLanguage} texts each`),
  embeddable: z
    .boolean()
    .optional()
    .describe('Whether other sites may show the published pages in a frame (from the next publish); only the owner changes it'),
  spamProtection: z
    .enum(SPAM_PROTECTIONS)
    .optional()
    .describe("How the published form keeps spam out (from the next publish): proofOfWork (new folios; the page solves an ALTCHA proof of work and sends it as the submission's altcha) or none (only the honeypot); absent = none"),
  opensAt: z.iso.datetime({ offset: true }).nullable().optional().describe('The form takes answers from this instant (ISO 8601, from the next publish); null: already open'),
  closesAt: z.iso.datetime({ offset: true }).nullable().optional().describe('The form takes no answers from this instant (ISO 8601, after opensAt, from the next publish); null: never closes'),
  closedMessage: z.string().max(CLOSED_MESSAGE_MAX).optional().describe(`What visitors read in place of a closed or full form (plain text, at most ${CLOSED_MESSAGE_MAX} characters); empty: the default`),
  resumeLater: z.boolean().optional().describe('The form offers "Continue later": its answers kept behind a link (from the next publish)'),
  resumeDays: z.number().int().min(1).max(RESUME_DAYS_MAX).optional().describe(`How many days a "Continue later" link lasts (1–${RESUME_DAYS_MAX}); absent: ${RESUME_DAYS_DEFAULT}`),
  collectPartials: z.boolean().optional().describe('The page keeps answers as visitors go from step to step; the owner sees those never sent (GET /api/folios/{id}/partials)'),
  confirmationMail: z.boolean().optional().describe('Visitors get a copy of their answers at the address the form’s email question holds (from the next publish)'),
  authorId: z.unknown().optional().describe('Ignored (set by the server)'),
  version: z.unknown().optional().describe('Ignored (set by the server)'),
  originalAuthorId: z.unknown().optional().describe('Ignored (set by the server)'),
  marketplaceFolio: z.unknown().optional().describe('Ignored (set by the marketplace)'),
});

/** A node as sent: its kind and id are checked here, its shape and place in the tree after applying. */
const NodeBody = z.looseObject({ id: nodeId, kind: kindEnum });

export const LogEntry = z.strictObject({
  action: z.string().min(1).max(100).describe('What the editor did, e.g. "updateText", "insert", "move"'),
  path: z.string().max(500).optional().describe('The dotted path it changed, e.g. "nodes.<id>.html" or "root.name"'),
});

export const PatchFolioBody = z.strictObject({
  baseVersion: z.number().int().min(1).describe('The version the edits were made on'),
  log: z.array(LogEntry).max(10000).describe('The edits, kept in the folio edit log'),
  root: RootPatch.optional().describe('Root fields to set'),
  nodes: z
    .record(nodeId, NodeBody.nullable())
    .optional()
    .describe('Node id → the whole node (insert or replace) or null (delete)'),
  replaceNodes: z.boolean().optional().describe('true: nodes is the complete node map (overwrite after a conflict)'),
});
export type PatchFolioReq = z.infer<typeof PatchFolioBody>;

const LicenseDetailsSchema = z.object({
  canEdit: z.boolean().describe('Whether the content may be changed'),
  copyShare: z.enum(['copy', 'share']).nullable().optional().describe('share: the licence only lets the folio be shared, never changed'),
  folioSubmissions: z.boolean().optional().describe('May collect submissions'),
  folioShare: z.boolean().optional().describe('May share it'),
  folioCopy: z.boolean().optional().describe('May copy it'),
  folioCopyTransfer: z.boolean().optional().describe('May hand copies to other accounts'),
  folioCopyTransferType: z.string().nullable().optional(),
});

/** What every folio read carries besides the document (spec §3 Folio root, "Also"), as the reader may see it. */
const FolioReadFieldsSchema = {
  isDeleted: z.boolean().describe('Whether the folio is deleted (reads of a deleted folio answer 404, so false)'),
  hasBeenPurchased: z.boolean().describe('A buyer’s copy, made by a purchase'),
  licenseDetails: LicenseDetailsSchema.nullable().describe(
    'The licence a bought or template copy is held to (null for an own original); given to those who may read the working copy (its owner, sharees), null to others',
  ),
  assets: z
    .array(AssetSchema)
    .describe('The assets its asset resources, galleries and image options name, as the reader may read them (the own, public and shared ones; others are left out)'),
  library: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe('The library root.libraryId names, when the reader may read it; null otherwise'),
  visualizations: z
    .array(z.object({ id: z.string(), isPublished: z.boolean() }))
    .describe('Its charts the reader may read: the published ones for readers of the folio, every live one for their author'),
  licenseOptions: z
    .array(OptionSchema)
    .describe('Its published licence options that are not deleted and have not ended, as buyers read them; of a public folio, or for its owner (else empty)'),
};

export const FolioFullSchema = z.object({
  ...FolioReadFieldsSchema,
  id: z.string().describe('The folio id'),
  version: z.number().int().describe('Increases by one with every saved change'),
  schemaVersion: z.number().int().describe('The document shape version (documents are migrated on load)'),
  root: z.custom<FolioRoot>().describe('The folio root fields (spec §3 Folio root); pages lists the page ids'),
  nodes: z.custom<NodeMap>().describe('Every node by id'),
  canEditContent: z.boolean().describe('Whether the user may change the pages and nodes'),
  canEditSettings: z.boolean().describe('Whether the user may change the settings'),
  isTemplateBased: z
    .boolean()
    .describe('Whether the folio was created from a template: then only the fields of the template table may change (spec §5)'),
  updatedAt: z.string().describe('When the folio last changed (ISO 8601)'),
});

export const FolioSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  version: z.number().int(),
  pageCount: z.number().int(),
  updatedAt: z.string(),
  createdAt: z.string(),
  authorId: z.string(),
  authorName: z.string().describe('The author’s display name'),
  isShared: z.boolean().describe('Someone else’s folio, listed because a live share reaches the user'),
  licenseDetails: LicenseDetailsSchema.nullable().describe('The licence of a bought or template copy (what its holder may do with it); null for the author’s own work'),
});
export const FolioPage = pageOf(FolioSummarySchema);

export const SavedAnswer = z.object({
  version: z.number().int().describe('The new version'),
  updatedAt: z.string().describe('When it was saved (ISO 8601)'),
});

/** A stale base version carries currentVersion; a taken URL is a plain {error, message}. */
export const ConflictAnswer = z.object({
  error: z.string(),
  message: z.string(),
  currentVersion: z
    .number()
    .int()
    .optional()
    .describe('On a stale base version: the version now stored; rebase on it or overwrite with replaceNodes'),
});

export const UrlParams = z.object({ url: z.string().describe('A folio URL, e.g. "my-portfolio"') });
export const CheckUrlQuery = z.object({
  folioId: z.string().optional().describe('The folio being edited: its own URL counts as free'),
});
export const Available = z.boolean().describe('true when the URL is valid and free');
export const IdAnswer = z.object({ id: z.string().describe('The folio id') });

export const DropDownItems = z.array(z.object({ id: z.string(), name: z.string() }));

export const WidgetList = z.array(
  z.object({
    id: z.string(),
    kind: kindEnum,
    name: z.string(),
    label: z.string().describe('The widget label text'),
  }),
);

export const FixClientIdsBody = z.strictObject({ folioId: z.string().describe('The folio id') });
export const FixClientIdsAnswer = z.object({
  version: z.number().int(),
  idMap: z.record(z.string(), z.string()).describe('Old id → new UUID for every id that was replaced'),
});

/** PATCH {id}/publish (spec §7): all optional; root and nodes, when sent, must equal the stored version. */
export const PublishFolioBody = z
  .strictObject({
    root: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('The root the client shows; must equal the stored root (409 otherwise). Absent: the stored one'),
    nodes: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('The node map the client shows; must equal the stored nodes (409 otherwise). Absent: the stored ones'),
    visStates: z.record(z.string(), z.unknown()).optional().describe('Visualization states to publish with the folio'),
    licenseOptionStates: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Licence-option states to publish with the folio'),
  })
  .nullish();

export const PublishedAnswer = z.object({
  publishedVersion: z.number().int().describe('The folio version now published'),
  publishedAt: z.string().describe('When it was published (ISO 8601)'),
  isPublic: z.boolean().describe('Whether visitors may open it: a private folio’s published page is seen only by its owner and those it is shared with'),
  visibleTo: z.enum(['everyone', 'sharedOnly']).describe("Who sees the published version: 'everyone' (public), or 'sharedOnly' (its owner and the people it is shared with)"),
  message: z.string().describe('Who sees it now, in plain words, for the user'),
});

export const PublishStatusAnswer = z.object({
  isPublished: z.boolean().describe('Whether a snapshot is published'),
  publishedVersion: z.number().int().nullable().describe('The published folio version; null when unpublished'),
  publishedAt: z.string().nullable().describe('When it was last published (ISO 8601); null when unpublished'),
  hasUnpublishedChanges: z
    .boolean()
    .describe('true when the stored folio is newer than the published snapshot (or nothing is published)'),
  publicUrl: z
    .string()
    .nullable()
    .describe("Where visitors open it on the sites origin (the friendly URL, else the first page); null unless published and public"),
});

export const PublishedViewAnswer = z.object({
  id: z.string().describe('The folio id'),
  root: z.custom<FolioRoot>().describe('The published root'),
  nodes: z.custom<NodeMap>().describe('The published nodes by id'),
  publishedAt: z.string().describe('When it was published (ISO 8601)'),
  ...FolioReadFieldsSchema,
});

export const TransferBody = z.strictObject({ userId: z.string().max(100).describe('The account that receives the copy') });
export const TransferAnswer = z.object({ id: z.string().describe('The recipient’s new folio'), recipientId: z.string() });
