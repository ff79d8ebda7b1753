// `npm run cluster`: Folio as several servers on one machine — nginx in front of two app servers, one PostgreSQL,
// one object store — the shape of a deployment (README "Running several servers"). Ctrl-C stops everything.
// CLUSTER_DIR (default .tmp/cluster) keeps the database between runs; CLUSTER_SERVERS sets how many app servers;
// CLUSTER_STORE=s3 uses OpenStack Swift's S3 layer (Debian) instead of Azurite.
import path from 'node:path';
import { ensureWebBuilt } from '../webBuild.ts';
import { startCluster } from './cluster.ts';
import { azuriteStore, swiftStore } from './stores.ts';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const dir = path.resolve(process.env.CLUSTER_DIR ?? path.join(root, '.tmp/cluster'));
const log = (message: string) => console.log(`[cluster] ${message}`);

ensureWebBuilt();
const cluster = await startCluster({
  dir,
  servers: Number(process.env.CLUSTER_SERVERS ?? 2),
  objectStore: process.env.CLUSTER_STORE === 's3' ? swiftStore : azuriteStore,
  env: {
    LOG_LEVEL: 'info',
    ...(process.env.FOLIO_ADMIN_EMAIL ? { FOLIO_ADMIN_EMAIL: process.env.FOLIO_ADMIN_EMAIL } : {}),
    ...(process.env.FOLIO_ADMIN_PASSWORD ? { FOLIO_ADMIN_PASSWORD: process.env.FOLIO_ADMIN_PASSWORD } : {}),
  },
  log,
});
log(`app at ${cluster.appUrl}, published sites at ${cluster.sitesUrl}`);
for (const [i, s] of cluster.servers.entries()) {
  log(`app server ${i + 1}: pid ${s.pid}, port ${s.port}, data in ${s.dataDir}`);
  // Each server's log lines, marked with its number.
  for (const stream of [s.child.stdout, s.child.stderr]) stream?.on('data', (d: Buffer) => process.stdout.write(d.toString().replace(/^(?=.)/gm, `[${i + 1}] `)));
}
log('Ctrl-C stops the cluster');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    void cluster.stop().then(() => process.exit(0));
  });
}
