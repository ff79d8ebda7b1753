import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/** The built web app's index.html, or null when there is no build (API-only tests). */
export function appShellFile(config: Config): string | null {
  const index = path.join(config.webDistDir, 'index.html');
  return fs.existsSync(index) ? index : null;
}

/** The web app's index.html for one of its client-side routes; always revalidated, as each build renames its scripts. */
export function sendAppShell(reply: FastifyReply, index: string): FastifyReply {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(index));
}
