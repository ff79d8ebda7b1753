/**
 * Live co-editing at `/api/collab` (decision 59): a Hocuspocus server inside this process, one document per folio
 * named by its id, over WebSockets on the app origin. A connection signs in with the session token and gets the
 * rights `can()` gives its caller on the folio (through `rightsFor`, as a PATCH would): a caller who may only
 * read receives changes but sends none; every change sent is checked (gate.ts) before the document takes it.
 */
import { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus, type Connection, type Document, type Extension } from '@hocuspocus/server';
import { can } from '../../auth/can.ts';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import * as Y from 'yjs';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app.ts';
import { requestHost } from '../../routes/sites/hosts.ts';
import { resolveToken, type TokenQueries } from '../../auth/authenticate.ts';
import { scopeRefusal } from '@folio/model';
import { folioAccessOf, loadFolio, readable, rightsFor } from '../folios/folios.ts';
import { eq } from 'drizzle-orm';
import { folios, users } from '../../db/schema.ts';
import { CollabRefusal, checkUpdate } from './gate.ts';
import { colourOf } from './colours.ts';
import { keepVersion } from '../folios/versions.ts';
import { catchUp, openFolio, storeFolio, type StoreDeps } from './persistence.ts';
import type { CollabContext, OpenFolio } from './state.ts';

export const COLLAB_PATH = '/api/collab';

const RIGHTS_ENDED = 'Your access to this folio has ended; reload to see what you may do now';

/** y-protocols sync message types that carry changes (step 2 and update). */
const CARRIES_CHANGES = new Set([1, 2]);

export interface CollabDeps extends StoreDeps {
  tokens: TokenQueries;
  log: FastifyBaseLogger;
  /** how long the document waits after a change before it is stored, and at most (ms) */
  debounce?: number;
  maxDebounce?: number;
  /** a version is kept after this long without a change (ms) */
  versionPause: number;
  /** several servers: they share each open document's changes through this Redis (decision 59) */
  redisUrl?: string;
  /** how often each connection's session and rights are checked again (ms; default 10 s) */
  recheckMs?: number;
}

