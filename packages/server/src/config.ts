import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The header's five external links (spec §2), in order, each set by its own variable; an unset one points at the
 * instance site's page of that name (services/instanceSite/headerLinks.ts), or is not shown when there is none.
 */
export const HEADER_LINKS = [
  { variable: 'HEADER_LINK_FEATURES', label: 'Features' },
  { variable: 'HEADER_LINK_OUR_STORY', label: 'Our Story' },
  { variable: 'HEADER_LINK_TEMPLATES', label: 'Templates' },
  { variable: 'HEADER_LINK_PRICING', label: 'Pricing' },
  { variable: 'HEADER_LINK_CONTACT', label: 'Contact' },
] as const;
type HeaderLinkVariable = (typeof HEADER_LINKS)[number]['variable'];

function headerLinkVariables() {
  const httpUrl = z.union([z.literal('').transform(() => undefined), z.url({ protocol: /^https?$/ })]).optional();
  return Object.fromEntries(HEADER_LINKS.map((l) => [l.variable, httpUrl])) as Record<HeaderLinkVariable, typeof httpUrl>;
}

/** Every setting Folio reads from the environment, with its default. The README's table mirrors this. */
const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_ORIGIN: z.string().url().optional(),
  SITES_ORIGIN: z.string().url().optional(),
  FOLIO_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Folio <no-reply@folio.local>'),
  FOLIO_ADMIN_EMAIL: z.string().email().optional(),
  FOLIO_ADMIN_PASSWORD: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().positive().default(43200),
  SESSION_MAX_AGE_DAYS: z.coerce.number().positive().default(90),
  TRUST_PROXY: bool.default(false),
  WEB_DIST_DIR: z.string().optional(),
  BLOB_STORE: z.enum(['local', 'azure', 's3']).default('local'),
  AZURE_STORAGE_CONNECTION_STRING: z.string().optional(),
  /** BLOB_STORE=s3: the service's address (unset: AWS), region, bucket (made if missing), credentials (unset: the SDK's usual sources) */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default('folio'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address objects as {endpoint}/{bucket}/{key} (most S3-compatible servers) rather than {bucket}.{endpoint}/{key} */
  S3_FORCE_PATH_STYLE: bool.default(true),
  UPLOAD_TOKEN_MINUTES: z.coerce.number().int().positive().default(15),
  STORAGE_LIMIT_BYTES: z.coerce.number().int().positive().default(5 * 1024 ** 3),
  /** A file a visitor sends with a form: at most this size (it is stored in the form author's storage). */
  FORM_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(25 * 1024 ** 2),
  /** Visitor upload tokens per address per window. */
  FORM_UPLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  FORM_UPLOAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * Bytes of visitors' form files not yet sent with a submission that one form, and one client address (all forms
   * together), may hold at once; past either, new form upload tokens are refused with 429. Such files never count
   * against the form owner's storage.
   */
  FORM_UPLOAD_PENDING_BYTES_PER_FORM: z.coerce.number().int().positive().default(2 * 1024 ** 3),
  FORM_UPLOAD_PENDING_BYTES_PER_ADDRESS: z.coerce.number().int().positive().default(200 * 1024 ** 2),
  /** Form uploads no submission took are deleted this many hours after their token was issued. */
  FORM_UPLOAD_SWEEP_HOURS: z.coerce.number().positive().default(6),
  /** Form submissions per address per window (published pages and websites). */
  SUBMISSION_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  SUBMISSION_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Stored submissions per client address to one owner's forms per window (a day), far below a month's allowance. */
  SUBMISSION_OWNER_RATE_LIMIT: z.coerce.number().int().positive().default(100),
  SUBMISSION_OWNER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(86_400),
  /**
   * Proof of work of forms that ask for it (issue 31, services/spam/): the highest counter a challenge asks a
   * browser to reach (drawn between half of it and it; each try is POW_COST PBKDF2 iterations, about 0.3 ms), and how
   * many times more an address asks that fetched more than PROOF_OF_WORK_CALM_CHALLENGES challenges in
   * PROOF_OF_WORK_WINDOW_SECONDS or sent PROOF_OF_WORK_CALM_SUBMISSIONS submissions in SUBMISSION_RATE_LIMIT_WINDOW_SECONDS.
   */
  PROOF_OF_WORK_COUNTER: z.coerce.number().int().positive().default(5000),
  PROOF_OF_WORK_RAISED_FACTOR: z.coerce.number().int().positive().default(10),
  PROOF_OF_WORK_CALM_CHALLENGES: z.coerce.number().int().positive().default(30),
  PROOF_OF_WORK_CALM_SUBMISSIONS: z.coerce.number().int().positive().default(5),
  PROOF_OF_WORK_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Mails a form's "Email it to" buttons send per form and per day (to confirmed addresses only). */
  SUBMISSION_EMAIL_DAILY_LIMIT: z.coerce.number().int().positive().default(100),
  /** Comments (and edits) per account per window. */
  COMMENT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  COMMENT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Checkouts a guest (no account) may start from one IP address per window (issue 25). */
  GUEST_CHECKOUT_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  GUEST_CHECKOUT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** Stripe: without a secret key, payments run in test mode against the Stripe test server Folio starts itself. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret of the webhook endpoint for platform events (`/api/payments/webhooks/stripe`). */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** The signing secret of the webhook endpoint for Connect events (`/api/payments/webhooks/stripe-connect`). */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().optional(),
  /** Test mode: where the Stripe test server listens (its pay and onboarding pages are opened by the browser). 0 = any free port. */
  STRIPE_TEST_HOST: z.string().default('127.0.0.1'),
  STRIPE_TEST_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** GET /metrics (Prometheus) answers only with this bearer token; unset: metrics are off. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * The longest a server answers visitors' pages from what it read earlier when no change notification reached it
   * (services/cluster/visitorCache.ts); notified changes take effect at once. 0 turns the cache off.
   */
  VISITOR_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * The longest a server trusts a bearer token it resolved earlier without reading it again (auth/tokenCache.ts);
   * revocations, deactivations and role changes take effect at once through the change feed. 0 reads every time.
   */
  AUTH_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /** Requests a personal access token may make per minute (issue 30), counted across servers; over it: 429. */
  API_TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * Webhooks may be sent to private, loopback and link-local addresses, and over http (issue 30). Off: only https
   * addresses on the public internet, checked when a webhook is made and again when each delivery connects.
   */
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
  /** Webhook deliveries (every attempt and replay) are kept this many days. */
  WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /**
   * Redis for co-editing across several app servers (redis://host:port): every server holding a folio open hears the
   * others' changes. Unset (one server, the embedded defaults): no Redis.
   */
  REDIS_URL: z.string().url().optional(),
  /** Co-editing checks each connection's session and rights again this often (a revoked share stops within it). */
  COLLAB_RECHECK_SECONDS: z.coerce.number().min(1).max(300).default(10),
  /** Co-editing keeps a version of a folio after this long without a change (issue 29). */
  COLLAB_VERSION_PAUSE_SECONDS: z.coerce.number().min(1).max(86_400).default(300),
  /** Versions kept automatically (after a pause, before a restore) are deleted after this many days; named and published ones stay. */
  VERSION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** The web app keeps a site session (spec §4); false: it does not. */
  APP_TRACKING: bool.default(true),
  /** Raw analytics events (page views, UI events) are kept this many months, then their monthly partitions dropped; the daily counts stay. */
  ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(25),
  /** The platform's share of each sale, in percent (the Stripe application fee). */
  PLATFORM_FEE_PERCENT: z.coerce.number().min(0).max(50).default(10),
  ...headerLinkVariables(),
});

export interface HeaderLink {
  label: string;
  href: string;
}

export type Config = z.infer<typeof ConfigSchema> & {
  APP_ORIGIN: string;
  SITES_ORIGIN: string;
  dataDir: string;
  webDistDir: string;
  /** The header links the operator set, in the spec's order (/public/api/config adds the instance site's pages). */
  headerLinks: HeaderLink[];
};

const here = path.dirname(new URL(import.meta.url).pathname);

/** Reads and validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const c = parsed.data;
  return {
    ...c,
    APP_ORIGIN: (c.APP_ORIGIN ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    SITES_ORIGIN: (c.SITES_ORIGIN ?? `http://127.0.0.1:${c.PORT}`).replace(/\/$/, ''),
    dataDir: path.resolve(c.FOLIO_DATA_DIR),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(here, '../../web/dist')),
    headerLinks: HEADER_LINKS.flatMap(({ variable, label }) => (c[variable] ? [{ label, href: c[variable] }] : [])),
  };
}
