import { LICENCE_ACTIONS, LICENSE_TYPES, LICENSE_TYPE_INFO, editRefusal, licenceAllows, type LicenceAction, type LicenseDetails, type LicenseType } from '@folio/model';
import { describe, expect, it } from 'vitest';
import { can, canServeBlob, guestCan, type Action, type BlobAccess, type BlobPart, type ShareGrant } from './can.ts';
import type { AuthUser } from './authenticate.ts';

const me = { userId: 'u1', tokenId: 't1', isSuperAdmin: false };
const admin = { userId: 'a1', tokenId: 't2', isSuperAdmin: true };
const other = { userId: 'u3', tokenId: 't3', isSuperAdmin: false };
const mine = { authorId: 'u1', isPublic: false, share: null };
const theirsPrivate = { authorId: 'u2', isPublic: false, share: null };
const theirsPublic = { authorId: 'u2', isPublic: true, share: null };

const matrix: Array<[string, typeof me, Action, boolean]> = [
  ['analytics: an owner reads their own', me, { kind: 'analytics.read', ownerId: 'u1', checkSuperAdmin: false }, true],
  ['analytics: not another owner’s', me, { kind: 'analytics.read', ownerId: 'u2', checkSuperAdmin: false }, false],
  ['analytics: checkSuperAdmin does nothing for others', me, { kind: 'analytics.read', ownerId: 'u2', checkSuperAdmin: true }, false],
  ['analytics: not everyone’s for an owner', me, { kind: 'analytics.read', ownerId: null, checkSuperAdmin: true }, false],
  ['analytics: a super admin only with checkSuperAdmin', admin, { kind: 'analytics.read', ownerId: 'u2', checkSuperAdmin: false }, false],
  ['analytics: a super admin with checkSuperAdmin', admin, { kind: 'analytics.read', ownerId: 'u2', checkSuperAdmin: true }, true],
  ['analytics: a super admin reads everyone’s', admin, { kind: 'analytics.read', ownerId: null, checkSuperAdmin: true }, true],
  ['analytics: a share that edits settings reads them', me, { kind: 'analytics.read', ownerId: 'u2', checkSuperAdmin: false, share: { canEditContent: false, canEditSettings: true, canPublish: false, canShare: false, workingCopy: true } }, true],
  ['analytics links: the owner makes them', me, { kind: 'analytics.manageLinks', ownerId: 'u1' }, true],
  ['analytics links: nobody else, not even a super admin', admin, { kind: 'analytics.manageLinks', ownerId: 'u1' }, false],
  ['analytics links: a live link reads its item', other, { kind: 'analytics.readLink', link: { entityType: 'folio', entityId: 'f1' }, entity: { type: 'folio', id: 'f1' } }, true],
  ['analytics links: not another item', other, { kind: 'analytics.readLink', link: { entityType: 'folio', entityId: 'f1' }, entity: { type: 'folio', id: 'f2' } }, false],
  ['analytics links: a deleted link reads nothing', me, { kind: 'analytics.readLink', link: null, entity: { type: 'folio', id: 'f1' } }, false],
  ['analytics: a view or content share does not', me, { kind: 'analytics.read', ownerId: 'u2', checkSuperAdmin: false, share: { canEditContent: true, canEditSettings: false, canPublish: true, canShare: true, workingCopy: true } }, false],
  ['orders: the buyer reads', me, { kind: 'order.read', order: { buyerId: 'u1', sellerId: 'u2' } }, true],
  ['orders: a stranger does not', me, { kind: 'order.read', order: { buyerId: 'u3', sellerId: 'u2' } }, false],
  ['orders: the buyer does not refund', me, { kind: 'order.refund', order: { buyerId: 'u1', sellerId: 'u2' } }, false],
  ['orders: the seller refunds', me, { kind: 'order.refund', order: { buyerId: 'u3', sellerId: 'u1' } }, true],
  ['orders: the platform’s sales are refunded by a super admin', admin, { kind: 'order.refund', order: { buyerId: 'u3', sellerId: null } }, true],
  ['orders: not by an owner', me, { kind: 'order.refund', order: { buyerId: 'u3', sellerId: null } }, false],
  ['orders: a guest’s order is claimed by an account with its address (any case)', me, { kind: 'order.claim', order: { buyerId: null, sellerId: 'u2' }, guestEmail: 'Buyer@Example.com', userEmail: 'buyer@example.com' }, true],
  ['orders: not by an account with another address', me, { kind: 'order.claim', order: { buyerId: null, sellerId: 'u2' }, guestEmail: 'buyer@example.com', userEmail: 'other@example.com' }, false],
  ['orders: not once it has a buyer', me, { kind: 'order.claim', order: { buyerId: 'u3', sellerId: 'u2' }, guestEmail: 'buyer@example.com', userEmail: 'buyer@example.com' }, false],
  ['orders: not by its seller', me, { kind: 'order.claim', order: { buyerId: null, sellerId: 'u1' }, guestEmail: 'buyer@example.com', userEmail: 'buyer@example.com' }, false],
  ['payouts: your own account', me, { kind: 'payments.manageAccount', userId: 'u1' }, true],
  ['payouts: not another’s, even for a super admin', admin, { kind: 'payments.manageAccount', userId: 'u1' }, false],
  ['checkout: nobody pays themself', me, { kind: 'cart.checkout', sellerIds: ['u2', 'u1'] }, false],
  ['checkout: others’ items', me, { kind: 'cart.checkout', sellerIds: ['u2', null] }, true],
  ['a user updates their own profile', me, { kind: 'user.updateProfile', userId: 'u1' }, true],
  ['a user updates someone else’s profile', me, { kind: 'user.updateProfile', userId: 'u2' }, false],
  ['a super admin updates someone else’s profile', admin, { kind: 'user.updateProfile', userId: 'u1' }, false],
  ['a user makes their own upload their avatar', me, { kind: 'user.useAvatarBlob', blob: { ownerId: 'u1' } }, true],
  ['a user makes someone else’s upload their avatar', me, { kind: 'user.useAvatarBlob', blob: { ownerId: 'u2' } }, false],
  ['a super admin makes someone else’s upload their avatar', admin, { kind: 'user.useAvatarBlob', blob: { ownerId: 'u1' } }, false],
  ['a user changes their own password', me, { kind: 'user.changePassword', userId: 'u1' }, true],
  ['a user changes someone else’s password', me, { kind: 'user.changePassword', userId: 'u2' }, false],
  ['a super admin changes someone else’s password', admin, { kind: 'user.changePassword', userId: 'u1' }, false],
  ['a user reads the outbox', me, { kind: 'admin.readOutbox' }, false],
  ['a super admin reads the outbox', admin, { kind: 'admin.readOutbox' }, true],
  ['a user reads their own private folio', me, { kind: 'folio.read', folio: mine }, true],
  ['a user reads the kept versions of their own folio', me, { kind: 'folio.history', folio: mine }, true],
  ['a user reads the kept versions of someone else’s public folio', me, { kind: 'folio.history', folio: theirsPublic }, false],
  ['a super admin reads the kept versions of someone else’s folio', admin, { kind: 'folio.history', folio: theirsPrivate }, false],
  ['a user restores a version of their own folio', me, { kind: 'folio.restore', folio: mine }, true],
  ['a user restores a version of someone else’s public folio', me, { kind: 'folio.restore', folio: theirsPublic }, false],
  ['a user reads someone else’s private folio', me, { kind: 'folio.read', folio: theirsPrivate }, false],
  ['a user reads someone else’s public folio', me, { kind: 'folio.read', folio: theirsPublic }, true],
  ['a super admin reads someone else’s private folio', admin, { kind: 'folio.read', folio: theirsPrivate }, false],
  ['a user reads the working copy of their own private folio', me, { kind: 'folio.readWorkingCopy', folio: mine }, true],
  ['a user reads the working copy of their own public folio', me, { kind: 'folio.readWorkingCopy', folio: { authorId: 'u1', isPublic: true, share: null } }, true],
  ['a user reads the working copy of someone else’s public folio', me, { kind: 'folio.readWorkingCopy', folio: theirsPublic }, false],
  ['a user reads the working copy of someone else’s private folio', me, { kind: 'folio.readWorkingCopy', folio: theirsPrivate }, false],
  ['a super admin reads the working copy of someone else’s public folio', admin, { kind: 'folio.readWorkingCopy', folio: theirsPublic }, false],
  ['a user edits their own folio', me, { kind: 'folio.edit', folio: mine }, true],
  ['a user edits someone else’s private folio', me, { kind: 'folio.edit', folio: theirsPrivate }, false],
  ['a user edits someone else’s public folio', me, { kind: 'folio.edit', folio: theirsPublic }, false],
  ['a super admin edits someone else’s folio', admin, { kind: 'folio.edit', folio: theirsPublic }, false],
  ['a user deletes their own folio', me, { kind: 'folio.delete', folio: mine }, true],
  ['a user deletes someone else’s public folio', me, { kind: 'folio.delete', folio: theirsPublic }, false],
  ['a super admin deletes someone else’s folio', admin, { kind: 'folio.delete', folio: theirsPrivate }, false],
  ['a user copies their own folio', me, { kind: 'folio.copy', folio: mine }, true],
  ['a user copies someone else’s public folio', me, { kind: 'folio.copy', folio: theirsPublic }, false],
  ['a user copies someone else’s private folio', me, { kind: 'folio.copy', folio: theirsPrivate }, false],
  ['a user publishes their own folio', me, { kind: 'folio.publish', folio: mine }, true],
  ['a user publishes someone else’s public folio', me, { kind: 'folio.publish', folio: theirsPublic }, false],
  ['a super admin publishes someone else’s folio', admin, { kind: 'folio.publish', folio: theirsPrivate }, false],
  ['a user reads their own private asset', me, { kind: 'asset.read', asset: mine }, true],
  ['a user reads someone else’s private asset', me, { kind: 'asset.read', asset: theirsPrivate }, false],
  ['a user reads someone else’s public asset', me, { kind: 'asset.read', asset: theirsPublic }, true],
  ['a super admin reads someone else’s private asset', admin, { kind: 'asset.read', asset: theirsPrivate }, false],
  ['a user edits their own asset', me, { kind: 'asset.edit', asset: mine }, true],
  ['a user edits someone else’s public asset', me, { kind: 'asset.edit', asset: theirsPublic }, false],
  ['a super admin edits someone else’s asset', admin, { kind: 'asset.edit', asset: theirsPublic }, false],
  ['a user deletes their own asset', me, { kind: 'asset.delete', asset: mine }, true],
  ['a user deletes someone else’s public asset', me, { kind: 'asset.delete', asset: theirsPublic }, false],
  ['a super admin deletes someone else’s asset', admin, { kind: 'asset.delete', asset: theirsPrivate }, false],
  ['a user lists the purchases of their own asset', me, { kind: 'asset.listPurchases', asset: mine }, true],
  ['a user lists the purchases of someone else’s public asset', me, { kind: 'asset.listPurchases', asset: theirsPublic }, false],
  ['a user makes an asset of their own upload', me, { kind: 'asset.useBlob', blob: { ownerId: 'u1' } }, true],
  ['a user makes an asset of someone else’s upload', me, { kind: 'asset.useBlob', blob: { ownerId: 'u2' } }, false],
  ['a super admin makes an asset of someone else’s upload', admin, { kind: 'asset.useBlob', blob: { ownerId: 'u1' } }, false],
];

