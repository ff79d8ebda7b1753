// The request log (plugins/requestLog.ts): one line per request, written when it is answered, with what an operator
// needs — method, URL, status, time, request id — and never a token or a share link's capability.
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../test/factories.ts';

const { app, db, logs } = await createTestApp();

interface Line {
  reqId?: string;
  msg?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const linesOf = (reqId: string): Line[] => logs.flatMap((l) => l.split('\n')).filter(Boolean).map((l) => JSON.parse(l) as Line).filter((l) => l.reqId === reqId);

describe('the request log', () => {
  it('writes one line per request with method, URL, status, time and request id, and no secrets', async () => {
    const user = await buildUser(db);
    const token = await tokenFor(db, user.id);
    const ok = await app.inject({ method: 'GET', url: '/api/users/me?share=capability-canary-1', headers: { ...bearer(token), 'x-request-id': 'log-test-1' } });
    expect(ok.statusCode).toBe(200);
    const refused = await app.inject({ method: 'GET', url: '/api/users/me', headers: { 'x-request-id': 'log-test-2' } });
    expect(refused.statusCode).toBe(401);

    for (const [reqId, status] of [['log-test-1', 200], ['log-test-2', 401]] as const) {
      const lines = linesOf(reqId);
      expect(lines, reqId).toHaveLength(1);
      expect(lines[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET' }, res: { statusCode: status } });
      expect(lines[0]!.req!.url).toMatch(/^\/api\/users\/me/);
      expect(typeof lines[0]!.responseTime).toBe('number');
    }
    expect(linesOf('log-test-1')[0]!.req!.url).toBe('/api/users/me?share=[redacted]');
    const written = logs.join('');
    expect(written).not.toContain(token);
    expect(written).not.toContain('capability-canary-1');
  });

  it('writes nothing for an analytics beacon', async () => {
    await app.inject({ method: 'POST', url: '/public/api/uiEvents', headers: { 'x-request-id': 'log-test-beacon' }, payload: {} });
    expect(linesOf('log-test-beacon')).toEqual([]);
  });
});
