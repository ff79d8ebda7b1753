import type { FolioRoot, LicenseDetails, NodeMap } from '@folio/model';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const now = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    displayName: text().notNull(),
    businessName: text().notNull().default(''),
    profileSummary: text().notNull().default(''),
    friendlyUrl: text(),
    /** The avatar: one of the user's own image blobs; set null if that blob is ever removed. */
    avatarBlobId: uuid().references((): AnyPgColumn => blobs.id, { onDelete: 'set null' }),
    folioDefaultTags: text().array().notNull().default(sql`'{}'::text[]`),
    assetDefaultTags: text().array().notNull().default(sql`'{}'::text[]`),
    superAdmin: boolean().notNull().default(false),
    /** manages ordinary users (issue 15); only a super admin makes or unmakes one */
    isAdmin: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    showWelcomeMessage: boolean().notNull().default(true),
    showTipOfTheDay: boolean().notNull().default(true),
    showMgMiniVideo: boolean().notNull().default(true),
    /** opted in to the weekly analytics summary by mail (issue 26) */
    analyticsWeeklyReport: boolean().notNull().default(false),
    accountTypeId: integer().notNull().default(1),
    /** the web app's language they chose on their profile (issue 32): en, fr, ar; null = their browser's */
    language: text(),
    /** their answer to the first-run question "what are you making?" (issue 32); null = not asked yet */
    intent: text(),
    /** when they dismissed the getting-started checklist on their dashboard; null = shown until every step is done */
    checklistDismissedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_friendly_url_key').on(t.friendlyUrl),
    index('users_avatar_blob_idx').on(t.avatarBlobId),
    // The administrators' list (issue 15): newest first, and search by any part of a name or an email.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_display_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
    // The list's sort by name walks this (issue 28); the trigram index only finds.
    index('users_display_name_idx').on(t.displayName, t.id),
  ],
);

/** Bearer access tokens; only the SHA-256 of a token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull(),
    lastAuthAt: now(),
    /** The sign-in this token descends from (through reauth); SESSION_MAX_AGE_DAYS counts from it. */
    sessionStartedAt: now(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('access_tokens_hash_key').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);

/**
 * Personal access tokens (issue 30): made on the profile for another system to call the API as the account, within
 * `scopes` (`<area>:read|write`). Only the hash is kept; `prefix` is the token's first characters, to tell tokens
 * apart in a list. No expiry: `expires_at` null. `last_used_at` is written at most once a minute per server.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: bytea().notNull(),
    prefix: text().notNull(),
    scopes: text().array().notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** who made it: the owner, or an administrator for them */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('api_tokens_hash_key').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use tokens mailed to a user: email verification and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['verify', 'reset'] }).notNull(),
    tokenHash: bytea().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_key').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Every login attempt, successful or not. */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    success: boolean().notNull(),
    reason: text().notNull(),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    createdAt: now(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt), index('login_logs_user_idx').on(t.userId, t.createdAt.desc().nullsFirst())],
);

/** All mail Folio writes. Without SMTP_URL this table is the dev outbox; with it, a job delivers each row. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: text({ enum: ['outbox', 'queued', 'sent', 'failed'] }).notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [index('mail_messages_created_idx').on(t.createdAt)],
);

/** Fixed-window rate-limit counters, shared by every app server. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Proofs of work already taken with a submission (issue 31, services/spam/): the challenge's signature (32 bytes),
 * so each proof is good once. Written by the statement that stores the submission; a row is kept until its
 * challenge expires (then no proof of it can be taken anyway) and swept by the hourly uploads job.
 */