describe('can: administrators (spec §6) — ordinary user, admin, super admin × every administrative action', () => {
  const plain = { userId: 'p1', tokenId: 't', isSuperAdmin: false, isAdmin: false };
  const anAdmin = { userId: 'd1', tokenId: 't', isSuperAdmin: false, isAdmin: true };
  const superAdmin = { userId: 's1', tokenId: 't', isSuperAdmin: true, isAdmin: false };
  const ordinary = { id: 'o1', isAdmin: false, isSuperAdmin: false };
  const otherAdmin = { id: 'd2', isAdmin: true, isSuperAdmin: false };
  const otherSuper = { id: 's2', isAdmin: false, isSuperAdmin: true };
  const roles = ({ isAdmin, isSuperAdmin }: typeof ordinary) => ({ isAdmin, isSuperAdmin });
  const targets = [
    ['an ordinary user', ordinary],
    ['an admin', otherAdmin],
    ['a super admin', otherSuper],
  ] as const;
  // [action, allowed to: ordinary user, admin, super admin]
  const cells: Array<[string, (target: typeof ordinary) => Action, [boolean, boolean, boolean][]]> = [
    ['manage (edit, activate, reset password, change email, change account type)', (target) => ({ kind: 'admin.manageUser', target }), [[false, true, true], [false, false, true], [false, false, true]]],
    ['deactivate', (target) => ({ kind: 'admin.deactivateUser', target }), [[false, true, true], [false, false, true], [false, false, true]]],
    ['make or unmake admin', (target) => ({ kind: 'admin.setAdmin', target }), [[false, false, true], [false, false, true], [false, false, true]]],
    ['read the login log of', (target) => ({ kind: 'admin.readLoginLogs', of: target }), [[false, true, true], [false, false, true], [false, false, true]]],
    ['read with checkSuperAdmin the analytics of', (target) => ({ kind: 'analytics.read', ownerId: target.id, checkSuperAdmin: true, ownerRoles: roles(target) }), [[false, true, true], [false, false, true], [false, false, true]]],
    ['read without checkSuperAdmin the analytics of', (target) => ({ kind: 'analytics.read', ownerId: target.id, checkSuperAdmin: false, ownerRoles: roles(target) }), [[false, false, false], [false, false, false], [false, false, false]]],
  ];
  const rows: Array<[string, AuthUser, Action, boolean]> = [];
  for (const [what, action, expected] of cells) {
    targets.forEach(([whom, target], i) => {
      const [byPlain, byAdmin, bySuper] = expected[i]!;
      rows.push([`an ordinary user may ${what} ${whom}`, plain, action(target), byPlain]);
      rows.push([`an admin may ${what} ${whom}`, anAdmin, action(target), byAdmin]);
      rows.push([`a super admin may ${what} ${whom}`, superAdmin, action(target), bySuper]);
    });
  }
  // Actions over no one in particular: [action, ordinary user, admin, super admin]
  const global: Array<[string, Action, boolean, boolean, boolean]> = [
    ['list and open accounts, make an account', { kind: 'admin.listUsers' }, false, true, true],
    ['read the login log of ordinary users and unknown names', { kind: 'admin.readLoginLogs', of: 'ordinaryUsers' }, false, true, true],
    ['read the whole login log', { kind: 'admin.readLoginLogs', of: 'everyone' }, false, false, true],
    ['read everyone’s analytics with checkSuperAdmin', { kind: 'analytics.read', ownerId: null, checkSuperAdmin: true }, false, false, true],
    ['read everyone’s analytics counting ordinary users only, with checkSuperAdmin', { kind: 'analytics.read', ownerId: null, checkSuperAdmin: true, ownerRoles: { isAdmin: false, isSuperAdmin: false } }, false, true, true],
    ['read everyone’s analytics counting ordinary users only, without checkSuperAdmin', { kind: 'analytics.read', ownerId: null, checkSuperAdmin: false, ownerRoles: { isAdmin: false, isSuperAdmin: false } }, false, false, false],
    ['read everyone’s analytics without checkSuperAdmin', { kind: 'analytics.read', ownerId: null, checkSuperAdmin: false }, false, false, false],
    ['read with checkSuperAdmin an owner’s analytics whose roles are unknown', { kind: 'analytics.read', ownerId: 'x', checkSuperAdmin: true }, false, false, true],
    ['read the audit log', { kind: 'admin.readAudit' }, false, false, true],
    ['read the outbox', { kind: 'admin.readOutbox' }, false, false, true],
  ];
  for (const [what, action, byPlain, byAdmin, bySuper] of global) {
    rows.push([`an ordinary user may ${what}`, plain, action, byPlain]);
    rows.push([`an admin may ${what}`, anAdmin, action, byAdmin]);
    rows.push([`a super admin may ${what}`, superAdmin, action, bySuper]);
  }
  // Nobody deactivates or changes the role of themself; each still manages their own account's other details.
  rows.push(['an admin may deactivate themself', anAdmin, { kind: 'admin.deactivateUser', target: { id: 'd1', isAdmin: true, isSuperAdmin: false } }, false]);
  rows.push(['a super admin may deactivate themself', superAdmin, { kind: 'admin.deactivateUser', target: { id: 's1', isAdmin: false, isSuperAdmin: true } }, false]);
  rows.push(['a super admin may make themself admin', superAdmin, { kind: 'admin.setAdmin', target: { id: 's1', isAdmin: false, isSuperAdmin: true } }, false]);
  it.each(rows)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });
});

