/**
 * Managing accounts (issue 15): the user list with search and filters, a user's page, and the actions —
 * create (an invitation to choose a password), edit, activate, deactivate (sessions end at once), send a password
 * reset, change the email (verified at the new address, the old one told), change the account type. `can()`
 * decides who may act on whom; every action is audited in its transaction.
 */
import { ACCOUNT_TYPES, accountTypeOf, type ManagedUser as ManagedUserView } from '@folio/model';
import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/authenticate.ts';
import { can, type ManagedUser } from '../../auth/can.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db, Executor } from '../../db/client.ts';
import { accessTokens, loginLogs, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import type { MailService } from '../../mail/service.ts';
import { emailChangedMail, invitationMail, passwordResetMail, verificationMail } from '../../mail/templates.ts';
import { issueOneTimeToken } from '../auth/oneTimeTokens.ts';
import { resetLink } from '../auth/passwordReset.ts';
import { verificationLink } from '../auth/registration.ts';
import { isUniqueViolation, isUuid } from '../folios/folios.ts';
import { effectiveAccountTypeId } from '../payments/accountLicenses.ts';
import { storageUsed } from '../uploads/storageLimits.ts';
import { audit } from './audit.ts';

export const ADMIN_TEXTS = {
  notAllowed: 'You cannot manage this account',
  notFound: 'No user with this id',
  lastSuperAdmin: 'This is the last active super admin; make another one first',
  self: 'You cannot deactivate your own account',
  emailTaken: 'An account with this email already exists',
  sameEmail: 'This is already the account’s email',
  unknownType: 'No account type with this id',
  onlySuperAdmins: 'Only super admins can make or unmake admins',
} as const;

export interface AdminDeps {
  db: Db;
  mail: MailService;
  appOrigin: string;
}

export type ManagedUserRow = ManagedUserView;


// Written out: inside a one-table query Drizzle leaves column names unqualified, which the subquery would misread.
export const lastLogin = sql<Date | null>`(select max(l.created_at) from login_logs l where l.user_id = "users"."id" and l.success)`;

/** The columns a managed user's row shows: a list selects only these (not the password hash, settings or profile). */
export const MANAGED_COLUMNS = {
  id: users.id,
  email: users.email,
  displayName: users.displayName,
  accountTypeId: users.accountTypeId,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
  isAdmin: users.isAdmin,
  superAdmin: users.superAdmin,
  createdAt: users.createdAt,
};
type ManagedColumns = { [K in keyof typeof MANAGED_COLUMNS]: (typeof users.$inferSelect)[K] };

export function present(u: ManagedColumns, last: Date | string | null): ManagedUserRow {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    accountTypeId: u.accountTypeId,
    accountTypeName: accountTypeOf(u.accountTypeId).name,
    isActive: u.isActive,
    isVerified: u.emailVerifiedAt !== null,
    isAdmin: u.isAdmin,
    isSuperAdmin: u.superAdmin,
    createdAt: u.createdAt.toISOString(),
    lastLoginAt: last ? new Date(last).toISOString() : null,
  };
}

async function targetOf(db: Executor, id: string): Promise<typeof users.$inferSelect> {
  const [row] = isUuid(id) ? await db.select().from(users).where(eq(users.id, id)) : [];
  if (!row) throw notFound(ADMIN_TEXTS.notFound);
  return row;
}

const managed = (u: typeof users.$inferSelect): ManagedUser => ({ id: u.id, isAdmin: u.isAdmin, isSuperAdmin: u.superAdmin });

/** An account as deciding who manages it needs it (404 when there is none). */
export async function managedTarget(db: Executor, id: string): Promise<ManagedUser> {
  return managed(await targetOf(db, id));
}

function mayManage(actor: AuthUser, target: typeof users.$inferSelect): void {
  if (!can(actor, { kind: 'admin.manageUser', target: managed(target) })) throw forbidden(ADMIN_TEXTS.notAllowed);
}

