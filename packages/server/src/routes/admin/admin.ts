import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { can } from '../../auth/can.ts';
import { forbidden } from '../../errors.ts';
import { listLoginLogs } from '../../services/admin/loginLogs.ts';
import { listOutbox } from '../../services/admin/outbox.ts';
import { PaginationQuery } from '../pagination.ts';
import { LoginLogPage, OutboxPage } from './schema.ts';

const tags = ['admin'];
const security = [{ bearer: [] }];
export const ONLY_SUPER_ADMINS = 'Only super admins can do this';
export const ONLY_ADMINS = 'Only administrators can do this';

export async function adminRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        security,
        summary: 'Every mail Folio wrote, newest first (super admins only)',
        querystring: PaginationQuery,
        response: { 200: OutboxPage },
      },
    },
    async (req) => {
      if (!can(requireUser(req), { kind: 'admin.readOutbox' })) throw forbidden(ONLY_SUPER_ADMINS);
      return listOutbox(db, req.query);
    },
  );

  app.get(
    '/api/users/loginLogs',
    {
      schema: {
        tags,
        security,
        summary: 'Login attempts, newest first, with filters (super admins: all; admins: those of ordinary users and of unknown names)',
        querystring: PaginationQuery.extend({
          user: z.string().max(254).optional().describe('Part of the username as entered, or an account id'),
          success: z.enum(['true', 'false']).optional().describe('true: successful sign-ins; false: refused attempts'),
          reason: z.string().max(40).optional().describe('wrong_password, unknown_email, unverified, deactivated or rate_limited'),
          ip: z.string().max(100).optional().describe('The address, exactly'),
          from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('First day, YYYY-MM-DD (UTC)'),
          to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional().describe('Last day, YYYY-MM-DD (UTC)'),
        }),
        response: { 200: LoginLogPage },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const of = can(user, { kind: 'admin.readLoginLogs', of: 'everyone' }) ? 'everyone' : 'ordinaryUsers';
      if (!can(user, { kind: 'admin.readLoginLogs', of })) throw forbidden(ONLY_ADMINS);
      const { success, ...rest } = req.query;
      return listLoginLogs(db, { ...rest, ...(success !== undefined ? { success: success === 'true' } : {}) }, of);
    },
  );
}