export const usedProofs = pgTable('used_proofs', {
  signature: bytea().primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Folio documents: `root` and the flat `nodes` map as JSONB (the model's FolioDocument). name, url, tags and
 * isPublic repeat root fields as columns so lists can filter on them; every write sets both.
 */
export const folios = pgTable(
  'folios',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    /** Created from a template: edits are held to each action's allowed base paths. */
    isTemplateBased: boolean().notNull().default(false),
    /** Licence rights of a purchased or shared folio (spec §6); null for the author's own. */
    licenseDetails: jsonb().$type<LicenseDetails>(),
    hasBeenPurchased: boolean().notNull().default(false),
    /** The folio this one was made from (a copy, a template, a transfer, a purchase): a refund follows it. */
    derivedFromId: uuid(),
    derivedHow: text({ enum: ['copy', 'template', 'transfer', 'purchase'] }),
    /** Why a deleted folio is gone when its owner did not delete it ('refunded'): its page says so. */
    removedReason: text({ enum: ['refunded'] }),
    version: integer().notNull().default(1),
    schemaVersion: integer().notNull(),
    root: jsonb().$type<FolioRoot>().notNull(),
    nodes: jsonb().$type<NodeMap>().notNull(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('folios_url_key').on(t.url).where(sql`${t.isDeleted} = false`),
    index('folios_author_updated_idx').on(t.authorId, t.updatedAt),
    index('folios_derived_from_idx').on(t.derivedFromId).where(sql`${t.derivedFromId} is not null`),
  ],
);

/** One row per saved PATCH: who, which version it produced, and the client's log of what it did. */
/**
 * A folio's shared editing document (Yjs state, decision 59) beside its JSON. `version` is the folio version the
 * JSON had when this state was stored: a folio whose version moved on since (changed through the REST API while
 * nobody had it open) is brought into the shared document when it is next opened.
 */
export const folioCollab = pgTable('folio_collab', {
  folioId: uuid()
    .primaryKey()
    .references(() => folios.id, { onDelete: 'cascade' }),
  state: bytea().notNull(),
  version: integer().notNull(),
  updatedAt: now(),
});

/**
 * The kept versions of a folio (issue 29): made after a pause in co-editing, on every publish, before every
 * restore, or named by an editor. Each is the folio's whole JSON as it was, so any version opens as it looked and
 * a restore is a new change computed from it. `authorIds`: who changed the folio since the version before.
 */
export const folioVersions = pgTable(
  'folio_versions',
  {
    id: uuid().primaryKey().defaultRandom(),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    /** 'auto' (after a pause), 'publish', 'restore' (the state before a restore) or 'named' */
    kind: text().$type<'auto' | 'publish' | 'restore' | 'named'>().notNull(),
    name: text(),
    /** the folio's version number when this was kept */
    version: integer().notNull(),
    authorIds: uuid().array().notNull().default(sql`'{}'::uuid[]`),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    schemaVersion: integer().notNull(),
    root: jsonb().$type<FolioRoot>().notNull(),
    nodes: jsonb().$type<NodeMap>().notNull(),
    /** bytes of the stored JSON (counted in the owner's storage) */
    size: integer().notNull(),
    createdAt: now(),
  },
  (t) => [index('folio_versions_folio_idx').on(t.folioId, t.createdAt)],
);

export const folioEditLog = pgTable(
  'folio_edit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull(),
    log: jsonb().$type<Array<{ action: string; path?: string }>>().notNull(),
    createdAt: now(),
  },
  (t) => [index('folio_edit_log_folio_idx').on(t.folioId, t.version)],
);

/**
 * The published snapshot of a folio (one row per folio; publishing again replaces it). Public routes read only
 * this, so edits saved after publishing never reach visitors.
 */
export const folioPublications = pgTable('folio_publications', {
  folioId: uuid()
    .primaryKey()
    .references(() => folios.id, { onDelete: 'cascade' }),
  /** The folio version that was published. */
  version: integer().notNull(),
  schemaVersion: integer().notNull(),
  root: jsonb().$type<FolioRoot>().notNull(),
  nodes: jsonb().$type<NodeMap>().notNull(),
  /** Visualization and licence-option states sent with the publish call (spec §7), kept as given. */
  visStates: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  licenseOptionStates: jsonb().$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  publishedAt: now(),
  publishedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
}, (t) => [index('folio_publications_published_idx').on(t.publishedAt.desc().nullsFirst(), t.folioId.desc().nullsFirst())]);

/**
 * Libraries: ordered collections of folios and assets (spec §3 Library). Integer ids; 1–9 are reserved for
 * system libraries (owner_id null) such as the public guest library 9, seeded by the migration. A `search`
 * library has no stored items: its items are the owner's folios and assets carrying all of its `tags`.
 */
export const libraries = pgTable(
  'libraries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10 }),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    libraryType: text({ enum: ['standard', 'folio', 'asset', 'search'] }).notNull().default('standard'),
    isPublic: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    /** Set when the library serves as a website's menu (websites arrive later). */
    websiteId: text(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('libraries_owner_position_idx').on(t.ownerId, t.position)],
);

/** A folio or asset in a library, at position idx (0-based, dense). */
export const libraryItems = pgTable(
  'library_items',
  {
    libraryId: integer()
      .notNull()
      .references(() => libraries.id, { onDelete: 'cascade' }),
    itemId: uuid().notNull(),
    itemType: text({ enum: ['folio', 'asset'] }).notNull(),
    idx: integer().notNull(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.libraryId, t.itemId] }), index('library_items_item_idx').on(t.itemId)],
);

/**
 * Upload tokens (GET /api/assets/upload-token): single-purpose, bound to a user and the upload uuid, only the
 * SHA-256 stored. `startedAt` is set when the tus upload is created, `usedAt` when it finished (or was refused).
 */