/** A user's page: the account, its type and storage used, sessions, recent logins. */
export async function userDetail(db: Executor, actor: AuthUser, id: string) {
  if (!can(actor, { kind: 'admin.listUsers' })) throw forbidden(ADMIN_TEXTS.notAllowed);
  const u = await targetOf(db, id);
  const [[last], sessions, logins, used, effective] = await Promise.all([
    db.select({ last: lastLogin }).from(users).where(eq(users.id, u.id)),
    db.select({ id: accessTokens.id, createdAt: accessTokens.createdAt, expiresAt: accessTokens.expiresAt }).from(accessTokens).where(and(eq(accessTokens.userId, u.id), isNull(accessTokens.revokedAt), sql`${accessTokens.expiresAt} > now()`)).orderBy(desc(accessTokens.createdAt)).limit(20),
    db.select().from(loginLogs).where(eq(loginLogs.userId, u.id)).orderBy(desc(loginLogs.createdAt)).limit(20),
    storageUsed(db, u.id),
    effectiveAccountTypeId(db, u.id),
  ]);
  const type = accountTypeOf(effective);
  return {
    user: present(u, last?.last ?? null),
    storage: { used, limit: type.storageLimitBytes, accountTypeName: type.name },
    sessions: sessions.map((s) => ({ id: s.id, createdAt: s.createdAt.toISOString(), expiresAt: s.expiresAt.toISOString() })),
    // Another administrator's sign-ins are a super admin's to read (spec §6, decision 36).
    logins: can(actor, { kind: 'admin.readLoginLogs', of: managed(u) }) ? logins.map((l) => ({ success: l.success, reason: l.reason, ip: l.ip, createdAt: l.createdAt.toISOString() })) : [],
    canManage: can(actor, { kind: 'admin.manageUser', target: managed(u) }),
  };
}

/** `POST /api/users`: an account made by an administrator; its owner chooses the password from the mailed link. */
export async function createUser(deps: AdminDeps, actor: AuthUser, input: { email: string; displayName: string; accountTypeId?: number | undefined }): Promise<ManagedUserRow> {
  if (!can(actor, { kind: 'admin.listUsers' })) throw forbidden(ADMIN_TEXTS.notAllowed);
  const type = input.accountTypeId ?? 1;
  if (!ACCOUNT_TYPES.some((t) => t.id === type)) throw badRequest(ADMIN_TEXTS.unknownType);
  const email = input.email.trim().toLowerCase();
  // Nobody knows this password: the account is unusable until its owner sets one through the link.
  const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  const created = await deps.db
    .transaction(async (tx) => {
      const [u] = await tx.insert(users).values({ email, displayName: input.displayName.trim(), passwordHash, accountTypeId: type }).returning();
      const token = await issueOneTimeToken(tx, u!.id, 'reset');
      await deps.mail.enqueue(tx, invitationMail(email, u!.displayName, resetLink(deps.appOrigin, u!.id, token)));
      await audit(tx, { actorId: actor.userId, action: 'user.create', targetUserId: u!.id, after: { email, displayName: u!.displayName, accountTypeId: type } });
      return u!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'users_email_key')) throw conflict(ADMIN_TEXTS.emailTaken);
      throw err;
    });
  deps.mail.flush();
  return present(created, null);
}

/** `PUT /api/users/{id}`: name and business name; `isAdmin` by super admins only. The super-admin flag is not editable. */
export async function updateUser(db: Db, actor: AuthUser, id: string, input: { displayName?: string | undefined; businessName?: string | undefined; isAdmin?: boolean | undefined }): Promise<ManagedUserRow> {
  return db.transaction(async (tx) => {
    const u = await targetOf(tx, id);
    mayManage(actor, u);
    if (input.isAdmin !== undefined && input.isAdmin !== u.isAdmin && !can(actor, { kind: 'admin.setAdmin', target: managed(u) })) throw forbidden(ADMIN_TEXTS.onlySuperAdmins);
    const changes = {
      ...(input.displayName !== undefined ? { displayName: input.displayName.trim() } : {}),
      ...(input.businessName !== undefined ? { businessName: input.businessName.trim() } : {}),
      ...(input.isAdmin !== undefined ? { isAdmin: input.isAdmin } : {}),
    };
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, u[k as keyof typeof u]]));
    const [updated] = await tx.update(users).set({ ...changes, updatedAt: sql`now()` }).where(eq(users.id, u.id)).returning();
    await audit(tx, { actorId: actor.userId, action: 'user.update', targetUserId: u.id, before, after: changes });
    return present(updated!, null);
  });
}