const myLib = { ownerId: 'u1', isPublic: false, share: null };
const theirPrivateLib = { ownerId: 'u2', isPublic: false, share: null };
const theirPublicLib = { ownerId: 'u2', isPublic: true, share: null };
const guestLib = { ownerId: null, isPublic: true, share: null };
const libraryMatrix: Array<[string, typeof me, Action, boolean]> = [
  ['a user reads their own private library', me, { kind: 'library.read', library: myLib }, true],
  ['a user reads someone else’s private library', me, { kind: 'library.read', library: theirPrivateLib }, false],
  ['a user reads someone else’s public library', me, { kind: 'library.read', library: theirPublicLib }, true],
  ['a super admin reads someone else’s private library', admin, { kind: 'library.read', library: theirPrivateLib }, false],
  ['a user reads the guest library', me, { kind: 'library.read', library: guestLib }, true],
  ['a user edits their own library', me, { kind: 'library.edit', library: myLib }, true],
  ['a user edits someone else’s public library', me, { kind: 'library.edit', library: theirPublicLib }, false],
  ['a super admin edits someone else’s library', admin, { kind: 'library.edit', library: theirPublicLib }, false],
  ['a user edits the guest library', me, { kind: 'library.edit', library: guestLib }, false],
  ['a super admin edits the guest library', admin, { kind: 'library.edit', library: guestLib }, true],
  ['a user deletes their own library', me, { kind: 'library.delete', library: myLib }, true],
  ['a user deletes someone else’s library', me, { kind: 'library.delete', library: theirPublicLib }, false],
  ['a super admin deletes the guest library', admin, { kind: 'library.delete', library: guestLib }, false],
];

const myWebsite = { authorId: 'u1' };
const theirWebsite = { authorId: 'u2' };
const websiteActions = ['website.read', 'website.edit', 'website.delete', 'website.publish'] as const;
type Row = [string, typeof me, Action, boolean];
const websiteMatrix: Row[] = websiteActions.flatMap((kind): Row[] => [
  [`${kind}: a user on their own website`, me, { kind, website: myWebsite }, true],
  [`${kind}: a user on someone else’s website`, me, { kind, website: theirWebsite }, false],
  [`${kind}: a super admin on someone else’s website`, admin, { kind, website: myWebsite }, false],
  [`${kind}: a super admin on their own website`, admin, { kind, website: { authorId: 'a1' } }, true],
]);

describe('can: websites', () => {
  it.each(websiteMatrix)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });
});

const session = (accountId: string | null, to: string | null): Action => ({ kind: 'siteSession.change', session: { accountId }, accountId: to });
const siteSessionMatrix: Row[] = [
  ['a user starts a site session naming themself', me, session(null, 'u1'), true],
  ['a user starts a site session naming another account', me, session(null, 'u2'), false],
  ['a user links a guest’s site session to themself (signing in)', me, session(null, 'u1'), true],
  ['a user links a guest’s site session to another account', me, session(null, 'u2'), false],
  ['a user unlinks their own site session', me, session('u1', null), true],
  ['a user keeps their own site session', me, session('u1', 'u1'), true],
  ['a user relinks another account’s site session to themself', me, session('u2', 'u1'), false],
  ['a user relinks another account’s site session to a third', me, session('u2', 'u3'), false],
  ['a user unlinks another account’s site session', me, session('u2', null), false],
  ['a super admin relinks another account’s site session', admin, session('u1', 'a1'), false],
  ['a super admin unlinks another account’s site session', admin, session('u1', null), false],
];

describe('can: site sessions', () => {
  it.each(siteSessionMatrix)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });

  it.each([
    ['starts one naming nobody', null, null, true],
    ['starts one naming an account', null, 'u1', false],
    ['keeps a guest’s unlinked', null, null, true],
    ['links a guest’s to an account', null, 'u2', false],
    ['unlinks one naming an account', 'u1', null, false],
    ['relinks one naming an account to another', 'u1', 'u2', false],
  ] as const)('a guest %s → %s', (_name, from, to, allowed) => {
    expect(guestCan({ kind: 'siteSession.change', session: { accountId: from }, accountId: to })).toBe(allowed);
  });
});

