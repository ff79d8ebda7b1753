// Helpers for the submissions API tests: a published form with every input widget kind, and calls as visitors make them.
import { createFolio, type FolioDocument, type FolioRoot } from '@folio/model';
import { add, addWidgetBlock } from '@folio/model/testing';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { folios, receiverInvitations } from '../../db/schema.ts';
import { buildUser, tokenFor, type TestUser } from '../../../test/factories.ts';
import { publishedFolio } from '../sites/testing.ts';

export const SITES = 'sites.test';

/** name (required text), email (email), age (numeric 1–5, required), colour (choice r/g, required), day, at, site; button send. */
export function formDoc(authorId: string, root: Partial<FolioRoot> = {}): FolioDocument {
  let doc = createFolio(authorId, { name: 'Survey', newId: () => 'p1' });
  doc = add(doc, 'p1', 'tile', 't1');
  doc = add(doc, 't1', 'layout', 'l1');
  doc = add(doc, 'l1', 'column', 'c1');
  doc = addWidgetBlock(doc, 'c1', 'b1', 'text-widget', 'name', { required: true, label: { text: 'Your name', position: 'top' } });
  doc = addWidgetBlock(doc, 'c1', 'b2', 'text-widget', 'email', { label: { text: 'Email', position: 'top' }, meta: { dataValidationType: 'email', format: 'single', instructions: '' } });
  doc = addWidgetBlock(doc, 'c1', 'b3', 'numeric-widget', 'age', { required: true, label: { text: 'Age', position: 'top' } });
  doc = addWidgetBlock(doc, 'c1', 'b4', 'multiple-choice-widget', 'colour', {
    required: true,
    label: { text: 'Colour', position: 'top' },
    meta: {
      acceptMultiple: false,
      display: 'checkbox',
      format: 'asEntered',
      randomize: false,
      options: [
        { value: 'r', option: { type: 'text', text: 'Red' } },
        { value: 'g', option: { type: 'text', text: 'Green' } },
      ],
    },
  });
  doc = addWidgetBlock(doc, 'c1', 'b5', 'date-widget', 'day', { label: { text: 'Day', position: 'top' } });
  doc = addWidgetBlock(doc, 'c1', 'b6', 'time-widget', 'at', { label: { text: 'Time', position: 'top' } });
  doc = addWidgetBlock(doc, 'c1', 'b7', 'hyperlink-widget', 'site', { label: { text: 'Your website', position: 'top' } });
  doc = addWidgetBlock(doc, 'c1', 'b8', 'button-widget', 'send');
  return { ...doc, root: { ...doc.root, ...root } };
}

export const answers = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  age: 3,
  colour: ['g'],
  day: '2026-11-23',
  at: '13:30',
  site: 'https://example.com',
  ...over,
});

export async function owner(db: Db): Promise<{ user: TestUser; access: string }> {
  const user = await buildUser(db);
  return { user, access: await tokenFor(db, user.id) };
}

export async function publishedForm(
  app: App,
  db: Db,
  opts: { isPublic?: boolean; publish?: boolean; root?: Partial<FolioRoot>; doc?: (authorId: string) => FolioDocument } = {},
) {
  const { user, access } = await owner(db);
  const folio = await publishedFolio(app, db, access, opts.doc ? opts.doc(user.id) : formDoc(user.id, opts.root), opts);
  return { user, access, folio };
}

/** Changes saved settings of a folio (its working root), as the settings screen's PATCH would. */
export async function setRoot(db: Db, folioId: string, root: Partial<FolioRoot>): Promise<void> {
  await db.update(folios).set({ root: sql`${folios.root} || ${JSON.stringify(root)}::jsonb` }).where(eq(folios.id, folioId));
}

/** Records that these accounts accepted to receive the folio (as answering its invitation does). */
export async function acceptAs(db: Db, folioId: string, userIds: string[], kind: 'submission' | 'purchase' = 'submission'): Promise<void> {
  for (const userId of userIds) {
    await db
      .insert(receiverInvitations)
      .values({ folioId, userId, kind, status: 'accepted', answeredAt: new Date() })
      .onConflictDoUpdate({ target: [receiverInvitations.folioId, receiverInvitations.userId, receiverInvitations.kind], set: { status: 'accepted' } });
  }
}

/** Names accounts as submission receivers in the saved settings, each having accepted. */
export async function acceptedReceivers(db: Db, folioId: string, userIds: string[]): Promise<void> {
  await setRoot(db, folioId, { submissionReceiversAccounts: userIds });
  await acceptAs(db, folioId, userIds);
}

export const SESSION = 'visitor-session-token-0001';

/** A visitor's POST from the published page on the sites origin (from `address`, when given). */
export function submit(app: App, body: Record<string, unknown>, headers: Record<string, string> = {}, address?: string) {
  return app.inject({
    method: 'POST',
    url: '/public/api/submissions',
    headers: { host: SITES, 'x-session': SESSION, ...headers },
    ...(address ? { remoteAddress: address } : {}),
    payload: body,
  });
}
