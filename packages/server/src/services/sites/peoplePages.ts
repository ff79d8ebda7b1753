/** The markup of the people pages on the sites origin: a public profile and a library's public page. */
import { initialsOf, type LibraryItemRef } from '@folio/model';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { assets, blobs, folios, users } from '../../db/schema.ts';
import { isUuid } from '../folios/folios.ts';
import { publicAssetsBy } from '../assets/assetQueries.ts';
import type { LoadedLibrary } from '../libraries/libraries.ts';
import { publicLibrariesOf } from '../people/content.ts';
import { socialInfo } from '../people/follows.ts';
import { postsBy } from '../people/posts.ts';
import { profilePath } from '../people/profileLink.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface ProfilePage {
  name: string;
  description: string;
  canonicalUrl: string;
  main: string;
}

const SHOWN = { first: 50, after: 0 };

/** The profile of the active user with this friendly URL (or id); null when there is none. */
export async function publicProfilePage(db: Executor, config: Config, key: string): Promise<ProfilePage | null> {
  const [user] = await db
    .select({ id: users.id, displayName: users.displayName, businessName: users.businessName, summary: users.profileSummary, friendlyUrl: users.friendlyUrl, avatarBlobId: users.avatarBlobId, thumb: blobs.thumbnailKey })
    .from(users)
    .leftJoin(blobs, eq(blobs.id, users.avatarBlobId))
    .where(and(isUuid(key) ? eq(users.id, key) : eq(users.friendlyUrl, key.toLowerCase()), eq(users.isActive, true)))
    .limit(1);
  if (!user) return null;
  const [social, posts, assetPage, libs] = await Promise.all([
    socialInfo(db, null, user.id),
    postsBy(db, config, null, user.id, SHOWN),
    publicAssetsBy(db, null, user.id, SHOWN),
    publicLibrariesOf(db, user.id, SHOWN),
  ]);
  const avatar = user.avatarBlobId
    ? `<img class="fo-avatar" src="/blob/${user.avatarBlobId}${user.thumb ? '/thumbnail' : ''}" alt="" width="96" height="96">`
    : `<span class="fo-avatar fo-avatar-initials" aria-hidden="true">${esc(initialsOf(user.displayName))}</span>`;
  const followUrl = `${config.APP_ORIGIN}/people/${user.id}?follow=1`;
  const folioList = posts.items.length
    ? `<ul class="fo-card-list">${posts.items.map((p) => `<li><a href="${esc(p.url)}">${esc(p.name)}</a>${p.summary ? `<p class="fo-muted">${esc(p.summary)}</p>` : ''}<p class="fo-muted">Published ${p.publishedAt.slice(0, 10)}</p></li>`).join('')}</ul>`
    : '<p class="fo-muted">No public folios yet.</p>';
  const assetList = assetPage.items.length
    ? `<ul class="fo-card-list">${assetPage.items.map((a) => `<li>${a.thumbnailUrl ? `<img src="${esc(a.thumbnailUrl)}" alt="" width="64" height="64" loading="lazy"> ` : ''}<a href="${esc(a.blobUrlShort)}">${esc(a.title)}</a></li>`).join('')}</ul>`
    : '<p class="fo-muted">No public assets yet.</p>';
  const libraryList = libs.items.length
    ? `<ul class="fo-card-list">${libs.items.map((l) => `<li><a href="/library/${l.id}">${esc(l.name)}</a> <span class="fo-muted">(${plural(l.itemCount, 'item', 'items')})</span></li>`).join('')}</ul>`
    : '<p class="fo-muted">No public libraries yet.</p>';
  const main = `<main id="main" class="fo-people">
<header class="fo-profile-head">${avatar}<div><h1>${esc(user.displayName)}</h1>${user.businessName ? `<p class="fo-muted">${esc(user.businessName)}</p>` : ''}
<p class="fo-counts"><span data-count="followers">${plural(social.followers, 'follower', 'followers')}</span><span data-count="following">${social.following} following</span></p>
<p><a class="fo-button-link" href="${esc(followUrl)}">Follow ${esc(user.displayName)}</a></p></div></header>
${user.summary ? `<p class="fo-summary">${esc(user.summary)}</p>` : ''}
<h2>Folios</h2>${folioList}
<h2>Assets</h2>${assetList}
<h2>Libraries</h2>${libraryList}
</main>`;
  return {
    name: user.displayName,
    description: (user.summary || `${user.displayName} on Folio`).slice(0, 300),
    canonicalUrl: `${config.SITES_ORIGIN}${profilePath(user)}`,
    main,
  };
}

/** A library's page: its public folios (linked to their published pages) and public assets, in the library's order. */
export async function publicLibraryPage(db: Executor, library: LoadedLibrary, refs: LibraryItemRef[]) {
  const folioIds = refs.filter((r) => r.itemType === 'folio').map((r) => r.itemId).filter(isUuid);
  const assetIds = refs.filter((r) => r.itemType === 'asset').map((r) => r.itemId).filter(isUuid);
  const [folioRows, assetRows] = await Promise.all([
    folioIds.length
      ? db
          .select({ id: folios.id, name: folios.name, url: folios.url, isPublic: folios.isPublic, page: sql<string | null>`(select p.root->'pages'->>0 from folio_publications p where p.folio_id = ${folios.id})` })
          .from(folios)
          .where(and(inArray(folios.id, folioIds), eq(folios.isDeleted, false)))
      : [],
    assetIds.length
      ? db
          .select({ id: assets.id, title: assets.title, isPublic: assets.isPublic, blobId: assets.blobId, thumb: blobs.thumbnailKey })
          .from(assets)
          .leftJoin(blobs, eq(blobs.id, assets.blobId))
          .where(and(inArray(assets.id, assetIds), eq(assets.isDeleted, false)))
      : [],
  ]);
  const items: string[] = [];
  for (const ref of refs) {
    if (ref.itemType === 'folio') {
      const f = folioRows.find((r) => r.id === ref.itemId);
      if (!f || !f.page || !f.isPublic) continue;
      const href = f.url ? `/${encodeURIComponent(f.url)}` : `/folio/${f.id}/page/${encodeURIComponent(f.page)}`;
      items.push(`<li><a href="${esc(href)}">${esc(f.name)}</a> <span class="fo-muted">folio</span></li>`);
    } else {
      const a = assetRows.find((r) => r.id === ref.itemId);
      if (!a || !a.isPublic || !a.blobId) continue;
      items.push(`<li>${a.thumb ? `<img src="/blob/${a.blobId}/thumbnail" alt="" width="64" height="64" loading="lazy"> ` : ''}<a href="/blob/${a.blobId}">${esc(a.title)}</a> <span class="fo-muted">asset</span></li>`);
    }
  }
  const owner = library.ownerId
    ? (await db.select({ id: users.id, name: users.displayName, friendlyUrl: users.friendlyUrl }).from(users).where(eq(users.id, library.ownerId)))[0]
    : undefined;
  const main = `<main id="main" class="fo-people">
<h1>${esc(library.name)}</h1>
${owner ? `<p class="fo-muted">A library by <a href="${esc(profilePath(owner))}">${esc(owner.name)}</a></p>` : ''}
${library.description ? `<p class="fo-summary">${esc(library.description)}</p>` : ''}
${items.length ? `<ul class="fo-card-list">${items.join('')}</ul>` : '<p class="fo-muted">Nothing public in this library yet.</p>'}
</main>`;
  return { description: (library.description || `${library.name}, a library on Folio`).slice(0, 300), main };
}