/** Deactivate (every session ends at once; login says the account is deactivated) or activate again. */
export async function setActive(db: Db, actor: AuthUser, id: string, active: boolean): Promise<ManagedUserRow> {
  return db.transaction(async (tx) => {
    const u = await targetOf(tx, id);
    if (!active && !can(actor, { kind: 'admin.deactivateUser', target: managed(u) })) throw forbidden(u.id === actor.userId ? ADMIN_TEXTS.self : ADMIN_TEXTS.notAllowed);
    if (active) mayManage(actor, u);
    if (!active && u.superAdmin) {
      // Serialised on the super admins' rows, so two deactivations at once cannot remove the last one.
      const supers = await tx.select({ id: users.id }).from(users).where(and(eq(users.superAdmin, true), eq(users.isActive, true))).for('update');
      if (supers.length <= 1) throw conflict(ADMIN_TEXTS.lastSuperAdmin);
    }
    const [updated] = await tx.update(users).set({ isActive: active, updatedAt: sql`now()` }).where(eq(users.id, u.id)).returning();
    if (!active) await tx.update(accessTokens).set({ revokedAt: sql`now()` }).where(and(eq(accessTokens.userId, u.id), isNull(accessTokens.revokedAt)));
    await audit(tx, { actorId: actor.userId, action: active ? 'user.activate' : 'user.deactivate', targetUserId: u.id, before: { isActive: u.isActive }, after: { isActive: active } });
    return present(updated!, null);
  });
}

/** `POST /api/users/{id}/reset-password`: the reset mail goes to the user; the administrator never sees a password. */
export async function sendPasswordReset(deps: AdminDeps, actor: AuthUser, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const u = await targetOf(tx, id);
    mayManage(actor, u);
    const token = await issueOneTimeToken(tx, u.id, 'reset');
    await deps.mail.enqueue(tx, passwordResetMail(u.email, u.displayName, resetLink(deps.appOrigin, u.id, token)));
    await audit(tx, { actorId: actor.userId, action: 'user.resetPassword', targetUserId: u.id });
  });
  deps.mail.flush();
}

/** `POST /api/users/{id}/change-email`: the new address must be verified; the old one is told. */
export async function changeEmail(deps: AdminDeps, actor: AuthUser, id: string, newEmail: string): Promise<ManagedUserRow> {
  const email = newEmail.trim().toLowerCase();
  const updated = await deps.db
    .transaction(async (tx) => {
      const u = await targetOf(tx, id);
      mayManage(actor, u);
      if (u.email === email) throw badRequest(ADMIN_TEXTS.sameEmail);
      const [row] = await tx.update(users).set({ email, emailVerifiedAt: null, updatedAt: sql`now()` }).where(eq(users.id, u.id)).returning();
      const token = await issueOneTimeToken(tx, u.id, 'verify');
      await deps.mail.enqueue(tx, verificationMail(email, u.displayName, verificationLink(deps.appOrigin, u.id, token)));
      await deps.mail.enqueue(tx, emailChangedMail(u.email, u.displayName, email));
      await audit(tx, { actorId: actor.userId, action: 'user.changeEmail', targetUserId: u.id, before: { email: u.email }, after: { email } });
      return row!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'users_email_key')) throw conflict(ADMIN_TEXTS.emailTaken);
      throw err;
    });
  deps.mail.flush();
  return present(updated, null);
}

/** `POST /api/users/{id}/changeAccountType`: lowering a type removes nothing already stored. */
export async function changeAccountType(db: Db, actor: AuthUser, id: string, accountTypeId: number): Promise<ManagedUserRow> {
  if (!ACCOUNT_TYPES.some((t) => t.id === accountTypeId)) throw badRequest(ADMIN_TEXTS.unknownType);
  return db.transaction(async (tx) => {
    const u = await targetOf(tx, id);
    mayManage(actor, u);
    const [updated] = await tx.update(users).set({ accountTypeId, updatedAt: sql`now()` }).where(eq(users.id, u.id)).returning();
    await audit(tx, { actorId: actor.userId, action: 'user.changeAccountType', targetUserId: u.id, before: { accountTypeId: u.accountTypeId }, after: { accountTypeId } });
    return present(updated!, null);
  });
}