describe('can: libraries', () => {
  it.each(libraryMatrix)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });

  it.each([
    ['a public library', theirPublicLib, true],
    ['the guest library', guestLib, true],
    ['a private library', theirPrivateLib, false],
  ])('a guest reads %s → %s', (_name, library, allowed) => {
    expect(guestCan({ kind: 'library.read', library })).toBe(allowed);
  });
});

describe('can', () => {
  it.each(matrix)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });
});

const file = (over: Partial<BlobAccess> = {}): BlobAccess => ({ ownerId: 'u2', assets: [], isAvatar: false, isPublished: false, ...over });
const asset = (a: typeof mine, isForSale = false) => ({ ...a, isForSale });
const read = (blob: BlobAccess, part: BlobPart = 'original'): Action => ({ kind: 'blob.read', blob, part });
const blobMatrix: Row[] = [
  ['a user reads their own upload that is no asset yet', me, read(file({ ownerId: 'u1' })), true],
  ['a user reads the file of their own private asset', me, read(file({ ownerId: 'u1', assets: [asset(mine)] })), true],
  ['a user reads someone else’s upload that is no asset', me, read(file()), false],
  ['a user reads the file of someone else’s private asset', me, read(file({ assets: [asset(theirsPrivate)] })), false],
  ['a user reads the thumbnail of someone else’s private asset', me, read(file({ assets: [asset(theirsPrivate)] }), 'preview'), false],
  ['a user reads the file of someone else’s public asset', me, read(file({ assets: [asset(theirsPublic)] })), true],
  ['a user reads the file of someone else’s public asset for sale', me, read(file({ assets: [asset(theirsPublic, true)] })), false],
  ['a user reads the thumbnail of someone else’s public asset for sale', me, read(file({ assets: [asset(theirsPublic, true)] }), 'preview'), true],
  ['a user reads the file of their own public asset for sale', me, read(file({ ownerId: 'u1', assets: [asset({ authorId: 'u1', isPublic: true, share: null }, true)] })), true],
  ['a user reads someone else’s file shown by a published page', me, read(file({ assets: [asset(theirsPrivate)], isPublished: true })), true],
  ['a user reads someone else’s avatar', me, read(file({ isAvatar: true })), true],
  ['a user reads someone else’s private file that their own folio shows (a copy carrying it)', me, read(file({ assets: [asset(theirsPrivate)], placedIn: [{ ...mine, copy: 'working' }] })), true],
  ['a user reads someone else’s private file that someone else’s private folio shows', me, read(file({ assets: [asset(theirsPrivate)], placedIn: [{ ...theirsPrivate, copy: 'working' }] })), false],
  ['a user reads a file the working copy of someone else’s public folio shows', me, read(file({ placedIn: [{ ...theirsPublic, copy: 'working' }] })), false],
  ['a user reads a file the published snapshot of someone else’s public folio shows', me, read(file({ placedIn: [{ ...theirsPublic, copy: 'published' }] })), true],
  ['a super admin reads the file of someone else’s private asset', admin, read(file({ assets: [asset(theirsPrivate)] })), false],
];

describe('can: uploaded files', () => {
  it.each(blobMatrix)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });

  it.each([
    ['the file of a public asset', file({ assets: [asset(theirsPrivate), asset(theirsPublic)] }), 'original', false, true],
    ['the file of a public asset for sale', file({ assets: [asset(theirsPublic, true)] }), 'original', false, false],
    ['the thumbnail of a public asset for sale', file({ assets: [asset(theirsPublic, true)] }), 'preview', false, true],
    ['a file a published page or website shows', file({ isPublished: true }), 'original', false, true],
    ['an avatar', file({ isAvatar: true }), 'original', false, true],
    ['the file of a private asset', file({ assets: [asset(theirsPrivate)] }), 'original', false, false],
    ['the thumbnail of a private asset', file({ assets: [asset(theirsPrivate)] }), 'preview', false, false],
    ['the file of a private asset through a valid signed URL', file({ assets: [asset(theirsPrivate)] }), 'original', true, true],
    ['an upload that is no asset', file(), 'original', false, false],
  ] as const)('a visitor without a token is served %s → %s', (_name, blob, part, validSignature, allowed) => {
    expect(canServeBlob(null, blob, part, validSignature)).toBe(allowed);
  });

  it.each([
    ['its uploader', me, file({ ownerId: 'u1' }), true],
    ['another user', me, file({ assets: [asset(theirsPrivate)] }), false],
    ['a super admin', admin, file({ assets: [asset(theirsPrivate)] }), false],
  ])('a private file without a signed URL is served to %s sending a bearer token → %s', (_name, user, blob, allowed) => {
    expect(canServeBlob(user, blob, 'original', false)).toBe(allowed);
  });
});