export const uploadTokens = pgTable(
  'upload_tokens',
  {
    /** The upload uuid: the tus upload id and, once finished, the blob id. */
    id: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull(),
    /** The size and content type the client announced when asking for the token. */
    fileSize: bigint({ mode: 'number' }).notNull(),
    contentType: text().notNull(),
    replaceAssetId: uuid(),
    /** A visitor's token for a form's upload widget: the folio and widget it may upload to (userId = the author). */
    formFolioId: uuid().references((): AnyPgColumn => folios.id, { onDelete: 'cascade' }),
    formWidgetId: text(),
    /**
     * A form token's client address, as SHA-256 (the per-address allowance of files not yet sent with a submission,
     * services/uploads/formAllowance.ts); null for the account's own uploads.
     */
    formClientHash: bytea(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    startedAt: timestamp({ withTimezone: true }),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('upload_tokens_hash_key').on(t.tokenHash),
    index('upload_tokens_user_idx').on(t.userId),
    index('upload_tokens_form_folio_idx').on(t.formFolioId).where(sql`${t.formFolioId} is not null`),
    index('upload_tokens_form_client_idx').on(t.formClientHash).where(sql`${t.formClientHash} is not null`),
  ],
);

/** A stored file (key = id in the blob store), with the metadata sniffed from its bytes. */
export const blobs = pgTable(
  'blobs',
  {
    id: uuid().primaryKey(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    size: bigint({ mode: 'number' }).notNull(),
    mimeType: text().notNull(),
    mimeSubtype: text().notNull(),
    kind: text({ enum: ['image', 'video', 'audio', 'file'] }).notNull(),
    width: integer(),
    height: integer(),
    sha256: text(),
    thumbnailKey: text(),
    /**
     * An image's display copy for published pages: WebP, at most DISPLAY_SIZE on its longer side (made with the
     * thumbnail; null for older blobs and images that are better shown as they are).
     */
    displayKey: text(),
    /** Its width and height (the original's, scaled to fit). */
    displayWidth: integer(),
    displayHeight: integer(),
    /** An image whose thumbnail (and display copy) is still to be made; swept on start so a crash loses none. */
    thumbnailPending: boolean().notNull().default(false),
    createdAt: now(),
  },
  (t) => [index('blobs_owner_idx').on(t.ownerId)],
);

/**
 * Assets: an uploaded file (a `blobs` row, shared by reference) with its author's title, tags, visibility, custom
 * URL and price. `kind` repeats the blob's kind (image|video|audio|file, never changes) so lists filter on it
 * without a join. Deleting is soft; the stored file goes once no live asset references the blob.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The uploaded file; null only on a deleted asset whose blob has been removed. */
    blobId: uuid().references(() => blobs.id, { onDelete: 'set null' }),
    kind: text({ enum: ['image', 'video', 'audio', 'file'] }).notNull(),
    title: text().notNull(),
    url: text(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean().notNull().default(false),
    /** Minor units (cents) of CAD. */
    price: integer().notNull().default(0),
    licenseTypes: text().array().notNull().default(sql`'{}'::text[]`),
    isDeleted: boolean().notNull().default(false),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('assets_url_key').on(t.url).where(sql`${t.isDeleted} = false`),
    // NULLS FIRST is what a plain ORDER BY … DESC means, so the lists can walk these indexes in order.
    index('assets_author_newest_idx')
      .on(t.authorId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isDeleted} = false`),
    index('assets_public_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isDeleted} = false and ${t.isPublic} = true`),
    index('assets_tags_idx').using('gin', t.tags),
    index('assets_blob_idx').on(t.blobId),
    // The marketplace's title search (a part of the title, any case): trigrams find the few titles that hold it.
    index('assets_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')).where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * Websites (spec §1, §3): folios shown as pages under /site/{slug} (or by Host on a custom domain), with a header
 * and footer part, a site menu kept in a library, a logo, a favicon and the tag manager id. `version` is bumped
 * on every change, so cached pages of the site are told apart. Visitors see a website once `publishedAt` is set.
 */
export const websites = pgTable(
  'websites',
  {
    id: uuid().primaryKey().defaultRandom(),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    noindex: boolean().notNull().default(false),
    faviconAssetId: uuid().references(() => assets.id, { onDelete: 'set null' }),
    logoAssetId: uuid().references(() => assets.id, { onDelete: 'set null' }),
    tagManagerId: text(),
    /** the language of its pages, a BCP 47 tag in its usual case; null = each page's folio's (en by default) */
    language: text(),
    /** lower-cased host name */
    customDomain: text(),
    headerFolioId: uuid().references(() => folios.id, { onDelete: 'set null' }),
    footerFolioId: uuid().references(() => folios.id, { onDelete: 'set null' }),
    defaultPageFolioId: uuid().references(() => folios.id, { onDelete: 'set null' }),
    menuLibraryId: integer().references(() => libraries.id, { onDelete: 'set null' }),
    /** the instance's own public site (issue 32), made at setup for the super admin; the header links point at its pages */
    isInstanceSite: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex('websites_slug_key').on(t.slug),
    uniqueIndex('websites_custom_domain_key').on(t.customDomain),
    uniqueIndex('websites_instance_site_key').on(t.isInstanceSite).where(sql`${t.isInstanceSite}`),
    index('websites_author_updated_idx').on(t.authorId, t.updatedAt),
  ],
);

/** The folios a website shows as pages, in order, each under its own slug. */
export const websitePages = pgTable(
  'website_pages',
  {
    websiteId: uuid()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    slug: text().notNull(),
    idx: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.folioId] }),
    uniqueIndex('website_pages_slug_key').on(t.websiteId, t.slug),
    index('website_pages_folio_idx').on(t.folioId),
  ],
);

/**
 * Server-wide secrets, made once by a migration and read by every app server (so several servers agree): e.g.
 * `blob-url`, the HMAC key of signed /blob URLs.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text().primaryKey(),
  secret: bytea().notNull(),
  createdAt: now(),
});

/**
 * What tus knows about unfinished uploads staged on an object store (services/uploads/objectStaging.ts): size,
 * offset, metadata and the parts received so far, shared by every app server so an upload started on one resumes
 * on another. Rows go when the upload finishes or is deleted.
 */
export const tusUploads = pgTable('tus_uploads', {
  id: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: now(),
});

/**
 * Who holds an unfinished upload (tus locks a PATCH, HEAD or DELETE of it), shared by every app server: a lease
 * that its holder renews while it works and that lapses if the holder dies (services/uploads/pgLocker.ts).
 */
