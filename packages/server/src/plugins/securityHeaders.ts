import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { appCsp } from './csp.ts';

/**
 * Helmet's security headers on every answer (the app's CSP; pages on the sites origin set their own). They depend on
 * the configuration only, so helmet runs once at start and each answer gets the list it set: running helmet's eleven
 * middlewares per request cost 1.5 % of a busy server's CPU (issue 28), @fastify/helmet's rebuilding it 7 %.
 */
export function registerSecurityHeaders(app: App, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets for this configuration, in its order. */
export function securityHeaders(config: Config): Array<[string, string]> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appCsp(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.APP_ORIGIN.startsWith('https:'),
  });
  const set: Array<[string, string]> = [];
  const res = { setHeader: (name: string, value: unknown) => void set.push([name, String(value)]), removeHeader: () => {} };
  let ran = false;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => (ran = true));
  if (!ran) throw new Error('helmet did not finish synchronously');
  return set;
}