export class CollabServer {
  readonly hocuspocus: Hocuspocus<CollabContext>;
  private readonly open = new Map<string, OpenFolio>();
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 16 * 1024 * 1024 });
  private readonly deps: CollabDeps;
  private readonly rechecks: NodeJS.Timeout;
  /** how often a connection's session and rights are checked again (ms) */
  private readonly recheckMs: number;

  constructor(deps: CollabDeps) {
    this.deps = deps;
    this.recheckMs = deps.recheckMs ?? 10_000;
    this.rechecks = setInterval(() => void this.recheckAll().catch(() => undefined), this.recheckMs);
    this.rechecks.unref();
    const extension: Extension<CollabContext> = {
      onAuthenticate: async ({ token, documentName, connectionConfig }) => this.authenticate(token, documentName, connectionConfig),
      onLoadDocument: async ({ document, documentName }) => {
        const open = await openFolio(deps.db, documentName, document);
        if (!open) throw new CollabRefusal(4404, 'Folio not found');
        this.open.set(documentName, open);
        return document;
      },
      beforeSync: async ({ type, payload, connection, context, documentName }) => {
        if (!CARRIES_CHANGES.has(type) || connection.readOnly) return;
        const open = this.open.get(documentName);
        if (!open) throw new CollabRefusal(4404, 'Folio not found');
        // A change is only as good as its sender's session and rights now: checked again every few seconds.
        if (Date.now() - context.checkedAt > this.recheckMs && !(await this.recheck(connection, context, documentName))) {
          throw new CollabRefusal(4403, RIGHTS_ENDED);
        }
        await checkUpdate(open, context, payload);
      },
      onStoreDocument: async ({ document, documentName }) => this.store(documentName, document),
      // Who a presence says it is comes from the server: a client cannot show itself as someone else.
      beforeHandleAwareness: async ({ states, context }) => {
        if (!context) return;
        for (const state of states.values()) if (state) state.user = context.person;
      },
      afterUnloadDocument: async ({ documentName }) => {
        const open = this.open.get(documentName);
        this.open.delete(documentName);
        // Everyone left: what they changed since the last version is kept now.
        if (open) await this.keepAutoVersion(documentName, open);
      },
    };
    this.hocuspocus = new Hocuspocus<CollabContext>({
      name: 'folio',
      quiet: true,
      debounce: deps.debounce ?? 800,
      maxDebounce: deps.maxDebounce ?? 4000,
      extensions: deps.redisUrl ? [redisExtension(deps.redisUrl), extension] : [extension],
    });
  }

  private async authenticate(token: string, folioId: string, config: { readOnly: boolean }): Promise<CollabContext> {
    const user = token ? await resolveToken(this.deps.tokens, token) : null;
    if (!user) throw new CollabRefusal(4401, 'Session expired; please login again');
    // Co-editing is for a signed-in person; an access token writes through the REST API (auth/apiAreas.ts).
    if (!can(user, { kind: 'token.reach', reach: 'session', access: 'write' })) throw new CollabRefusal(4403, scopeRefusal(null, 'write'));
    let row;
    try {
      row = readable(user, await loadFolio(this.deps.db, user, folioId));
    } catch {
      throw new CollabRefusal(4404, 'Folio not found');
    }
    const rights = rightsFor(user, row);
    config.readOnly = !rights.canEditContent && !rights.canEditSettings;
    const [account] = await this.deps.db.select({ name: users.displayName }).from(users).where(eq(users.id, user.userId));
    const colour = colourOf(user.userId);
    // `color` as well: the carets of ProseMirror's cursor plugin read that name.
    const person = { id: user.userId, name: account?.name ?? 'Someone', colour, color: colour };
    return { user, token, checkedAt: Date.now(), person, ...rights, isOwner: row.authorId === user.userId };
  }

  /**
   * The connection's session and rights checked again: false when it may no longer read the folio (the session
   * ended, the share was revoked); otherwise its rights are brought up to date (a view-only one stops sending).
   */
  private async recheck(connection: Connection<CollabContext>, context: CollabContext, folioId: string): Promise<boolean> {
    context.checkedAt = Date.now();
    const user = await resolveToken(this.deps.tokens, context.token);
    if (!user || user.userId !== context.user.userId) return false;
    const row = await loadFolio(this.deps.db, user, folioId).catch(() => null);
    if (!row || !can(user, { kind: 'folio.read', folio: folioAccessOf(row) })) return false;
    const rights = rightsFor(user, row);
    context.canEditContent = rights.canEditContent;
    context.canEditSettings = rights.canEditSettings;
    connection.readOnly = !rights.canEditContent && !rights.canEditSettings;
    return true;
  }

  /** Every connection checked again (readers too: a revoked share stops receiving within the interval). */
  private async recheckAll(): Promise<void> {
    for (const [folioId, document] of this.hocuspocus.documents) {
      for (const connection of document.getConnections() as Connection<CollabContext>[]) {
        const context = connection.context;
        if (!context || Date.now() - context.checkedAt < this.recheckMs) continue;
        if (!(await this.recheck(connection, context, folioId).catch(() => true))) connection.close({ code: 4403, reason: RIGHTS_ENDED });
      }
    }
  }

  private store(folioId: string, document: Document): Promise<void> {
    const open = this.open.get(folioId);
    if (!open) return Promise.resolve();
    const run = async () => {
      try {
        const saved = await storeFolio(this.deps, folioId, open);
        if (saved === null) return;
        const vector = Buffer.from(Y.encodeStateVector(document)).toString('base64');
        document.broadcastStateless(JSON.stringify({ stored: saved.version, vector }));
        if (saved.changed && open.versionAuthors.size > 0) this.scheduleVersion(folioId, open);
      } catch (err) {
        this.deps.log.error({ err, folioId }, 'storing a shared folio failed');
        throw err;
      }
    };
    const result = open.storing.then(run, run);
    open.storing = result.catch(() => undefined);
    return result;
  }

  /** A version is kept once nobody has changed the folio for the pause (each store starts the wait again). */
  private scheduleVersion(folioId: string, open: OpenFolio): void {
    if (open.versionTimer) clearTimeout(open.versionTimer);
    open.versionTimer = setTimeout(() => void this.keepAutoVersion(folioId, open), this.deps.versionPause);
    open.versionTimer.unref();
  }

  private async keepAutoVersion(folioId: string, open: OpenFolio): Promise<void> {
    if (open.versionTimer) clearTimeout(open.versionTimer);
    open.versionTimer = null;
    if (open.versionAuthors.size === 0) return;
    const authorIds = [...open.versionAuthors];
    open.versionAuthors.clear();
    try {
      await open.storing;
      await keepVersion(this.deps.db, folioId, { kind: 'auto', authorIds });
    } catch (err) {
      this.deps.log.error({ err, folioId }, 'keeping a version of a shared folio failed');
    }
  }

  /** Stores an open folio now (before it is published, a version is named or restored), so the JSON holds every change. */
  async flush(folioId: string): Promise<void> {
    const open = this.open.get(folioId);
    const document = this.hocuspocus.documents.get(folioId);
    if (open && document) await this.store(folioId, document);
  }

  /**
   * The folio's JSON was written outside the shared document (a REST PATCH): an open document takes the change
   * now, so its editors see it.
   */
  async changedElsewhere(folioId: string): Promise<void> {
    const open = this.open.get(folioId);
    if (!open) return;
    const [row] = await this.deps.db.select({ version: folios.version }).from(folios).where(eq(folios.id, folioId));
    if (row && row.version !== open.version) await catchUp(this.deps.db, folioId, open);
  }

  /** Notifications may have been missed: every open document checks its folio's version. */
  async changedEverywhere(): Promise<void> {
    for (const folioId of this.open.keys()) await this.changedElsewhere(folioId).catch(() => undefined);
  }

  /** Takes a WebSocket upgrade for `/api/collab`; answers false for any other path (the caller refuses it). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const path = (request.url ?? '').split('?')[0];
    if (path !== COLLAB_PATH) return false;
    this.sockets.handleUpgrade(request, socket, head, (ws) => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      const client = this.hocuspocus.handleConnection(ws, new Request(`http://collab${request.url ?? ''}`, { headers }));
      ws.on('message', (data: Buffer) => client.handleMessage(new Uint8Array(data)));
      ws.on('close', (code, reason) => client.handleClose({ code, reason: reason.toString() }));
      ws.on('error', () => ws.terminate());
    });
    return true;
  }

  /** Stores what is waiting and closes every connection (the server is stopping). */
  async close(): Promise<void> {
    clearInterval(this.rechecks);
    for (const open of this.open.values()) if (open.versionTimer) clearTimeout(open.versionTimer);
    this.hocuspocus.flushPendingStores();
    await new Promise((resolve) => setTimeout(resolve, 50));
    this.hocuspocus.closeConnections();
    for (const ws of this.sockets.clients) ws.terminate();
  }
}

