// Strangers cannot use up a form owner's monthly submissions (issue 24): one address is slowed long before the
// month's allowance is gone, and the month counts stored submissions only.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { submissions } from '../../db/schema.ts';
import { SESSION, SITES, answers, publishedForm } from './testing.ts';

const t = await createTestApp({ SITES_ORIGIN: `http://${SITES}`, SUBMISSION_OWNER_RATE_LIMIT: '3' });
const { app, db } = t;

const send = (folioId: string, address: string, over: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/public/api/submissions',
    headers: { host: SITES, 'x-session': SESSION },
    remoteAddress: address,
    payload: { folioId, buttonId: 'send', data: answers(), ...over },
  });

const stored = async (folioId: string) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(submissions).where(eq(submissions.folioId, folioId)))[0]!.n;

describe('submissions from one address to one owner', () => {
  it('are slowed with 429 and Retry-After after SUBMISSION_OWNER_RATE_LIMIT stored ones; other addresses and owners are not', async () => {
    const { folio } = await publishedForm(app, db);
    const second = await publishedForm(app, db);
    const flooder = '198.51.100.20';
    expect((await send(folio.id, flooder)).statusCode).toBe(201);
    // Refused attempts (a wrong answer, a filled honeypot) are not counted.
    expect((await send(folio.id, flooder, { data: answers({ age: 9 }) })).statusCode).toBe(400);
    expect((await send(folio.id, flooder, { website: 'spam' })).statusCode).toBe(201);
    expect((await send(folio.id, flooder)).statusCode).toBe(201);
    expect((await send(folio.id, flooder)).statusCode).toBe(201);
    const slowed = await send(folio.id, flooder);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(3600);
    expect(slowed.json().message).toMatch(/^This form has received as many answers from your address as it takes for now; please try again in \d+ hours\.$/);
    expect(await stored(folio.id)).toBe(3);
    // Long before the owner's month (1,000 on Free) is gone; another address still sends, and so does this one elsewhere.
    expect((await send(folio.id, '198.51.100.21')).statusCode).toBe(201);
    expect((await send(second.folio.id, flooder)).statusCode).toBe(201);
  });
});

describe('the owner’s monthly submissions', () => {
  it('count stored submissions only: refused attempts do not use them, and parallel ones at the edge store exactly one', async () => {
    const { folio } = await publishedForm(app, db);
    await db.execute(sql`insert into submissions (folio_id, button_id, folio_version, data) select ${folio.id}, 'send', 1, '{}'::jsonb from generate_series(1, 999)`);
    for (const bad of [{ data: answers({ age: 9 }) }, { data: answers({ colour: [] }) }, { website: 'spam' }, { buttonId: 'nope' }]) {
      expect((await send(folio.id, '203.0.113.30', bad)).statusCode).not.toBe(403);
    }
    // Ten visitors at once for the last one of the month: one is stored, the others hear the month is full.
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => send(folio.id, `203.0.113.${40 + i}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403, 403, 403, 403, 403, 403, 403]);
    expect(await stored(folio.id)).toBe(1000);
    const late = await send(folio.id, '203.0.113.60');
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe("This form's owner has received this month's 1,000 submissions, the limit of a Free account; try again next month.");
  });
});