describe('can: forms', () => {
  const form = (over: Partial<{ authorId: string; isPublic: boolean; isPublished: boolean }> = {}) => ({
    authorId: 'u2',
    isPublic: true,
    isPublished: true,
    share: null,
    ...over,
  });
  const submissionsOf = (authorId: string, receiverIds: string[] = []) => ({ authorId, receiverIds });
  const rows: Row[] = [
    ['a user fills someone else’s published public form', me, { kind: 'submission.create', folio: form() }, true],
    ['a user fills someone else’s unpublished form', me, { kind: 'submission.create', folio: form({ isPublished: false }) }, false],
    ['a user fills someone else’s published private form', me, { kind: 'submission.create', folio: form({ isPublic: false }) }, false],
    ['a user fills their own published private form', me, { kind: 'submission.create', folio: form({ authorId: 'u1', isPublic: false }) }, true],
    ['a user fills their own unpublished form', me, { kind: 'submission.create', folio: form({ authorId: 'u1', isPublished: false }) }, false],
    ['a user reads the submissions of their own folio', me, { kind: 'folio.readSubmissions', folio: submissionsOf('u1') }, true],
    ['a receiver reads the submissions of the folio naming them', me, { kind: 'folio.readSubmissions', folio: submissionsOf('u2', ['u3', 'u1']) }, true],
    ['a user reads the submissions of someone else’s folio', me, { kind: 'folio.readSubmissions', folio: submissionsOf('u2', ['u3']) }, false],
    ['a super admin reads the submissions of someone else’s folio', admin, { kind: 'folio.readSubmissions', folio: submissionsOf('u2') }, false],
    ['the owner reads a submission to their folio', me, { kind: 'submission.read', folio: submissionsOf('u1'), submitterId: null }, true],
    ['a receiver reads a submission to the folio naming them', me, { kind: 'submission.read', folio: submissionsOf('u2', ['u1']), submitterId: null }, true],
    ['a receiver of another folio reads a submission', me, { kind: 'submission.read', folio: submissionsOf('u2', ['u3']), submitterId: null }, false],
    ['the signed-in submitter reads their own submission', me, { kind: 'submission.read', folio: submissionsOf('u2'), submitterId: 'u1' }, true],
    ['a user reads a guest’s submission to someone else’s folio', me, { kind: 'submission.read', folio: submissionsOf('u2'), submitterId: null }, false],
    ['a user reads another user’s submission', me, { kind: 'submission.read', folio: submissionsOf('u2'), submitterId: 'u3' }, false],
    ['the owner edits a submission when editing is allowed', me, { kind: 'submission.edit', folio: { ...submissionsOf('u1'), editableSubmission: true } }, true],
    ['the owner edits a submission when editing is not allowed', me, { kind: 'submission.edit', folio: { ...submissionsOf('u1'), editableSubmission: false } }, false],
    ['a receiver edits a submission', me, { kind: 'submission.edit', folio: { ...submissionsOf('u2', ['u1']), editableSubmission: true } }, false],
    ['the submitter edits their own submission', me, { kind: 'submission.edit', folio: { ...submissionsOf('u2'), editableSubmission: true } }, false],
    ['the owner deletes a submission', me, { kind: 'submission.delete', folio: submissionsOf('u1') }, true],
    ['a receiver deletes a submission', me, { kind: 'submission.delete', folio: submissionsOf('u2', ['u1']) }, false],
    ['a user deletes a submission to someone else’s folio', me, { kind: 'submission.delete', folio: submissionsOf('u2') }, false],
    ['the owner chooses the folio’s receivers', me, { kind: 'folio.setReceivers', folio: { authorId: 'u1' } }, true],
    ['a sharee (any right) does not choose receivers', me, { kind: 'folio.setReceivers', folio: { authorId: 'u2' } }, false],
    ['a super admin does not choose someone else’s receivers', admin, { kind: 'folio.setReceivers', folio: { authorId: 'u2' } }, false],
    ['the owner lets other sites embed the folio', me, { kind: 'folio.setEmbedding', folio: { authorId: 'u1' } }, true],
    ['a sharee (any right) does not switch embedding', me, { kind: 'folio.setEmbedding', folio: { authorId: 'u2' } }, false],
    ['a super admin does not switch embedding of someone else’s folio', admin, { kind: 'folio.setEmbedding', folio: { authorId: 'u2' } }, false],
    ['an account answers its own invitation to receive', me, { kind: 'receiver.answer', invitation: { userId: 'u1' } }, true],
    ['an account does not answer someone else’s invitation', me, { kind: 'receiver.answer', invitation: { userId: 'u2' } }, false],
  ];
  it.each(rows)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });

  it.each([
    ['a published public form', form(), true],
    ['a published private form', form({ isPublic: false }), false],
    ['an unpublished public form', form({ isPublished: false }), false],
  ])('a guest fills %s → %s', (_name, folio, allowed) => {
    expect(guestCan({ kind: 'submission.create', folio })).toBe(allowed);
  });

  // A file a visitor sent with a form belongs to the folio's author; readers of the submissions read it.
  const sent = (receiverIds: string[] = []) => file({ ownerId: 'u2', submissionFolios: [submissionsOf('u2', receiverIds)] });
  it.each([
    ['the folio’s author (its owner)', { userId: 'u2', tokenId: 't', isSuperAdmin: false }, sent(), true],
    ['a receiver of that folio', me, sent(['u1']), true],
    ['a receiver of another folio', me, file({ ownerId: 'u2', submissionFolios: [submissionsOf('u2', ['u3'])] }), false],
    ['another user', me, sent(['u3']), false],
    ['a super admin', admin, sent(), false],
  ])('a file sent with a submission is read by %s → %s', (_name, user, blob, allowed) => {
    expect(can(user, read(blob))).toBe(allowed);
    expect(canServeBlob(user, blob, 'original', false)).toBe(allowed);
  });

  it('never serves a file sent with a submission to a visitor without a token or signature', () => {
    expect(canServeBlob(null, sent(['u1']), 'original', false)).toBe(false);
    expect(canServeBlob(null, sent(['u1']), 'preview', false)).toBe(false);
  });
});

describe('can: submissions and charts', () => {
  const chart = (authorId: string, folio: typeof mine, isPublished: boolean) => ({ authorId, folio, isPublished });
  const rows: Array<[string, typeof me, Action, boolean]> = [
    ['a user edits a chart of their own folio', me, { kind: 'visualization.edit', visualization: chart('u1', mine, false) }, true],
    ['a user edits a chart of someone else’s public folio', me, { kind: 'visualization.edit', visualization: chart('u2', theirsPublic, true) }, false],
    ['a user edits their own chart counting someone else’s folio', me, { kind: 'visualization.edit', visualization: chart('u1', theirsPublic, false) }, false],
    ['a super admin edits someone else’s chart', admin, { kind: 'visualization.edit', visualization: chart('u2', theirsPrivate, false) }, false],
    ['a user reads the working settings of their own chart', me, { kind: 'visualization.read', visualization: chart('u1', mine, false), copy: 'working' }, true],
    ['a user reads the working settings of someone else’s published chart', me, { kind: 'visualization.read', visualization: chart('u2', theirsPublic, true), copy: 'working' }, false],
    ['a user reads someone else’s published chart of a public folio', me, { kind: 'visualization.read', visualization: chart('u2', theirsPublic, true), copy: 'published' }, true],
    ['a user reads someone else’s unpublished chart of a public folio', me, { kind: 'visualization.read', visualization: chart('u2', theirsPublic, false), copy: 'published' }, false],
    ['a user reads someone else’s published chart of a private folio', me, { kind: 'visualization.read', visualization: chart('u2', theirsPrivate, true), copy: 'published' }, false],
    ['a user reads the published variant of their own unpublished chart', me, { kind: 'visualization.read', visualization: chart('u1', mine, false), copy: 'published' }, true],
  ];
  it.each(rows)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });

  it.each([
    ['a published chart of a public folio', chart('u2', theirsPublic, true), 'published', true],
    ['an unpublished chart of a public folio', chart('u2', theirsPublic, false), 'published', false],
    ['a published chart of a private folio', chart('u2', theirsPrivate, true), 'published', false],
    ['the working settings of a published chart', chart('u2', theirsPublic, true), 'working', false],
  ] as const)('a guest reads %s → %s', (_name, visualization, copy, allowed) => {
    expect(guestCan({ kind: 'visualization.read', visualization, copy })).toBe(allowed);
  });
});