/** The app's co-editing server: WebSocket upgrades to /api/collab on the app's host, stopped with the app. */
export function registerCollab(app: App): void {
  const { config, database } = app.deps;
  const collab = new CollabServer({
    db: database.db,
    tokens: database.pool,
    log: app.log,
    origins: [config.APP_ORIGIN, config.SITES_ORIGIN],
    receiverMail: app.deps,
    versionPause: config.COLLAB_VERSION_PAUSE_SECONDS * 1000,
    recheckMs: config.COLLAB_RECHECK_SECONDS * 1000,
    ...(config.REDIS_URL ? { redisUrl: config.REDIS_URL } : {}),
  });
  app.decorate('collab', collab);
  // A folio's JSON changed on another server (a REST PATCH there): an open document here takes it (tag d:<id>, 0036).
  app.changes.subscribe({
    changed: (tag) => {
      if (tag.startsWith('d:')) void collab.changedElsewhere(tag.slice(2)).catch((err: unknown) => app.log.warn({ err }, 'bringing a folio change into its shared document failed'));
    },
    reset: () => void collab.changedEverywhere(),
    // Nothing here is read instead of the database: writes need not wait for this server to hear of them.
    size: 0,
  });
  const appHost = new URL(config.APP_ORIGIN).host.toLowerCase();
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Visitors' hosts never reach the app (routes/sites/hosts.ts): an upgrade there, or to another path, is refused.
    if (requestHost(request) !== appHost || !collab.handleUpgrade(request, socket, head)) socket.destroy();
  });
  app.addHook('preClose', async () => collab.close());
}

/** Hocuspocus's Redis extension for the address in REDIS_URL. */
function redisExtension(url: string): Redis {
  const { hostname, port } = new URL(url);
  return new Redis({ host: hostname, port: Number(port || 6379), prefix: 'folio-collab' });
}
