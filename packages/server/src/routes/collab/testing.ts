// Helpers for the co-editing tests: editors speaking the real protocol (Hocuspocus's provider over a WebSocket).
import { SharedFolio, parsedJson } from '@folio/collab';
import { HocuspocusProvider } from '@hocuspocus/provider';
import type { FolioDocument } from '@folio/model';
import { JSDOM } from 'jsdom';
import * as Y from 'yjs';

export interface Editor {
  provider: HocuspocusProvider;
  shared: SharedFolio;
  /** why the server closed this editor's connection (its reasons), newest last */
  closes: string[];
  /** the versions the server said it stored */
  stored: number[];
  /** writes `next` into this editor's document (as the editor's store would) */
  write(next: FolioDocument): void;
  close(): void;
}

const dom = new JSDOM('');
const parse = (html: string) => {
  const holder = dom.window.document.createElement('div');
  holder.innerHTML = html;
  return holder as unknown as HTMLElement;
};
export const parseText = (html: string) => parsedJson(html, parse);

/** An editor connected to the folio; resolves once synced (or once the server refused it). */
export async function openEditor(origin: string, folioId: string, token: string | null, doc = new Y.Doc()): Promise<Editor & { synced: boolean }> {
  const shared = new SharedFolio(doc);
  const closes: string[] = [];
  const stored: number[] = [];
  let settle: (synced: boolean) => void = () => {};
  const ready = new Promise<boolean>((resolve) => (settle = resolve));
  const provider = new HocuspocusProvider({
    url: `${origin.replace(/^http/, 'ws')}/api/collab`,
    name: folioId,
    token: token ?? '',
    document: doc,
    onSynced: () => settle(true),
    onAuthenticationFailed: () => settle(false),
    onClose: ({ event }) => {
      closes.push(event.reason);
      settle(false);
    },
    onStateless: ({ payload }) => {
      const message = JSON.parse(payload) as { stored?: number };
      if (typeof message.stored === 'number') stored.push(message.stored);
    },
  });
  const synced = await ready;
  return {
    provider,
    shared,
    closes,
    stored,
    synced,
    write: (next) => shared.write(next, parseText),
    close: () => provider.destroy(),
  };
}

/** Waits until `check` holds (polling), or fails with `what`. */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting: ${what}`);
}