describe('can: shares', () => {
  // How a share reaches the caller (to them, a group they are in, the owner's followers, a link) is merged into one
  // grant by services/shares/grants.ts (tested against PostgreSQL in routes/shares); here: what each grant allows.
  const grant = (over: Partial<ShareGrant> = {}): ShareGrant => ({ canEditContent: false, canEditSettings: false, canPublish: false, canShare: false, workingCopy: true, ...over });
  const levels: Array<[string, ShareGrant | null]> = [
    ['no share (or a revoked or expired one)', null],
    ['a view share', grant()],
    ['an edit-content share', grant({ canEditContent: true })],
    ['an edit-settings share', grant({ canEditSettings: true })],
    ['a content-and-settings share with publishing', grant({ canEditContent: true, canEditSettings: true, canPublish: true })],
    ['a view share that may share further', grant({ canShare: true })],
    ['a view of the published snapshot only (a bought view licence)', grant({ workingCopy: false })],
  ];
  // expected per level, in the order of `levels`
  const folioExpect: Record<string, boolean[]> = {
    'folio.read': [false, true, true, true, true, true, true],
    'folio.readWorkingCopy': [false, true, true, true, true, true, false],
    'folio.edit': [false, false, true, true, true, false, false],
    'folio.editContent': [false, false, true, false, true, false, false],
    'folio.editSettings': [false, false, false, true, true, false, false],
    'folio.history': [false, false, true, true, true, false, false],
    'folio.restore': [false, false, true, false, true, false, false],
    'folio.publish': [false, false, false, false, true, false, false],
    'folio.delete': [false, false, false, false, false, false, false],
    'folio.copy': [false, false, false, false, false, false, false],
  };
  const rows: Row[] = [];
  for (const [kind, expected] of Object.entries(folioExpect)) {
    levels.forEach(([name, share], i) => {
      rows.push([`${kind}: a sharee with ${name} on a private folio`, me, { kind, folio: { ...theirsPrivate, share } } as Action, expected[i]!]);
    });
  }
  const assetExpect: Record<string, boolean[]> = {
    'asset.read': [false, true, true, true, true, true, true],
    'asset.edit': [false, false, true, true, true, false, false],
    'asset.delete': [false, false, false, false, false, false, false],
    'asset.listPurchases': [false, false, false, false, false, false, false],
  };
  for (const [kind, expected] of Object.entries(assetExpect)) {
    levels.forEach(([name, share], i) => {
      rows.push([`${kind}: a sharee with ${name} on a private asset`, me, { kind, asset: { ...theirsPrivate, share } } as Action, expected[i]!]);
    });
  }
  const libraryExpect: Record<string, boolean[]> = {
    'library.read': [false, true, true, true, true, true, true],
    'library.edit': [false, false, true, true, true, false, false],
    'library.delete': [false, false, false, false, false, false, false],
  };
  for (const [kind, expected] of Object.entries(libraryExpect)) {
    levels.forEach(([name, share], i) => {
      rows.push([`${kind}: a sharee with ${name} on a private library`, me, { kind, library: { ...theirPrivateLib, share } } as Action, expected[i]!]);
    });
  }
  levels.forEach(([name, share], i) => {
    rows.push([`share.manage: a sharee with ${name}`, me, { kind: 'share.manage', item: { ownerId: 'u2', share } }, [false, false, false, false, false, true, false][i]!]);
    rows.push([`submission.create: a sharee with ${name} fills a published private form`, me, { kind: 'submission.create', folio: { ...theirsPrivate, isPublished: true, share } }, i > 0]);
    rows.push([`visualization.read: a sharee with ${name} reads a published chart of the private folio`, me, { kind: 'visualization.read', visualization: { authorId: 'u2', folio: { ...theirsPrivate, share }, isPublished: true }, copy: 'published' }, i > 0]);
    // issue 26: a chart and a file follow the rights of the folio that shows them
    rows.push([`visualization.read: a sharee with ${name} reads the working settings of a chart of the private folio`, me, { kind: 'visualization.read', visualization: { authorId: 'u2', folio: { ...theirsPrivate, share }, isPublished: false }, copy: 'working' }, [false, true, true, true, true, true, false][i]!]);
    rows.push([`visualization.read: a sharee with ${name} reads an unpublished chart's published settings`, me, { kind: 'visualization.read', visualization: { authorId: 'u2', folio: { ...theirsPrivate, share }, isPublished: false }, copy: 'published' }, false]);
    rows.push([`blob.read: a sharee with ${name} reads a private file the folio's working copy shows`, me, { kind: 'blob.read', blob: { ownerId: 'u2', assets: [{ ...theirsPrivate, isForSale: false }], isAvatar: false, isPublished: false, placedIn: [{ ...theirsPrivate, share, copy: 'working' }] }, part: 'original' }, [false, true, true, true, true, true, false][i]!]);
    rows.push([`blob.read: a sharee with ${name} reads a private file the folio's published snapshot shows`, me, { kind: 'blob.read', blob: { ownerId: 'u2', assets: [], isAvatar: false, isPublished: false, placedIn: [{ ...theirsPrivate, share, copy: 'published' }] }, part: 'preview' }, i > 0]);
  });
  rows.push(['share.manage: the owner', me, { kind: 'share.manage', item: { ownerId: 'u1', share: null } }, true]);
  rows.push(['share.manage: a super admin on someone else’s item', admin, { kind: 'share.manage', item: { ownerId: 'u2', share: null } }, false]);
  rows.push(['share.manage: anyone on a system library', me, { kind: 'share.manage', item: { ownerId: null, share: null } }, false]);
  rows.push(['folio.readSubmissions: a sharee with every right is no receiver', me, { kind: 'folio.readSubmissions', folio: { authorId: 'u2', receiverIds: [] } }, false]);

  it.each(rows)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });

  it.each([
    ['a private folio without a link', theirsPrivate, false],
    ['a private folio through a live link (view grant)', { ...theirsPrivate, share: grant() }, true],
    ['a public folio', theirsPublic, true],
  ])('a guest reads %s → %s', (_name, folio, allowed) => {
    expect(guestCan({ kind: 'folio.read', folio })).toBe(allowed);
    expect(guestCan({ kind: 'submission.create', folio: { ...folio, isPublished: true } })).toBe(allowed);
  });
});