export const tusLocks = pgTable('tus_locks', {
  id: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * The uploaded files a folio's published snapshot shows (its author's own blobs: asset resources, images in its
 * HTML, its thumbnail, its logo widgets' assets), written with the snapshot. Visitors may read them while the folio
 * is public and not deleted.
 */
export const publishedBlobs = pgTable(
  'published_blobs',
  {
    folioId: uuid()
      .notNull()
      .references(() => folioPublications.folioId, { onDelete: 'cascade' }),
    blobId: uuid()
      .notNull()
      .references(() => blobs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.folioId, t.blobId] }), index('published_blobs_blob_idx').on(t.blobId)],
);

/**
 * Form submissions (spec §3 Submission): the answers of one submit button's widgets, keyed by widget id, checked
 * by the server against the folio's published snapshot. `authorId` is the signed-in submitter (null for a guest);
 * a guest proves a submission is theirs with the X-Session token, stored hashed.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    /** the submit button pressed */
    buttonId: text().notNull(),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    sessionTokenHash: bytea(),
    /** the share the folio was opened through (shares arrive with the people issue) */
    shareId: uuid(),
    isFromWebsite: boolean().notNull().default(false),
    websiteId: uuid().references(() => websites.id, { onDelete: 'set null' }),
    /** the published folio version the answers were checked against */
    folioVersion: integer().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** the answers' text, lower-cased, for search */
    searchText: text().notNull().default(''),
    editedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    /** the visitor's Idempotency-Key header (1–255 printable ASCII): a repeat with it answers this submission */
    idempotencyKey: text(),
    /** the language the visitor read the form in (issue 32): the folio's own or one of its translations; null before */
    language: text(),
  },
  (t) => [
    uniqueIndex('submissions_idempotency_idx').on(t.folioId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('submissions_folio_created_idx').on(t.folioId, t.createdAt, t.id),
    // Most submissions are anonymous and not from a website: those rows stay out of these two (issue 28).
    index('submissions_author_idx').on(t.authorId, t.createdAt).where(sql`${t.authorId} is not null`),
    index('submissions_website_idx').on(t.websiteId).where(sql`${t.websiteId} is not null`),
    // Filters are containment (data @> {"widget": answer}). Search is a substring of search_text, found through
    // submission_search (pg_trgm) for the folios whose list has been searched.
    index('submissions_data_idx').using('gin', t.data.op('jsonb_path_ops')),
  ],
);

/**
 * Each submission's answer to a widget its folio's list has been sorted by, one row per submission and widget, kept by
 * triggers on `submissions` (migrations list_keys and sort_keys_on_demand): the stored sort key of "sort by an answer"
 * (issue 28). Walking this index in order and stopping after a page reads a page's rows, where sorting
 * `data->widget` read every submission of the folio. Values compare as jsonb, as `data->widget` did. No foreign key:
 * the triggers delete a submission's rows. Only the widgets named in `submission_sort_keys` are kept.
 */
export const submissionAnswers = pgTable(
  'submission_answers',
  {
    folioId: uuid().notNull(),
    widgetId: text().notNull(),
    value: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    submissionId: uuid().notNull(),
  },
  (t) => [index('submission_answers_sort_idx').on(t.folioId, t.widgetId, t.value, t.createdAt, t.submissionId)],
);

/**
 * The search text of the submissions of a folio whose list has been searched, kept by triggers on `submissions`
 * (migration search_on_demand, issue 28): stored for the folio's existing submissions by its first search
 * (services/submissions/sortKeys.ts), its trigram index finds a substring among them. A submission to a folio nobody
 * searches writes no trigrams. No foreign key: the triggers delete a submission's row.
 */
export const submissionSearch = pgTable(
  'submission_search',
  {
    submissionId: uuid().primaryKey(),
    folioId: uuid().notNull(),
    searchText: text().notNull(),
  },
  (t) => [index('submission_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops'))],
);

/** The folios whose submissions `submission_search` keeps (issue 28): a folio is added by the first search of its list. */
export const submissionSearchFolios = pgTable('submission_search_folios', {
  folioId: uuid()
    .primaryKey()
    .references(() => folios.id, { onDelete: 'cascade' }),
  createdAt: now(),
});

/**
 * The widgets whose answers `submission_answers` keeps for a folio (issue 28): a widget is added, and its answers
 * stored, the first time the folio's list is sorted by it (services/submissions/sortKeys.ts), so a submission costs
 * one sort key per widget its owner sorts by rather than one per answer.
 */
export const submissionSortKeys = pgTable(
  'submission_sort_keys',
  {
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    widgetId: text().notNull(),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.folioId, t.widgetId] })],
);

/**
 * Maintained counts of stored submissions (issue 28), kept by the statement triggers of migration
 * submission_counts on every insert and delete of `submissions`: per folio (its submissionLimit) and per owner per
 * UTC month (the account type's submissionsPerMonth). `submission_admit()` locks the row a limit applies to, so
 * parallel submissions against a limit store exactly that many.
 */
export const folioSubmissionCounts = pgTable('folio_submission_counts', {
  folioId: uuid()
    .primaryKey()
    .references(() => folios.id, { onDelete: 'cascade' }),
  n: integer().notNull().default(0),
});

export const ownerSubmissionMonths = pgTable(
  'owner_submission_months',
  {
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the first day of the UTC month */
    month: date({ mode: 'string' }).notNull(),
    n: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.month] })],
);

