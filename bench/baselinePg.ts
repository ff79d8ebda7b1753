// The database baseline (issue 28): a bare Fastify route with `pg` and nothing else (no logger, hooks, plugins or
// validation) reading the row GET /public/api/usersR1/{id} reads — the active user and its avatar's thumbnail key —
// from Folio's own PostgreSQL of the same run, as one prepared statement over a pool of Folio's default size.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const QUERY = {
  name: 'baseline-user',
  text: `SELECT u.id, u.display_name, u.business_name, u.profile_summary, u.friendly_url, u.avatar_blob_id, b.thumbnail_key
         FROM users u LEFT JOIN blobs b ON b.id = u.avatar_blob_id WHERE u.id = $1 AND u.is_active LIMIT 1`,
};

const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/user/:id', async (req, reply) => {
  const { rows } = await pool.query<Record<string, string | null>>({ ...QUERY, values: [req.params.id] });
  const u = rows[0];
  if (!u) return reply.code(404).send({ error: 'Not Found', message: 'No user with this id' });
  return {
    id: u.id,
    displayName: u.display_name,
    businessName: u.business_name,
    profileSummary: u.profile_summary,
    friendlyUrl: u.friendly_url,
    avatarUrl: u.avatar_blob_id ? `/blob/${u.avatar_blob_id}${u.thumbnail_key ? '/thumbnail' : ''}` : null,
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
