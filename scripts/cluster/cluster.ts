// One machine shaped like a deployment of several servers: PostgreSQL, an object store, N app servers (each its
// own process and data dir, nothing shared on disk) and nginx in front. Used by `npm run cluster`, the cluster
// tests and the mixed-load bench.
import fs from 'node:fs';
import path from 'node:path';
import { freePort, startEmbedded, type EmbeddedServer } from '../../packages/server/src/db/embedded.ts';
import { startServer, type ServerProcess } from '../../packages/server/test/lifecycle/serverProcess.ts';
import { startBalancer, type Balancer } from './nginx.ts';
import { startRedis } from './redis.ts';

/** An object store the app servers share, started for the cluster: the settings that point the app at it. */
export interface ObjectStore {
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** everything of the cluster lives under it: db/, store/, nginx/, server-1/ … */
  dir: string;
  servers?: number;
  /** starts the object store in the directory given; the cluster stops it */
  objectStore: (dir: string) => Promise<ObjectStore>;
  /** more settings for every app server */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export interface Cluster {
  /** the app and the published sites, through nginx */
  appUrl: string;
  sitesUrl: string;
  databaseUrl: string;
  servers: ServerProcess[];
  /** the settings every app server runs with */
  env: Record<string, string>;
  /** starts app server i again (after it was stopped or killed), on a new port behind the same nginx config */
  restart(i: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? (() => {});
  const count = options.servers ?? 2;
  fs.mkdirSync(options.dir, { recursive: true });
  fs.chmodSync(options.dir, 0o755);
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((err: unknown) => log(`while stopping: ${String(err)}`));
    stops.length = 0;
  };
  try {
    log('starting PostgreSQL');
    const db: EmbeddedServer = await startEmbedded(path.join(options.dir, 'db'), log);
    stops.push(() => db.stop());
    log('starting the object store');
    const store = await options.objectStore(path.join(options.dir, 'store'));
    stops.push(() => store.stop());
    log('starting Redis');
    const redis = await startRedis(path.join(options.dir, 'redis'));
    stops.push(() => redis.stop());

    const [appPort, sitesPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      DATABASE_URL: db.url,
      APP_ORIGIN: `http://localhost:${appPort}`,
      SITES_ORIGIN: `http://127.0.0.1:${sitesPort}`,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      REDIS_URL: redis.url,
      ...store.env,
      ...options.env,
    };
    const servers: ServerProcess[] = [];
    const startOne = async (i: number) => {
      const dataDir = path.join(options.dir, `server-${i + 1}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const server = await startServer(dataDir, env);
      servers[i] = server;
      return server;
    };
    log(`starting ${count} app servers`);
    // Together, as a deployment would: the migrations run once under their advisory lock.
    await Promise.all(Array.from({ length: count }, (_, i) => startOne(i)));
    stops.push(async () => {
      for (const s of servers) {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await s.exited;
      }
    });
    const balancer: Balancer = await startBalancer({ prefix: path.join(options.dir, 'nginx'), listen: [appPort, sitesPort], upstreams: servers.map((s) => s.port) });
    stops.push(() => balancer.stop());
    log(`load balancer on ${env.APP_ORIGIN} (app) and ${env.SITES_ORIGIN} (sites)`);
    return {
      appUrl: env.APP_ORIGIN!,
      sitesUrl: env.SITES_ORIGIN!,
      databaseUrl: db.url,
      servers,
      env,
      async restart(i) {
        const server = await startOne(i);
        // nginx learns the new port from its configuration, reloaded without dropping connections.
        await balancer.reload(servers.map((s) => s.port));
        return server;
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