/**
 * The columns of a folio's submissions table: every input widget any published version of the folio had, with
 * the label it had last. A widget later removed from the form keeps its column (`removedAt` set).
 */
export const submissionFields = pgTable(
  'submission_fields',
  {
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    widgetId: text().notNull(),
    kind: text().notNull(),
    label: text().notNull(),
    position: integer().notNull(),
    removedAt: timestamp({ withTimezone: true }),
    updatedAt: now(),
  },
  (t) => [primaryKey({ columns: [t.folioId, t.widgetId] })],
);

/**
 * Files visitors uploaded through a form's upload widget. The blob belongs to the folio's author; the row is
 * written when its submission is stored (files never attached to a submission are swept).
 */
export const submissionFiles = pgTable(
  'submission_files',
  {
    submissionId: uuid()
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    blobId: uuid()
      .notNull()
      .references(() => blobs.id, { onDelete: 'cascade' }),
    widgetId: text().notNull(),
    name: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.blobId] }), index('submission_files_blob_idx').on(t.blobId)],
);

/**
 * Charts of a folio's submissions (spec §3 Visualization). `root` is the working settings (chart type, the
 * widgets it counts, title, styling); `publishedRoot` what visitors see, set when the folio is published.
 */
export const visualizations = pgTable(
  'visualizations',
  {
    id: uuid().primaryKey().defaultRandom(),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: uuid().references(() => websites.id, { onDelete: 'set null' }),
    root: jsonb().$type<Record<string, unknown>>().notNull(),
    publishedRoot: jsonb().$type<Record<string, unknown>>(),
    isPublished: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('visualizations_folio_idx').on(t.folioId)],
);

/** A user's named groups of accounts (spec §3 User groups): used by shares and by submission and purchase receivers. */
export const accountGroups = pgTable(
  'account_groups',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('account_groups_owner_name_key').on(t.ownerId, t.name)],
);

export const accountGroupMembers = pgTable(
  'account_group_members',
  {
    groupId: uuid()
      .notNull()
      .references(() => accountGroups.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('account_group_members_user_idx').on(t.userId)],
);

/**
 * Consent of the accounts a folio names as receivers (its root's submissionReceiversAccounts and
 * purchaseReceiversAccounts): named accounts receive only once `accepted`. Members of the owner's named groups
 * receive without a row, unless theirs says `declined` or `left`. Written when the owner changes the lists and when
 * the account answers (services/receivers/).
 */
export const receiverInvitations = pgTable(
  'receiver_invitations',
  {
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what they receive: a mail per submission (and reading them), or a mail per sale */
    kind: text({ enum: ['submission', 'purchase'] }).notNull(),
    status: text({ enum: ['pending', 'accepted', 'declined', 'left'] }).notNull().default('pending'),
    invitedAt: now(),
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.folioId, t.userId, t.kind] }), index('receiver_invitations_user_idx').on(t.userId)],
);

/**
 * Addresses an owner's form buttons may mail ("Email it to"): confirmed by following the link mailed to the address
 * (`verifiedAt`). Only the token's hash is kept; asking again replaces it.
 */
export const mailAddressConfirmations = pgTable(
  'mail_address_confirmations',
  {
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** lower-cased */
    address: text().notNull(),
    tokenHash: bytea(),
    requestedAt: now(),
    verifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.address] }), uniqueIndex('mail_address_confirmations_token_idx').on(t.tokenHash)],
);

/**
 * Shares (spec §3 Share): an item (folio, asset or library; a library's id as text) given to one account, the
 * members of an account group, every follower of the owner, or whoever holds an anonymous link (only the SHA-256
 * of the link's token is stored). What it grants is the four flags; none of them = view. Revoking sets
 * `revokedAt` (the row stays for the owner's list and the audit); a link may also expire.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemType: text({ enum: ['folio', 'asset', 'library'] }).notNull(),
    itemId: text().notNull(),
    /** the item's owner when shared */
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** who made the share (the owner, or a sharee allowed to share further) */
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    permitteeType: text({ enum: ['user', 'group', 'followers', 'link'] }).notNull(),
    /** the account or group; null for followers and links */
    permitteeId: uuid(),
    tokenHash: bytea(),
    canEditContent: boolean().notNull().default(false),
    canEditSettings: boolean().notNull().default(false),
    canPublish: boolean().notNull().default(false),
    canShare: boolean().notNull().default(false),
    /** reads only the published snapshot, never the working copy (a bought view licence) */
    publishedOnly: boolean().notNull().default(false),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    lastAccessAt: timestamp({ withTimezone: true }),
    viewCount: integer().notNull().default(0),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('shares_live_permittee_key')
      .on(t.itemType, t.itemId, t.permitteeType, t.permitteeId)
      .where(sql`${t.revokedAt} is null and ${t.permitteeType} <> 'link'`),
    uniqueIndex('shares_token_key').on(t.tokenHash),
    index('shares_item_idx').on(t.itemType, t.itemId),
    index('shares_permittee_idx').on(t.permitteeId, t.itemType).where(sql`${t.revokedAt} is null`),
    index('shares_owner_followers_idx').on(t.ownerId, t.itemType).where(sql`${t.revokedAt} is null and ${t.permitteeType} = 'followers'`),
  ],
);

