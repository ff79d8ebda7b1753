import helmet from 'helmet';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { appCsp } from './csp.ts';

/**
 * Helmet's security headers on every answer (the app's CSP; pages on the sites origin set their own). The
 * middleware is built once: @fastify/helmet built a new one — parsing the CSP again — on every request, 7 % of a
 * busy server's CPU.
 */
export function registerSecurityHeaders(app: App, config: Config): void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: appCsp(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.APP_ORIGIN.startsWith('https:'),
  });
  app.addHook('onRequest', (req, reply, done) => {
    headers(req.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
}