describe('can: groups, follows and comments', () => {
  const folio = (hasCommentSection: boolean, over: { isPublic?: boolean; share?: ShareGrant | null } = {}) => ({ ...theirsPublic, ...over, hasCommentSection });
  const comment = (authorId: string | null, folioAuthorId = 'u2') => ({ authorId, folioAuthorId });
  const rows: Row[] = [
    ['a user edits their own account group', me, { kind: 'group.edit', group: { ownerId: 'u1' } }, true],
    ['a user edits someone else’s account group', me, { kind: 'group.edit', group: { ownerId: 'u2' } }, false],
    ['a super admin edits someone else’s account group', admin, { kind: 'group.edit', group: { ownerId: 'u1' } }, false],
    ['a user follows someone else', me, { kind: 'user.follow', userId: 'u2' }, true],
    ['a user follows themself', me, { kind: 'user.follow', userId: 'u1' }, false],
    ['a user comments as themself on a public folio with a section', me, { kind: 'comment.create', folio: folio(true), authorId: 'u1' }, true],
    ['a user comments as someone else', me, { kind: 'comment.create', folio: folio(true), authorId: 'u3' }, false],
    ['a user comments on a folio without a section', me, { kind: 'comment.create', folio: folio(false), authorId: 'u1' }, false],
    ['a user comments on a private folio they cannot read', me, { kind: 'comment.create', folio: folio(true, { isPublic: false }), authorId: 'u1' }, false],
    ['a sharee comments on a private folio shared with them', me, { kind: 'comment.create', folio: folio(true, { isPublic: false, share: { canEditContent: false, canEditSettings: false, canPublish: false, canShare: false, workingCopy: true } }), authorId: 'u1' }, true],
    ['a user updates their own comment as themself', me, { kind: 'comment.update', comment: comment('u1'), authorId: 'u1' }, true],
    ['a user updates their own comment claiming another author', me, { kind: 'comment.update', comment: comment('u1'), authorId: 'u3' }, false],
    ['a user updates someone else’s comment', me, { kind: 'comment.update', comment: comment('u3'), authorId: 'u1' }, false],
    ['the folio’s owner updates a visitor’s comment', me, { kind: 'comment.update', comment: comment('u3', 'u1'), authorId: 'u1' }, false],
    ['a user deletes their own comment', me, { kind: 'comment.delete', comment: comment('u1') }, true],
    ['the folio’s owner deletes a visitor’s comment', me, { kind: 'comment.delete', comment: comment('u3', 'u1') }, true],
    ['a user deletes someone else’s comment on someone else’s folio', me, { kind: 'comment.delete', comment: comment('u3') }, false],
    ['a super admin deletes someone else’s comment', admin, { kind: 'comment.delete', comment: comment('u3') }, false],
    ['the folio’s owner hides a comment', me, { kind: 'comment.moderate', comment: comment('u3', 'u1') }, true],
    ['a user makes a copy of someone else’s public published template', me, { kind: 'folio.useTemplate', folio: { ...theirsPublic, isPublished: true }, offer: 'edit' }, true],
    ['a user uses a public folio offered with no free copy licence', me, { kind: 'folio.useTemplate', folio: { ...theirsPublic, isPublished: true }, offer: null }, false],
    ['a user uses an unpublished template', me, { kind: 'folio.useTemplate', folio: { ...theirsPublic, isPublished: false }, offer: 'edit' }, false],
    ['a user uses a private template they cannot read', me, { kind: 'folio.useTemplate', folio: { ...theirsPrivate, isPublished: true }, offer: 'edit' }, false],
    ['a user uses their own folio as a template (they copy it instead)', me, { kind: 'folio.useTemplate', folio: { ...mine, isPublished: true }, offer: 'edit' }, false],
    ['an item’s owner edits its licence options', me, { kind: 'licenseOption.edit', item: { ownerId: 'u1' } }, true],
    ['a user edits the licence options of someone else’s item', me, { kind: 'licenseOption.edit', item: { ownerId: 'u2' } }, false],
    ['a super admin edits the licence options of someone else’s item', admin, { kind: 'licenseOption.edit', item: { ownerId: 'u2' } }, false],
    ['a super admin edits the licence options of a system library', admin, { kind: 'licenseOption.edit', item: { ownerId: null } }, false],
    ['a comment’s author hides it on someone else’s folio', me, { kind: 'comment.moderate', comment: comment('u1') }, false],
  ];
  it.each(rows)('%s → %s', (_name, user, action, allowed) => {
    expect(can(user, action)).toBe(allowed);
  });
});

describe('can: licence rights of a bought or template copy (every licence type × every action its holder could take)', () => {
  const owned = (licence: LicenseDetails | null) => ({ authorId: 'u1', isPublic: true, share: null, licence });
  // The table the issue asks for, written out: what the holder of each licence may do with what they bought.
  // Only "Resell copies" lets its holder offer, sell, list or hand the item on (issue 25).
  const Y = true;
  const N = false;
  const TABLE: Record<LicenseType, Record<LicenceAction, boolean>> = {
    //          editContent editSettings copy copyTransfer share shareFurther offerTemplate sell listMarketplace collectSubmissions export delete
    view: { editContent: N, editSettings: N, copy: N, copyTransfer: N, share: N, shareFurther: N, offerTemplate: N, sell: N, listMarketplace: N, collectSubmissions: N, export: N, delete: N },
    personal: { editContent: N, editSettings: Y, copy: N, copyTransfer: N, share: N, shareFurther: N, offerTemplate: N, sell: N, listMarketplace: N, collectSubmissions: Y, export: Y, delete: Y },
    edit: { editContent: Y, editSettings: Y, copy: Y, copyTransfer: N, share: N, shareFurther: N, offerTemplate: N, sell: N, listMarketplace: N, collectSubmissions: Y, export: Y, delete: Y },
    submissions: { editContent: N, editSettings: Y, copy: N, copyTransfer: N, share: Y, shareFurther: N, offerTemplate: N, sell: N, listMarketplace: N, collectSubmissions: Y, export: Y, delete: Y },
    site: { editContent: Y, editSettings: Y, copy: Y, copyTransfer: N, share: Y, shareFurther: N, offerTemplate: N, sell: N, listMarketplace: N, collectSubmissions: Y, export: Y, delete: Y },
    resale: { editContent: Y, editSettings: Y, copy: Y, copyTransfer: Y, share: Y, shareFurther: Y, offerTemplate: Y, sell: Y, listMarketplace: Y, collectSubmissions: Y, export: Y, delete: Y },
  };
  for (const type of LICENSE_TYPES) {
    const details = LICENSE_TYPE_INFO[type].details;
    const folio = owned(details);
    const item = { ownerId: 'u1', share: null, licence: details };
    const sharee = (grant: Partial<ShareGrant>) => ({ ...folio, authorId: 'u2', share: { canEditContent: false, canEditSettings: false, canPublish: false, canShare: false, workingCopy: true, ...grant } });
    for (const action of LICENCE_ACTIONS) {
      const expected = TABLE[type][action];
      it(`${type} × ${action} → ${expected}`, () => {
        expect(licenceAllows(details, action)).toBe(expected);
        switch (action) {
          case 'editContent':
            expect(can(me, { kind: 'folio.editContent', folio })).toBe(expected);
            // a sharee given content editing is held to the owner's licence too
            expect(can(me, { kind: 'folio.editContent', folio: sharee({ canEditContent: true }) })).toBe(expected);
            break;
          case 'editSettings':
            expect(can(me, { kind: 'folio.editSettings', folio })).toBe(expected);
            expect(can(me, { kind: 'folio.editSettings', folio: sharee({ canEditSettings: true }) })).toBe(expected);
            break;
          case 'copy':
            expect(can(me, { kind: 'folio.copy', folio })).toBe(expected);
            break;
          case 'copyTransfer':
            expect(can(me, { kind: 'folio.copyTransfer', folio })).toBe(expected);
            break;
          case 'share':
            expect(can(me, { kind: 'share.manage', item })).toBe(expected);
            expect(can(me, { kind: 'share.manage', item: { ...item, ownerId: 'u2', share: sharee({ canShare: true }).share } })).toBe(expected);
            break;
          case 'shareFurther':
            expect(can(me, { kind: 'share.giveShareRight', item })).toBe(expected);
            break;
          case 'offerTemplate':
            // someone else takes it as a template only when its holder's licence allows offering it
            expect(can(other, { kind: 'folio.useTemplate', folio: { ...folio, isPublished: true }, offer: 'edit' })).toBe(expected);
            break;
          case 'sell':
          case 'listMarketplace':
            expect(can(me, { kind: 'licenseOption.edit', item })).toBe(expected);
            break;
          case 'collectSubmissions':
          case 'export':
            expect(can(me, { kind: 'submission.create', folio: { ...folio, isPublished: true } })).toBe(expected);
            expect(guestCan({ kind: 'submission.create', folio: { ...folio, isPublished: true } })).toBe(expected);
            break;
          case 'delete':
            expect(can(me, { kind: 'folio.delete', folio })).toBe(expected);
            break;
        }
        if (action === 'editContent') {
          // the server's editable() applies the model's rule (spec §4) on top
          const refusal = editRefusal({ licenseDetails: details, hasBeenPurchased: true }, { editContent: true, signedIn: true });
          expect(refusal === null).toBe(expected);
        }
      });
    }
  }

  it('the author’s own work (no licence) carries every right', () => {
    const folio = owned(null);
    for (const kind of ['folio.copy', 'folio.copyTransfer'] as const) expect(can(me, { kind, folio })).toBe(true);
    expect(can(me, { kind: 'share.manage', item: { ownerId: 'u1', share: null, licence: null } })).toBe(true);
    expect(can(me, { kind: 'submission.create', folio: { ...folio, isPublished: true } })).toBe(true);
  });
});