/** Who follows whom (spec §4 Users: followed or unfollowed). */
export const follows = pgTable(
  'follows',
  {
    followerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('follows_followee_idx').on(t.followeeId, t.createdAt)],
);

/** A folio's comment section (spec §3 Comment: created separately; the folio's root names it). */
export const commentSections = pgTable('comment_sections', {
  id: uuid().primaryKey().defaultRandom(),
  folioId: uuid()
    .notNull()
    .unique('comment_sections_folio_key')
    .references(() => folios.id, { onDelete: 'cascade' }),
  createdAt: now(),
});

/**
 * Comments with one level of replies: `parentId` is the thread's top comment (null for a top comment),
 * `inReplyToId` the comment answered. The folio's owner may hide one; deleting keeps the row (status 'deleted',
 * body emptied) so the thread's replies stay in place.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid().primaryKey().defaultRandom(),
    sectionId: uuid()
      .notNull()
      .references(() => commentSections.id, { onDelete: 'cascade' }),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    authorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    parentId: uuid().references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    inReplyToId: uuid().references((): AnyPgColumn => comments.id, { onDelete: 'set null' }),
    body: text().notNull(),
    status: text({ enum: ['published', 'hidden', 'deleted'] }).notNull().default('published'),
    editedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    /** any change (text, status): published pages showing the comments name the newest in their ETag */
    changedAt: now(),
  },
  (t) => [
    index('comments_section_thread_idx').on(t.sectionId, t.parentId, t.createdAt, t.id),
    index('comments_parent_idx').on(t.parentId, t.createdAt),
    index('comments_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** One report per person and comment. */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: uuid()
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().notNull().default(''),
    createdAt: now(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.reporterId] })],
);

/** A person's reaction to a folio or a comment: one per person, target and kind. */
export const reactions = pgTable(
  'reactions',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text({ enum: ['folio', 'comment'] }).notNull(),
    targetId: uuid().notNull(),
    kind: text({ enum: ['like', 'love', 'clap', 'insightful'] }).notNull(),
    createdAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.targetType, t.targetId, t.kind] }),
    index('reactions_target_idx').on(t.targetType, t.targetId),
  ],
);

/** In-app notifications (the bell): a comment or reply on your folio, a new follower, something shared with you. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['comment', 'reply', 'follow', 'share', 'sale', 'receiver', 'refund', 'webhook'] }).notNull(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    itemType: text({ enum: ['folio', 'asset', 'library', 'comment', 'user'] }),
    itemId: text(),
    /** what the bell shows without another read: the item's name, a comment's first words */
    data: jsonb().$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    readAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Licence options (spec §3 License option): an item's ordered offers. Money in minor units (tax in hundredths of a
 * percent); `published` is what buyers see (the root as the publish call gave it, decimal strings), set by publishing.
 */
export const licenseOptions = pgTable(
  'license_options',
  {
    id: uuid().primaryKey().defaultRandom(),
    itemType: text({ enum: ['folio', 'asset', 'library'] }).notNull(),
    itemId: text().notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idx: integer().notNull().default(0),
    isDeleted: boolean().notNull().default(false),
    price: integer().notNull().default(0),
    taxHundredths: integer().notNull().default(0),
    shipping: integer().notNull().default(0),
    other: integer().notNull().default(0),
    currency: text().notNull().default('CAD'),
    endDate: text(),
    licenseType: text(),
    published: jsonb().$type<Record<string, unknown>>(),
    publishedAt: timestamp({ withTimezone: true }),
    /** the published terms the marketplace filters and sorts on, beside the document (null until published) */
    publishedPrice: integer(),
    publishedLicenseType: text(),
    publishedCurrency: text(),
    publishedEndDate: text(),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index('license_options_item_idx').on(t.itemType, t.itemId, t.idx).where(sql`${t.isDeleted} = false`),
    index('license_options_published_idx')
      .on(t.itemType, t.itemId, t.publishedPrice, t.publishedLicenseType, t.publishedCurrency, t.publishedEndDate)
      .where(sql`${t.isDeleted} = false and ${t.publishedPrice} is not null`),
  ],
);

/**
 * Cart items (spec §3 Cart item): what a user means to buy. Amounts are never stored here: they are recomputed from
 * the licence option's published terms (or the account type's price) whenever the cart is read or paid.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['folio', 'asset', 'library', 'accountLicense', 'domain'] }).notNull(),
    licenseOptionId: uuid().references(() => licenseOptions.id, { onDelete: 'cascade' }),
    accountTypeId: integer(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('cart_items_user_option_key').on(t.userId, t.licenseOptionId).where(sql`${t.licenseOptionId} is not null`),
    uniqueIndex('cart_items_user_account_type_key').on(t.userId, t.accountTypeId).where(sql`${t.type} = 'accountLicense'`),
  ],
);

/** A seller's Stripe Connect Express account, with what Stripe last said about it (spec §7 Payments). */
export const stripeAccounts = pgTable('stripe_accounts', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text().notNull().unique(),
  chargesEnabled: boolean().notNull().default(false),
  payoutsEnabled: boolean().notNull().default(false),
  detailsSubmitted: boolean().notNull().default(false),
  createdAt: now(),
  updatedAt: now(),
});

