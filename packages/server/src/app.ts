import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyBaseLogger, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { registerTokenCache } from './auth/tokenCache.ts';
import { registerApiTokenGate } from './auth/apiTokenGate.ts';
import { registerOpenapiNames } from './plugins/openapiNames.ts';
import { CollabServer, registerCollab } from './services/collab/server.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { MailService } from './mail/service.ts';
import { createPayments, WEBHOOK_PATHS, type Payments } from './payments/index.ts';
import { ensurePartitions } from './services/analytics/partitions.ts';
import { AnalyticsWriter } from './services/analytics/writer.ts';
import type { BlobStore } from './storage/types.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { OneLineRequestLog } from './plugins/requestLog.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerChangeFeed } from './plugins/changeFeed.ts';
import { WebhookDelivery, type WebhookDeliveryOptions } from './services/webhooks/delivery.ts';
import { WebhookSubscriptions } from './services/webhooks/subscriptions.ts';
import type { ChangeFeed } from './services/cluster/changeFeed.ts';
import { randomUUID } from 'node:crypto';
import { appShellFile, sendAppShell } from './plugins/appShell.ts';
import { registerSecurityHeaders } from './plugins/securityHeaders.ts';
import { registerInputGuard } from './plugins/inputGuard.ts';
import { registerRoutes } from './routes/index.ts';
import { registerSiteHosts } from './routes/sites/hosts.ts';
import { webhookEventSchemas } from './routes/webhooks/events.ts';

/** Query parameters that carry a capability (a share link's token): never written to the logs. */
const SECRET_QUERY = /([?&](?:share|shareToken|token)=)[^&#]*/gi;

/** What the request log keeps of a request: method, URL (share tokens cut out), host and the client's address. */
function requestForLog(req: { method: string; url: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url.replace(SECRET_QUERY, '$1[redacted]'), hostname: req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

export interface AppDeps {
  config: Config;
  database: Database;
  mail: MailService;
  /** Uploaded files (local directory or Azure Blob). */
  blobs: BlobStore;
  /** Where request logs go; defaults to stdout. Tests pass a stream to inspect what is logged. */
  logStream?: NodeJS.WritableStream;
  /** How webhooks are retried and timed out (tests shorten the three days). */
  webhookOptions?: WebhookDeliveryOptions;
}

export type App = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Stripe through its SDK (or the in-process Stripe test server); started with the app, stopped on close. */
    payments: Payments;
    /** The analytics write buffer (services/analytics/writer.ts), flushed on close. */
    analytics: AnalyticsWriter;
    /** This server's change feed: caches of visitors' pages forget what other servers (and this one) changed. */
    changes: ChangeFeed;
    /** Live co-editing at /api/collab (services/collab/server.ts). */
    collab: CollabServer;
    /** Outgoing webhooks' delivery (services/webhooks/delivery.ts); its workers run once `start()` is called (main.ts). */
    webhooks: WebhookDelivery;
    /** Which events each owner's webhooks take, kept in step by the change feed. */
    webhookSubscriptions: WebhookSubscriptions;
  }
}

/** Paths whose values must never reach a log line. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session"]',
  'req.headers["x-share-token"]',
  'req.body.password',
  'req.body.token',
];

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: config.BODY_LIMIT,
    trustProxy: config.TRUST_PROXY,
    // A request id across the load balancer: the caller's X-Request-Id when it looks like one, else a new one;
    // every log line of the request carries it (reqId) and the answer sends it back.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    // One line per request, written when it is answered (plugins/requestLog.ts), not one on arrival and one on answer.
    logController: new OneLineRequestLog(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  const payments = await createPayments(config);
  app.decorate('payments', payments);
  app.addHook('onClose', async () => payments.stop());
  await ensurePartitions(deps.database.db);
  const analytics = new AnalyticsWriter(deps.database.db);
  app.decorate('analytics', analytics);
  app.addHook('onClose', async () => analytics.stop());
  app.decorateRequest('auth', null);
  await registerChangeFeed(app);
  const webhooks = new WebhookDelivery(deps.database, config, app.changes, (msg) => app.log.info(msg), deps.webhookOptions);
  app.decorate('webhooks', webhooks);
  app.decorate('webhookSubscriptions', new WebhookSubscriptions(deps.database.db, app.changes));
  app.addHook('onClose', async () => webhooks.stop());
  registerCollab(app);

  registerErrorHandling(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerSecurityHeaders(app, config);

  // Shed load with 503 + Retry-After rather than queueing requests until they all time out.
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    retryAfter: 5,
    pressureHandler: (_req, reply) => {
      void reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: 'Service Unavailable', message: 'The server is overloaded; please try again in a few seconds.' });
    },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Folio API', version: '1.0.0', description: 'Every route of the Folio server.' },
      servers: [{ url: config.APP_ORIGIN, description: 'This Folio server' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } }, schemas: webhookEventSchemas() as Record<string, never> },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerOpenapiNames(app);

  registerInputGuard(app);
  // Before any token is read: a host that is not the app's gets no API (routes/sites/hosts.ts).
  registerSiteHosts(app, config);
  registerTokenCache(app);
  registerApiTokenGate(app);

  registerMetrics(app);
  await app.register(registerRoutes);
  if (payments.testServer) {
    // The test server delivers its signed events through the app's own HTTP stack, as Stripe would over the network
    // (to the app origin, the only host the API answers on).
    const authority = new URL(config.APP_ORIGIN).host;
    payments.testServer.deliveries.deliver = async (endpoint, payload, signature) =>
      (await app.inject({ method: 'POST', url: WEBHOOK_PATHS[endpoint], authority, headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload })).statusCode;
  }

  const dist = config.webDistDir;
  const index = appShellFile(config);
  if (index) {
    // `/` is the app itself (it routes to setup, login or the dashboard); the static handler would refuse a directory.
    app.get('/', { schema: { hide: true } }, (_req, reply) => sendAppShell(reply, index));
    // Built assets carry content hashes, so they are cached for a year; index.html must always be revalidated.
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      // The build writes .br and .gz copies beside its scripts and stylesheets (packages/web/vite.config.ts).
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.header('cache-control', 'no-cache');
      },
    });
  }
  return app;
}
