// Issue 27: publishing a website checks every folio it publishes first, and publishes none while one fails.
import { A11Y_TEXTS } from '@folio/model';
import { add } from '@folio/model/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { buildFolio, buildWebsite } from '../../../test/factories.ts';
import { folioPublications } from '../../db/schema.ts';
import { sampleDoc } from '../folios/testing.ts';
import { signedIn, storedWebsite, websiteApi } from './testing.ts';

const { app, db } = await createTestApp();
const api = websiteApi(app);

describe('POST /api/websites/{id}/publish and accessibility', () => {
  it('answers 422 listing the problems of each folio, publishes none of them and leaves the website unpublished', async () => {
    const { user, token } = await signedIn(db);
    const good = await buildFolio(db, { authorId: user.id, doc: sampleDoc(user.id) });
    const badDoc = add(sampleDoc(user.id), 'b2', 'asset-resource', 'img', { url: '/media/photo.png', name: 'photo.png' });
    const bad = await buildFolio(db, { authorId: user.id, doc: badDoc });
    const header = await buildFolio(db, { authorId: user.id, doc: add(sampleDoc(user.id), 'b3', 'text-widget', 'find', { label: { text: '', position: 'hidden' } }) });
    const website = await buildWebsite(db, { authorId: user.id, pages: [good.id, bad.id], headerFolioId: header.id });

    const res = await api.publish(token, website.id);
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; message: string; problems: Array<Record<string, unknown>> };
    expect(body.error).toBe('Unprocessable Entity');
    expect(body.message).toBe(A11Y_TEXTS.websiteRefused(2));
    expect(body.problems).toEqual([
      expect.objectContaining({ folioId: bad.id, rule: 'image-alt', nodeId: 'img', field: 'alt' }),
      expect.objectContaining({ folioId: header.id, rule: 'field-label', nodeId: 'find' }),
    ]);
    expect(await db.select().from(folioPublications)).not.toContainEqual(expect.objectContaining({ folioId: good.id }));
    expect(await storedWebsite(db, website.id)).toEqual(website);
  });
});
