// Running one benchmark section by itself (`node bench/sites.ts`): the web app built if its sources changed, a fresh
// server with a super admin seeded from the environment, signed in, then the section; the server and its data dir
// are removed afterwards, also on Ctrl-C.
import { signIn } from '../e2e/client.ts';
import { printGoals } from './goals.ts';
import { ensureWebBuilt } from '../scripts/webBuild.ts';
import { cleanupAll, makeDataDir, RAISED_LIMITS, spawnServer, waitReady, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';

export async function runAlone(
  name: string,
  section: (server: ServerProcess, token: string, admin: { id: string; email: string; password: string }) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  process.once('SIGINT', () => void cleanupAll().finally(() => process.exit(130)));
  ensureWebBuilt();
  const admin = { email: `bench-${name}@example.test`, password: `bench ${name} passphrase` };
  try {
    // Thousands of sign-ins and submissions from one address: the limits raised, as for the whole bench.
    const server = await spawnServer(makeDataDir(`folio-bench-${name}-`), {
      ...RAISED_LIMITS,
      FOLIO_ADMIN_EMAIL: admin.email,
      FOLIO_ADMIN_PASSWORD: admin.password,
      ...env,
    });
    await waitReady(server);
    const { token, userId } = await signIn(server.url, admin);
    await section(server, token, { ...admin, id: userId });
    printGoals();
    server.child.kill('SIGTERM');
    await server.exited;
  } finally {
    await cleanupAll();
  }
}