describe('can: analytics dashboard links', () => {
  it('a guest holding a live link reads that one item’s dashboard, no other, and nothing once it is deleted', () => {
    expect(guestCan({ kind: 'analytics.readLink', link: { entityType: 'website', entityId: 'w1' }, entity: { type: 'website', id: 'w1' } })).toBe(true);
    expect(guestCan({ kind: 'analytics.readLink', link: { entityType: 'website', entityId: 'w1' }, entity: { type: 'folio', id: 'w1' } })).toBe(false);
    expect(guestCan({ kind: 'analytics.readLink', link: null, entity: { type: 'website', id: 'w1' } })).toBe(false);
  });
});

describe('can: personal access tokens (issue 30) — session or token × every reach and access', () => {
  const token = (scopes: string[]): AuthUser => ({ userId: 'u1', tokenId: 'p1', isSuperAdmin: false, scopes: scopes as AuthUser['scopes'] });
  const areas = ['folios', 'assets', 'libraries', 'websites', 'submissions', 'analytics', 'commerce', 'webhooks', 'admin'] as const;
  it('a session reaches every route; a token only its areas, writes with :write, who it is, and never a session’s routes', () => {
    for (const area of areas) {
      for (const access of ['read', 'write'] as const) {
        const reach = { area };
        expect(can(me, { kind: 'token.reach', reach, access }), `session ${area} ${access}`).toBe(true);
        expect(can(token([`${area}:read`]), { kind: 'token.reach', reach, access }), `${area}:read ${access}`).toBe(access === 'read');
        expect(can(token([`${area}:write`]), { kind: 'token.reach', reach, access }), `${area}:write ${access}`).toBe(true);
        const elsewhere = areas.find((a) => a !== area)!;
        expect(can(token([`${elsewhere}:write`]), { kind: 'token.reach', reach, access }), `${elsewhere}:write on ${area}`).toBe(false);
      }
    }
    expect(can(token([]), { kind: 'token.reach', reach: 'profile', access: 'read' })).toBe(true);
    expect(can(token(['folios:write']), { kind: 'token.reach', reach: 'profile', access: 'write' })).toBe(false);
    expect(can(token(['admin:write']), { kind: 'token.reach', reach: 'session', access: 'read' })).toBe(false);
    expect(can(me, { kind: 'token.reach', reach: 'session', access: 'write' })).toBe(true);
  });
  it('tokens are managed in a session by their owner or an administrator of the account; admin scopes only by an administrator', () => {
    const ordinary = { id: 'u1', isAdmin: false, isSuperAdmin: false };
    const someoneElse = { id: 'u2', isAdmin: false, isSuperAdmin: false };
    expect(can(me, { kind: 'token.manage', owner: ordinary })).toBe(true);
    expect(can(me, { kind: 'token.manage', owner: someoneElse })).toBe(false);
    expect(can(token(['admin:write']), { kind: 'token.manage', owner: ordinary })).toBe(false);
    expect(can(admin, { kind: 'token.manage', owner: someoneElse })).toBe(true);
    expect(can({ ...admin, scopes: ['admin:write'] }, { kind: 'token.manage', owner: someoneElse })).toBe(false);
    expect(can(me, { kind: 'token.grantAdminScope' })).toBe(false);
    expect(can(admin, { kind: 'token.grantAdminScope' })).toBe(true);
    expect(can({ userId: 'a2', tokenId: 't', isSuperAdmin: false, isAdmin: true }, { kind: 'token.grantAdminScope' })).toBe(true);
  });
  it('a webhook is its owner’s alone; subscribing is the owner’s, with a token only to events it may read', () => {
    const hook = { ownerId: me.userId };
    expect(can(me, { kind: 'webhook.manage', webhook: hook })).toBe(true);
    expect(can({ ...me, userId: 'someone else' }, { kind: 'webhook.manage', webhook: hook })).toBe(false);
    expect(can({ userId: 'root', tokenId: 't', isSuperAdmin: true, isAdmin: true }, { kind: 'webhook.manage', webhook: hook })).toBe(false);
    expect(can(me, { kind: 'webhook.subscribe', ownerId: me.userId, events: ['submission.created', 'order.paid'] })).toBe(true);
    expect(can(me, { kind: 'webhook.subscribe', ownerId: 'someone else', events: ['folio.published'] })).toBe(false);
    expect(can(token(['webhooks:write']), { kind: 'webhook.subscribe', ownerId: me.userId, events: ['folio.published'] })).toBe(false);
    expect(can(token(['webhooks:write', 'folios:read']), { kind: 'webhook.subscribe', ownerId: me.userId, events: ['folio.published', 'comment.created'] })).toBe(true);
    expect(can(token(['webhooks:write', 'folios:read']), { kind: 'webhook.subscribe', ownerId: me.userId, events: ['folio.published', 'order.refunded'] })).toBe(false);
    expect(can(token(['webhooks:write', 'submissions:write', 'commerce:read']), { kind: 'webhook.subscribe', ownerId: me.userId, events: ['submission.updated', 'order.paid'] })).toBe(true);
  });
});
