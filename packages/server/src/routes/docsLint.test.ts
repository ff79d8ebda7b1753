// The OpenAPI document against Redocly's recommended rules (issue 30): client generators need an operationId on
// every operation, security declared everywhere, a server named. Errors fail the test; warnings are printed.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const { app } = await createTestApp();

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error, every operation named once', async () => {
    const source = (await app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    const problems = await lintFromString({ source, absoluteRef: '/openapi.json', config: await createConfig({ extends: ['recommended'] }) });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    const warnings = new Map<string, number>();
    for (const p of problems.filter((p) => p.severity === 'warn')) warnings.set(p.ruleId, (warnings.get(p.ruleId) ?? 0) + 1);
    console.log('Redocly warnings by rule:', Object.fromEntries(warnings));

    const spec = JSON.parse(source) as { servers?: unknown[]; paths: Record<string, Record<string, { operationId?: string; security?: unknown[] }>> };
    expect(spec.servers).toHaveLength(1);
    const ids = Object.values(spec.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(spec.paths['/api/users/me/tokens']?.post?.operationId).toBe('postUsersMeTokens');
    expect(spec.paths['/public/api/login']?.post?.security).toEqual([]);
  });
});
