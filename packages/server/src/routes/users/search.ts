import { z } from 'zod';
import type { App } from '../../app.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { SEARCH_MAX, accountsByIds, searchAccounts } from '../../services/users/search.ts';

const AccountCards = z.array(z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() }));
const SearchQuery = z.object({
  name: z.string().max(200).describe('At least 2 characters of a display or business name, or an exact email address'),
});
const ByIdsQuery = z.object({
  id: z
    .union([z.string().max(100), z.array(z.string().max(100)).max(100)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .describe('User ids; repeat for several (at most 100)'),
});

/** Finding accounts to name as receivers (and, later, sharees): signed-in users only, never emails in answers. */
export async function userSearchRoutes(app: App): Promise<void> {
  const { db } = app.deps.database;
  const tags = ['users'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/users/search',
    {
      schema: { tags, security, summary: `Up to ${SEARCH_MAX} active accounts matching a name or an exact email`, querystring: SearchQuery, response: { 200: AccountCards } },
    },
    async (req) => {
      requireUser(req);
      return searchAccounts(db, req.query.name);
    },
  );
  app.get(
    '/api/users/searchByIDs',
    {
      schema: { tags, security, summary: 'Names and avatars of the accounts with these ids (unknown ids are left out)', querystring: ByIdsQuery, response: { 200: AccountCards } },
    },
    async (req) => {
      requireUser(req);
      return accountsByIds(db, req.query.id);
    },
  );
}