/**
 * Orders: one Checkout Session each, for one seller's items in one currency (destination charges pay one connected
 * account), or the platform's own account licences (no seller). State only moves forward: pending → paid → refunded,
 * or pending → canceled.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** null: bought by a guest without an account, until claimed (the email is in guest_orders) */
    buyerId: uuid().references(() => users.id),
    /** null: sold by the platform (account licences) */
    sellerId: uuid().references(() => users.id),
    currency: text().notNull(),
    totalMinor: integer().notNull(),
    feeMinor: integer().notNull().default(0),
    status: text({ enum: ['pending', 'paid', 'refunded', 'canceled'] })
      .notNull()
      .default('pending'),
    checkoutSessionId: text().unique(),
    paymentIntentId: text(),
    /** the destination account paid, as it was at checkout */
    destinationAccountId: text(),
    createdAt: now(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);

/**
 * What an order bought, with the published terms as they were paid (a later change of the option changes nothing
 * bought), and what fulfilment granted: the buyer's copy of a folio, or an account licence.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text({ enum: ['folio', 'asset', 'library', 'accountLicense'] }).notNull(),
    /** the folio, asset or library id; null for account licences */
    itemId: text(),
    itemName: text().notNull(),
    licenseOptionId: uuid().references(() => licenseOptions.id, { onDelete: 'set null' }),
    licenseType: text(),
    terms: jsonb().$type<Record<string, unknown>>(),
    accountTypeId: integer(),
    amountMinor: integer().notNull(),
    taxMinor: integer().notNull().default(0),
    shippingMinor: integer().notNull().default(0),
    otherMinor: integer().notNull().default(0),
    /** fulfilment: the buyer's copy of the folio */
    grantedFolioId: uuid().references(() => folios.id, { onDelete: 'set null' }),
    /** fulfilment: the share that gives the buyer a view licence (a folio or library bought to use, not to copy) */
    grantedShareId: uuid().references(() => shares.id, { onDelete: 'set null' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_item_idx').on(t.itemType, t.itemId)],
);

/**
 * An order paid by a guest without a Folio account (issue 25): the email the receipt goes to, and, once paid, the
 * SHA-256 of the single-use claim link's token and when it stops working. Claiming sets the order's buyer and
 * deletes this row, so the email is held only until then.
 */
export const guestOrders = pgTable(
  'guest_orders',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    claimTokenHash: text().unique(),
    claimExpiresAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [index('guest_orders_email_idx').on(sql`lower(${t.email})`)],
);

/** Stripe event ids already acted on: inserted first, under the primary key, so a repeated delivery does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: now(),
});

/** Account types bought through the cart: in effect from the payment until `endsOn` (spec §7 `users/license/{id}`). */
export const accountLicenses = pgTable(
  'account_licenses',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountTypeId: integer().notNull(),
    startsOn: text().notNull(),
    endsOn: text().notNull(),
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [index('account_licenses_user_idx').on(t.userId, t.endsOn)],
);

/**
 * Site sessions (spec §3, §4): the app's browser session, with the signed-in account when there is one. Nothing
 * about the person or device is kept.
 */
export const siteSessions = pgTable('site_sessions', {
  id: uuid().primaryKey().defaultRandom(),
  accountId: uuid().references(() => users.id, { onDelete: 'set null' }),
  createdAt: now(),
  updatedAt: now(),
});

/**
 * The salt of each day's visitor hashes (issue 14): a visitor is hash(salt, address, user agent, site), so the
 * same person counts once a day and cannot be followed across days. Shared by every app server; old days deleted.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: text().primaryKey(),
  salt: bytea().notNull(),
  createdAt: now(),
});

/**
 * Page views of published folios and websites (spec §3 Page session). Partitioned by month in the migration
 * (0018), written in batches; lean indexes: (entity, ts) and BRIN(ts). No address, no full user agent.
 */
export const pageViews = pgTable(
  'page_views',
  {
    ts: timestamp({ withTimezone: true }).notNull(),
    /** the page session's id (UI events name it) */
    id: uuid().notNull(),
    siteSessionId: uuid(),
    entityType: text({ enum: ['folio', 'website'] }).notNull(),
    entityId: text().notNull(),
    ownerId: uuid().notNull(),
    /** path only, at most 300 characters */
    pageUrl: text().notNull(),
    /** campaign parameters only (utm_*), as a query string */
    pageUrlParams: text().notNull().default(''),
    visitor: bigint({ mode: 'bigint' }).notNull(),
    referrerHost: text().notNull().default(''),
    device: text().notNull(),
    browser: text().notNull(),
    os: text().notNull(),
    /** ISO 3166 alpha-2 code looked up from the address at ingest (the address itself is never kept); '' unknown */
    country: text().notNull().default(''),
  },
  (t) => [index('page_views_entity_ts_idx').on(t.entityType, t.entityId, t.ts)],
);

/** UI events on published pages (spec §3 UI event): form start and submit, accordion, slider, gallery, outbound links. */
export const uiEvents = pgTable(
  'ui_events',
  {
    ts: timestamp({ withTimezone: true }).notNull(),
    id: uuid().notNull(),
    pageSessionId: uuid().notNull(),
    entityType: text({ enum: ['folio', 'website'] }).notNull(),
    entityId: text().notNull(),
    ownerId: uuid().notNull(),
    elementType: text().notNull(),
    elementId: text().notNull().default(''),
    eventType: text().notNull(),
    eventData: jsonb().$type<Record<string, unknown>>(),
    userId: uuid(),
    visitor: bigint({ mode: 'bigint' }).notNull(),
  },
  (t) => [index('ui_events_entity_ts_idx').on(t.entityType, t.entityId, t.ts)],
);

/**
 * Daily counts per folio or website and dimension (issue 14): `dimension` is total, page, referrer, device, browser,
 * os or event; `value` the page path, host, family or "elementType:eventType". Rebuilt for a day by the roll-up job;
 * the dashboard reads these for past days and the raw rows only for today.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: text().notNull(),
    entityType: text({ enum: ['folio', 'website'] }).notNull(),
    entityId: text().notNull(),
    ownerId: uuid().notNull(),
    dimension: text().notNull(),
    value: text().notNull(),
    views: integer().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId, t.day, t.dimension, t.value] }), index('analytics_daily_owner_day_idx').on(t.ownerId, t.day)],
);

/**
 * Distinct visitors per owner and day (issue 26), rebuilt with the day's roll-ups: a visitor is counted once over
 * all of an owner's folios and websites (or everyone's), not once per item.
 */
export const analyticsDailyVisitors = pgTable(
  'analytics_daily_visitors',
  {
    day: text().notNull(),
    ownerId: uuid().notNull(),
    visitor: bigint({ mode: 'bigint' }).notNull(),
  },
  // By day too: a roll-up replaces one day's rows (issue 28; without it each replaced day read the whole table).
  (t) => [primaryKey({ columns: [t.ownerId, t.day, t.visitor] }), index('analytics_daily_visitors_day_idx').on(t.day)],
);

/**
 * Each owner's distinct visitors per day (issue 28), counted from `analytics_daily_visitors` when the day is rolled
 * up: an owner's totals and charts read one row a day here, where counting the kept visitors took 17–19 s for a year
 * of 10 million views (as many kept visitors). Everyone's (an administrator's) still counts the visitors themselves.
 */
export const analyticsOwnerDays = pgTable(
  'analytics_owner_days',
  {
    ownerId: uuid().notNull(),
    day: text().notNull(),
    visitors: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/**
 * Read-only links to one folio's or website's analytics dashboard (issue 26): whoever holds the token sees that
 * dashboard without signing in; the owner makes and deletes them (deleted: the link answers 404).
 */
export const analyticsLinks = pgTable(
  'analytics_links',
  {
    token: text().primaryKey(),
    entityType: text({ enum: ['folio', 'website'] }).notNull(),
    entityId: text().notNull(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: now(),
  },
  (t) => [index('analytics_links_entity_idx').on(t.entityType, t.entityId)],
);

/**
 * What administrators did (issue 15): who, what, to whom, when, and the fields before and after. Written in the
 * transaction of the change; read by super admins.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: now(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst()), index('audit_log_target_idx').on(t.targetUserId, t.createdAt)],
);

/**
 * Outgoing webhooks (issue 30; services/webhooks/): an endpoint an account subscribes to events, for the whole
 * account or one of its folios or websites. The secret signs deliveries (Standard Webhooks); after a rotation the
 * previous one signs too until `previousSecretUntil`.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folioId: uuid().references(() => folios.id, { onDelete: 'cascade' }),
    websiteId: uuid().references(() => websites.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: text().array().notNull(),
    secret: text().notNull(),
    previousSecret: text(),
    previousSecretUntil: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    /** why Folio turned it off (a long failure, 410 Gone); null when its owner did */
    disabledReason: text(),
    /** the first failed attempt since the last success */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [index('webhooks_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * One event for one webhook: its signed body (the same on every attempt), its attempts, and the pg-boss job that
 * makes the next one (`jobToken`: only the job holding the current token may attempt; a replay or retry sets a new
 * one). `queuedAt` null: written by an event's transaction, not yet handed to pg-boss (services/webhooks/dispatch.ts).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    webhookId: uuid()
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    eventType: text().notNull(),
    body: text().notNull(),
    status: text({ enum: ['pending', 'succeeded', 'failed'] }).notNull().default('pending'),
    /** attempts made in the current round (a replay starts a new round) */
    round: integer().notNull().default(0),
    attempts: jsonb().$type<Array<Record<string, unknown>>>().notNull().default(sql`'[]'::jsonb`),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow(),
    jobToken: uuid().notNull().defaultRandom(),
    queuedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key').on(t.webhookId, t.eventId),
    index('webhook_deliveries_list_idx').on(t.webhookId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_unqueued_idx').on(t.createdAt).where(sql`queued_at is null`),
  ],
);

/**
 * Half-filled forms (issue 31; services/submissions/drafts.ts): the answers a visitor saved to continue later, or
 * that the page kept as they went from step to step (partial submissions, when the owner asks for them). The link's
 * token is kept as its SHA-256; `completedAt` is set when the form was sent, so a partial is one never completed.
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    id: uuid().primaryKey().defaultRandom(),
    folioId: uuid()
      .notNull()
      .references(() => folios.id, { onDelete: 'cascade' }),
    buttonId: text().notNull(),
    tokenHash: bytea().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    /** the step tile the visitor was on (null: a form without steps) */
    step: text(),
    /** the visitor asked for the link by mail (kept only to send it) */
    mailedTo: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [uniqueIndex('form_drafts_token_key').on(t.tokenHash), index('form_drafts_folio_idx').on(t.folioId, t.updatedAt.desc())],
);
