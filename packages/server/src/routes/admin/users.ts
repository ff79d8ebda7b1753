import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { listAudit } from '../../services/admin/audit.ts';
import { changeAccountType, changeEmail, createUser, sendPasswordReset, setActive, updateUser, userDetail, type AdminDeps } from '../../services/admin/users.ts';
import { listUsers } from '../../services/admin/userList.ts';
import { KeysetQuery, PaginationQuery, keysetPageOf } from '../pagination.ts';
import { ONLY_SUPER_ADMINS } from './admin.ts';

const day = (what: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${what} must be a day written YYYY-MM-DD`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${what} is not a day of the calendar`)
    .optional();

const AuditQuery = PaginationQuery.extend({
  userId: z.string().max(100).optional().describe('Only the entries about this account'),
  action: z.string().max(100).optional().describe('Only this action, by its stored name (user.deactivate, …)'),
  person: z.string().max(200).optional().describe('Part of a name or email address of the administrator or of the account'),
  from: day('"from"').describe('From this day (UTC), included'),
  to: day('"to"').describe('To this day (UTC), included'),
});

const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
const ManagedUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  accountTypeId: z.number().int(),
  accountTypeName: z.string(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  isAdmin: z.boolean(),
  isSuperAdmin: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
const IdParams = z.object({ id: z.string().max(100) });
const email = z.string().trim().toLowerCase().email().max(254);

/** Administration of accounts (spec §7 Users; issue 15). Who may act on whom is `can()`'s. */
export async function adminUserRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const deps = (): AdminDeps => ({ db, mail: app.deps.mail, appOrigin: app.deps.config.APP_ORIGIN });
  const tags = ['admin'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/users/management',
    {
      schema: {
        tags,
        security,
        summary: 'Accounts with search (name, email), filters and sort (admins and super admins)',
        querystring: KeysetQuery.extend({
          search: z.string().max(200).optional(),
          accountTypeId: z.coerce.number().int().optional(),
          active: bool.optional(),
          verified: bool.optional(),
          admin: bool.optional().describe('Admins and super admins (true) or neither (false)'),
          sort: z.enum(['newest', 'oldest', 'name', 'email']).optional(),
        }),
        response: { 200: keysetPageOf(ManagedUser) },
      },
    },
    async (req) => listUsers(db, requireUser(req), req.query),
  );
  app.get('/api/users/management/:id', { schema: { tags, security, summary: 'One account: type, storage, sessions, login history', params: IdParams } }, async (req) =>
    userDetail(db, requireUser(req), req.params.id),
  );
  app.post(
    '/api/users',
    {
      schema: {
        tags,
        security,
        summary: 'Make an account; its owner gets a mail to choose a password',
        body: z.strictObject({ email, displayName: z.string().trim().min(1).max(100), accountTypeId: z.number().int().optional() }),
        response: { 201: ManagedUser },
      },
    },
    async (req, reply) => reply.code(201).send(await createUser(deps(), requireUser(req), req.body)),
  );
  app.put(
    '/api/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit an account (isAdmin: super admins only; the super-admin flag is not editable)',
        params: IdParams,
        body: z.strictObject({ displayName: z.string().trim().min(1).max(100).optional(), businessName: z.string().max(100).optional(), isAdmin: z.boolean().optional() }),
        response: { 200: ManagedUser },
      },
    },
    async (req) => updateUser(db, requireUser(req), req.params.id, req.body),
  );
  app.post('/api/users/:id/activate', { schema: { tags, security, summary: 'Activate an account', params: IdParams, response: { 200: ManagedUser } } }, async (req) =>
    setActive(db, requireUser(req), req.params.id, true),
  );
  app.post('/api/users/:id/deactivate', { schema: { tags, security, summary: 'Deactivate an account: its sessions end at once', params: IdParams, response: { 200: ManagedUser } } }, async (req) =>
    setActive(db, requireUser(req), req.params.id, false),
  );
  app.post('/api/users/:id/reset-password', { schema: { tags, security, summary: 'Mail the user a password reset link', params: IdParams, response: { 204: z.null() } } }, async (req, reply) => {
    await sendPasswordReset(deps(), requireUser(req), req.params.id);
    return reply.code(204).send(null);
  });
  app.post(
    '/api/users/:id/change-email',
    { schema: { tags, security, summary: 'Change the email: verified at the new address, the old one is told', params: IdParams, body: z.strictObject({ email }), response: { 200: ManagedUser } } },
    async (req) => changeEmail(deps(), requireUser(req), req.params.id, req.body.email),
  );
  app.post(
    '/api/users/:id/changeAccountType',
    { schema: { tags, security, summary: 'Change the account type (nothing stored is removed when lowered)', params: IdParams, body: z.strictObject({ accountTypeId: z.number().int() }), response: { 200: ManagedUser } } },
    async (req) => changeAccountType(db, requireUser(req), req.params.id, req.body.accountTypeId),
  );
  app.get(
    '/api/admin/audit',
    { schema: { tags, security, summary: 'What administrators did, newest first, filtered (super admins only)', querystring: AuditQuery } },
    async (req) => {
      const user = requireUser(req);
      if (!can(user, { kind: 'admin.readAudit' })) throw forbidden(ONLY_SUPER_ADMINS);
      const { userId, ...filter } = req.query;
      if (filter.from && filter.to && filter.from > filter.to) throw badRequest('The "from" day is after the "to" day: choose a "from" day on or before the "to" day.');
      return listAudit(db, { ...filter, targetUserId: userId });
    },
  );
}
