import { signIn } from '../e2e/client.ts';
import { cleanupAll, makeDataDir, spawnServer, waitReady } from '../packages/server/test/lifecycle/serverProcess.ts';
const admin = { email: 'p@example.test', password: 'prof passphrase long' };
try {
  const server = await spawnServer(makeDataDir('folio-prof-'), { FOLIO_ADMIN_EMAIL: admin.email, FOLIO_ADMIN_PASSWORD: admin.password, NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/inp-prof' });
  await waitReady(server);
  const { token } = await signIn(server.url, admin);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const folio = (await (await fetch(`${server.url}/api/folios`, { method: 'POST', headers, body: '{}' })).json()) as { id: string; nodes: Record<string, { kind: string; id: string }> };
  const body = JSON.stringify({ baseVersion: 1, log: [], nodes: { r1: { id: 'r1', kind: 'text-resource', html: '<b>x</b>'.repeat(1_179_648) } } });
  for (let i = 0; i < 5; i++) {
    const s = performance.now();
    const res = await fetch(`${server.url}/api/folios/${folio.id}`, { method: 'PATCH', headers, body });
    console.log(res.status, (performance.now() - s).toFixed(0), 'ms', (await res.text()).slice(0, 80));
  }
  server.child.kill('SIGTERM');
  await server.exited;
} finally {
  await cleanupAll();
}
