import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, buildUser, tokenFor } from '../../../test/factories.ts';
import { listen, patternStream, tusCreate, tusPatch } from './testing.ts';

const { app, db } = await createTestApp();
const base = await listen(app);

const MiB = 1024 * 1024;
const SIZE = 400 * MiB;
const PATCHES = 8;

describe('a large tus upload', () => {
  it('streams 400 MB in PATCHes to storage with the process memory flat', async () => {
    const user = await buildUser(db);
    const access = await tokenFor(db, user.id);
    const res = await app.inject({ method: 'GET', url: `/api/assets/upload-token?fileSize=${SIZE}`, headers: bearer(access) });
    const { token, uuid } = res.json<{ token: string; uuid: string }>();
    const created = await tusCreate(base, token, SIZE);
    expect(created.status).toBe(201);

    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    let firstHalfPeak = before;
    try {
      const each = SIZE / PATCHES;
      for (let i = 0; i < PATCHES; i++) {
        const r = await tusPatch(base, created.headers.location!, token, i * each, patternStream(each), each);
        expect(r.status).toBe(204);
        peak = Math.max(peak, process.memoryUsage.rss());
        if (i === PATCHES / 2 - 1) firstHalfPeak = peak;
      }
    } finally {
      clearInterval(sampler);
    }
    const growth = (peak - before) / MiB;
    const secondHalf = (peak - firstHalfPeak) / MiB;
    console.log(
      `400 MB upload: RSS before ${(before / MiB).toFixed(0)} MiB, peak growth ${growth.toFixed(1)} MiB, ` +
        `of which ${secondHalf.toFixed(1)} MiB during the second 200 MB`,
    );
    expect((await app.deps.blobs.stat(uuid))?.size).toBe(SIZE);
    // Holding the body would grow RSS with every byte (200 MB more in the second half alone). Streaming grows it
    // only by socket and stream buffers not yet collected (client and server share this process), and not further.
    expect(growth).toBeLessThan(SIZE / MiB / 2);
    expect(secondHalf).toBeLessThan(100);
  });
});
