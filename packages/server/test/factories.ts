import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Db } from '../src/db/client.ts';
import { createFolio, type FolioDocument } from '@folio/model';
import { assets, blobs, folios, libraries, libraryItems, users, websitePages, websites } from '../src/db/schema.ts';
import { createAccessToken } from '../src/services/auth/sessions.ts';

export const DEFAULT_PASSWORD = 'correct horse battery staple';
let passwordHash: Promise<string> | null = null;

export type TestUser = typeof users.$inferSelect & { password: string };

/** A verified, active user; pass only what the test is about. */
export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  passwordHash ??= hashPassword(DEFAULT_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomUUID()}@example.test`,
      displayName: 'Test User',
      passwordHash: await passwordHash,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return { ...user!, password: DEFAULT_PASSWORD };
}

/** A bearer token for the user, issued the same way login issues one (`sessionStartedAt`: as a reauth would). */
export async function tokenFor(
  db: Db,
  userId: string,
  { lifetimeMinutes = 43200, maxAgeDays = 90, sessionStartedAt }: { lifetimeMinutes?: number; maxAgeDays?: number; sessionStartedAt?: Date } = {},
): Promise<string> {
  return (await createAccessToken(db, userId, { lifetimeMinutes, maxAgeDays }, sessionStartedAt)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export type TestFolio = typeof folios.$inferSelect;

/**
 * A folio row; creates its author when `authorId` is not given. `doc` replaces the default document (a fresh
 * folio with one empty page); name, url, tags and isPublic are taken from the document's root unless overridden.
 */
export async function buildFolio(
  db: Db,
  overrides: Partial<typeof folios.$inferInsert> & { doc?: FolioDocument } = {},
): Promise<TestFolio> {
  const { doc: givenDoc, ...columns } = overrides;
  const authorId = columns.authorId ?? (await buildUser(db)).id;
  const doc = givenDoc ?? createFolio(authorId, { name: columns.name ?? 'Test folio' });
  const root = {
    ...doc.root,
    authorId,
    ...(columns.name === undefined ? {} : { name: columns.name }),
    ...(columns.url === undefined ? {} : { url: columns.url }),
    ...(columns.tags === undefined ? {} : { tags: columns.tags }),
    ...(columns.isPublic === undefined ? {} : { isPublic: columns.isPublic }),
  };
  const [folio] = await db
    .insert(folios)
    .values({
      name: root.name,
      url: root.url,
      tags: root.tags,
      isPublic: root.isPublic,
      schemaVersion: doc.schemaVersion,
      nodes: doc.nodes,
      ...columns,
      authorId,
      root,
    })
    .returning();
  return folio!;
}

export type TestBlob = typeof blobs.$inferSelect;

/** A blobs row as a finished upload leaves it (a 1×1 PNG's metadata unless overridden); no bytes are stored. */
export async function buildBlob(db: Db, overrides: Partial<typeof blobs.$inferInsert> = {}): Promise<TestBlob> {
  const ownerId = overrides.ownerId ?? (await buildUser(db)).id;
  const [blob] = await db
    .insert(blobs)
    .values({ id: randomUUID(), size: 68, mimeType: 'image', mimeSubtype: 'png', kind: 'image', width: 1, height: 1, ...overrides, ownerId })
    .returning();
  return blob!;
}

export type TestAsset = typeof assets.$inferSelect;

/**
 * An asset row; creates its author when `authorId` is not given and, unless `blobId` is given, a blobs row owned
 * by the author (`blob` overrides that row's columns, e.g. `{kind: 'video', mimeType: 'video', mimeSubtype: 'mp4'}`).
 */
export async function buildAsset(
  db: Db,
  overrides: Partial<typeof assets.$inferInsert> & { blob?: Partial<typeof blobs.$inferInsert> } = {},
): Promise<TestAsset> {
  const { blob: blobColumns, ...columns } = overrides;
  const authorId = columns.authorId ?? (await buildUser(db)).id;
  let blobId = columns.blobId;
  let kind = columns.kind;
  if (!blobId) {
    const blob = await buildBlob(db, { ownerId: authorId, ...blobColumns });
    blobId = blob.id;
    kind ??= blob.kind;
  }
  const [asset] = await db
    .insert(assets)
    .values({ title: 'Test asset', ...columns, authorId, blobId, kind: kind ?? 'image' })
    .returning();
  return asset!;
}

export type TestWebsite = typeof websites.$inferSelect;

/**
 * A website row with its menu library, as POST /api/websites leaves it; creates its author when `authorId` is not
 * given. `pages` (folio ids, or {folioId, slug, inMenu}) become its pages in order, those with inMenu (default
 * true) its menu.
 */
export async function buildWebsite(
  db: Db,
  overrides: Partial<typeof websites.$inferInsert> & {
    pages?: Array<string | { folioId: string; slug?: string; inMenu?: boolean }>;
  } = {},
): Promise<TestWebsite> {
  const { pages = [], ...columns } = overrides;
  const authorId = columns.authorId ?? (await buildUser(db)).id;
  const name = columns.name ?? 'Test website';
  const [website] = await db
    .insert(websites)
    .values({ slug: `site-${randomUUID()}`, ...columns, name, authorId })
    .returning();
  const [menu] = await db
    .insert(libraries)
    .values({ ownerId: authorId, name: `${name} menu`, libraryType: 'folio', websiteId: website!.id })
    .returning();
  const list = pages.map((p) => (typeof p === 'string' ? { folioId: p } : p));
  if (list.length > 0) {
    await db.insert(websitePages).values(list.map((p, idx) => ({ websiteId: website!.id, folioId: p.folioId, slug: p.slug ?? `page-${idx + 1}`, idx })));
    const inMenu = list.filter((p) => p.inMenu ?? true);
    if (inMenu.length > 0) {
      await db.insert(libraryItems).values(inMenu.map((p, idx) => ({ libraryId: menu!.id, itemId: p.folioId, itemType: 'folio' as const, idx })));
    }
  }
  const [withMenu] = await db.update(websites).set({ menuLibraryId: menu!.id }).where(eq(websites.id, website!.id)).returning();
  return withMenu!;
}

/** Matches a signed URL of `path` (a /blob address, with an origin in front or not): `?exp=…[&u=…]&sig=…`. */
export const signedUrl = (path: string) =>
  expect.stringMatching(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\?exp=\\d+(&u=[0-9a-f-]{36})?&sig=[\\w-]{43}$`));
