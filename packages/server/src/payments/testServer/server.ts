/**
 * A Stripe-compatible test server that Folio starts in-process when no Stripe key is set (design: payments). It
 * speaks the part of Stripe's API that Folio's code calls through the real `stripe` SDK — Connect Express accounts
 * and single-use account links, Checkout Sessions with destination charges, payment intents, refunds — keeps its
 * state in memory, honours `Idempotency-Key`, serves its own onboarding and pay pages, and delivers signed webhooks
 * (see delivery.ts). Tests reach its switches: failing the next call of a route, duplicate or reordered deliveries.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Deliveries, type Endpoint, type StripeEvent } from './delivery.ts';
import { int, list, metadata, obj, parseForm, str, type FormObject } from './form.ts';
import { messagePage, onboardingPage, payPage, type PayLine } from './pages.ts';

const API_VERSION = '2026-10-28.endive';
const LINK_LIFETIME_S = 300;
const SESSION_LIFETIME_S = 24 * 3600;

interface Account {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  country: string;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  created: number;
}

interface AccountLink {
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  used: boolean;
  /** the onboarding form's own one-time token, minted when the link is opened */
  formToken: string | null;
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  lines: PayLine[];
  paymentIntentData: { destination: string | null; applicationFee: number | null; metadata: Record<string, string> };
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'succeeded';
  latest_charge: string;
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  metadata: Record<string, string>;
  created: number;
  amount_refunded: number;
}

interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

class ApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param: string | undefined;
  constructor(status: number, message: string, type = 'invalid_request_error', param?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.param = param;
  }
}

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('base64url')}`;

export interface TestServerOptions {
  apiKey: string;
  secrets: Record<Endpoint, string>;
  host?: string;
  port?: number;
}

export interface Failure {
  method: string;
  /** a path prefix, e.g. `/v1/checkout/sessions` */
  path: string;
  /** how many matching calls fail */
  times: number;
  /** 'after': the call takes effect but answers 500 (a dropped answer); 'before': it answers 500 without effect */
  when: 'after' | 'before';
}

export class StripeTestServer {
  readonly accounts = new Map<string, Account>();
  readonly sessions = new Map<string, CheckoutSession>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly refunds = new Map<string, Refund>();
  private readonly links = new Map<string, AccountLink>();
  private readonly idempotent = new Map<string, { body: string; status: number; response: string }>();
  readonly deliveries: Deliveries;
  /** every API call: method, path and its Idempotency-Key, for tests */
  readonly calls: Array<{ method: string; path: string; idempotencyKey: string | null; status: number }> = [];
  private failures: Failure[] = [];
  private server: http.Server | null = null;
  origin = '';

  private readonly options: TestServerOptions;

  constructor(options: TestServerOptions) {
    this.options = options;
    this.deliveries = new Deliveries(options.secrets);
  }

  async start(): Promise<void> {
    const server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    this.origin = `http://${this.options.host ?? '127.0.0.1'}:${port}`;
    this.server = server;
  }

  get port(): number {
    return (this.server?.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.deliveries.stop();
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The next `times` calls of `method path…` fail with a 500. */
  failNext(failure: Failure): void {
    this.failures.push({ ...failure });
  }

  /** What the pay page's button does: the session is paid and `checkout.session.completed` is sent. */
  pay(sessionId: string): CheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new ApiError(404, `No such checkout.session: '${sessionId}'`);
    if (session.status === 'complete') return session;
    if (session.status === 'expired' || session.expires_at < now()) throw new ApiError(400, 'This Checkout Session has expired');
    const intent: PaymentIntent = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      latest_charge: newId('ch'),
      application_fee_amount: session.paymentIntentData.applicationFee,
      transfer_data: session.paymentIntentData.destination ? { destination: session.paymentIntentData.destination } : null,
      metadata: session.paymentIntentData.metadata,
      created: now(),
      amount_refunded: 0,
    };
    this.paymentIntents.set(intent.id, intent);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
    this.emit('platform', 'checkout.session.completed', this.publicSession(session));
    return session;
  }

  /** What the onboarding form does: the account can take charges and be paid out; `account.updated` is sent. */
  completeOnboarding(accountId: string): Account {
    const account = this.accounts.get(accountId);
    if (!account) throw new ApiError(404, `No such account: '${accountId}'`);
    Object.assign(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    this.emit('connect', 'account.updated', account, account.id);
    return account;
  }

  private emit(endpoint: Endpoint, type: string, object: unknown, account?: string): void {
    const event: StripeEvent = { id: newId('evt'), object: 'event', api_version: API_VERSION, created: now(), livemode: false, type, data: { object: structuredClone(object) }, ...(account ? { account } : {}) };
    this.deliveries.send(endpoint, event);
  }

  private publicSession(s: CheckoutSession) {
    const { lines: _lines, paymentIntentData: _pid, ...rest } = s;
    return rest;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > 256 * 1024) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.origin);
    const method = req.method ?? 'GET';
    try {
      if (url.pathname.startsWith('/v1/')) return this.api(req, res, method, url, body);
      this.pages(res, method, url, body);
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(500, 'Internal error');
      res.writeHead(e.status, { 'content-type': 'text/html; charset=utf-8' }).end(messagePage('Something is wrong', e.message));
    }
  }

  private api(req: http.IncomingMessage, res: http.ServerResponse, method: string, url: URL, body: string): void {
    const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    const send = (status: number, payload: string, headers: Record<string, string> = {}) => {
      this.calls.push({ method, path: url.pathname, idempotencyKey: key, status });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers }).end(payload);
    };
    if (req.headers.authorization !== `Bearer ${this.options.apiKey}`) {
      return send(401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
    }
    const failure = this.failures.find((f) => f.method === method && url.pathname.startsWith(f.path) && f.times > 0);
    if (failure?.when === 'before') {
      failure.times--;
      return send(500, JSON.stringify({ error: { type: 'api_error', message: 'Test failure' } }));
    }
    const scope = key ? `${method} ${url.pathname} ${key}` : null;
    const replay = scope ? this.idempotent.get(scope) : undefined;
    if (replay) {
      if (replay.body !== body) {
        return send(400, JSON.stringify({ error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } }));
      }
      return send(replay.status, replay.response, { 'idempotent-replayed': 'true' });
    }
    let status = 200;
    let response: string;
    try {
      response = JSON.stringify(this.route(method, url.pathname, parseForm(method === 'GET' ? url.search.slice(1) : body)));
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(500, err instanceof Error ? err.message : 'Internal error', 'api_error');
      status = e.status;
      response = JSON.stringify({ error: { type: e.type, message: e.message, ...(e.param ? { param: e.param } : {}) } });
    }
    if (scope && method === 'POST' && status < 500) this.idempotent.set(scope, { body, status, response });
    if (failure?.when === 'after') {
      failure.times--;
      return send(500, JSON.stringify({ error: { type: 'api_error', message: 'Test failure after the call took effect' } }));
    }
    send(status, response);
  }

  private route(method: string, path: string, form: FormObject): unknown {
    const m = (re: RegExp) => re.exec(path);
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/accounts') return this.createAccount(form);
    if (method === 'GET' && (match = m(/^\/v1\/accounts\/([\w-]+)$/))) return this.found(this.accounts, match[1]!, 'account');
    if (method === 'POST' && path === '/v1/account_links') return this.createLink(form);
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(form);
    if (method === 'GET' && (match = m(/^\/v1\/checkout\/sessions\/([\w-]+)$/))) return this.publicSession(this.found(this.sessions, match[1]!, 'checkout.session'));
    if (method === 'POST' && (match = m(/^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/))) return this.expireSession(match[1]!);
    if (method === 'GET' && (match = m(/^\/v1\/payment_intents\/([\w-]+)$/))) return this.found(this.paymentIntents, match[1]!, 'payment_intent');
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(form);
    throw new ApiError(404, `Unrecognized request URL (${method}: ${path}). The Stripe test server implements what Folio calls.`);
  }

  private found<T>(map: Map<string, T>, id: string, what: string): T {
    const value = map.get(id);
    if (!value) throw new ApiError(404, `No such ${what}: '${id}'`, 'invalid_request_error', 'id');
    return value;
  }

  private createAccount(form: FormObject): Account {
    if (str(form.type) !== 'express') throw new ApiError(400, 'Only Express accounts are supported in test mode', 'invalid_request_error', 'type');
    const account: Account = {
      id: newId('acct'),
      object: 'account',
      type: 'express',
      email: str(form.email) ?? null,
      country: str(form.country) ?? 'CA',
      default_currency: 'cad',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      metadata: metadata(form.metadata),
      created: now(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private createLink(form: FormObject) {
    const account = this.found(this.accounts, str(form.account) ?? '', 'account');
    const refreshUrl = str(form.refresh_url);
    const returnUrl = str(form.return_url);
    if (!refreshUrl || !returnUrl) throw new ApiError(400, 'refresh_url and return_url are required');
    if (str(form.type) !== 'account_onboarding') throw new ApiError(400, 'Only account_onboarding links are supported', 'invalid_request_error', 'type');
    const id = crypto.randomBytes(18).toString('base64url');
    const link: AccountLink = { account: account.id, refreshUrl, returnUrl, expiresAt: now() + LINK_LIFETIME_S, used: false, formToken: null };
    this.links.set(id, link);
    return { object: 'account_link', created: now(), expires_at: link.expiresAt, url: `${this.origin}/setup/e/${id}` };
  }

  private createSession(form: FormObject): ReturnType<StripeTestServer['publicSession']> {
    if (str(form.mode) !== 'payment') throw new ApiError(400, 'Only payment mode is supported', 'invalid_request_error', 'mode');
    const successUrl = str(form.success_url);
    const cancelUrl = str(form.cancel_url);
    if (!successUrl || !cancelUrl) throw new ApiError(400, 'success_url and cancel_url are required');
    const lines: PayLine[] = [];
    let currency: string | null = null;
    for (const raw of list(form.line_items)) {
      const line = obj(raw);
      const price = obj(line.price_data);
      const amount = int(price.unit_amount);
      const quantity = int(line.quantity) ?? 1;
      const lineCurrency = str(price.currency)?.toLowerCase();
      const name = str(obj(price.product_data).name);
      if (amount === undefined || amount < 0 || !lineCurrency || !name || quantity < 1) throw new ApiError(400, 'Each line item needs price_data with currency, unit_amount and product_data.name', 'invalid_request_error', 'line_items');
      if (currency && currency !== lineCurrency) throw new ApiError(400, 'All line items must be in one currency', 'invalid_request_error', 'line_items');
      currency = lineCurrency;
      lines.push({ name, amount, quantity });
    }
    if (!currency) throw new ApiError(400, 'line_items is required', 'invalid_request_error', 'line_items');
    const total = lines.reduce((sum, l) => sum + l.amount * l.quantity, 0);
    if (total < 50) throw new ApiError(400, 'The Checkout Session total must be at least 0.50', 'invalid_request_error', 'line_items');
    const intentData = obj(form.payment_intent_data);
    const destination = str(obj(intentData.transfer_data).destination) ?? null;
    if (destination) {
      const account = this.found(this.accounts, destination, 'account');
      if (!account.charges_enabled) throw new ApiError(400, `The destination account ${destination} cannot take charges yet (onboarding is not complete)`, 'invalid_request_error', 'payment_intent_data[transfer_data][destination]');
    }
    const fee = int(intentData.application_fee_amount) ?? null;
    if (fee !== null && (!destination || fee > total)) throw new ApiError(400, 'application_fee_amount needs a destination and cannot exceed the total', 'invalid_request_error', 'payment_intent_data[application_fee_amount]');
    const id = newId('cs_test');
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      currency,
      client_reference_id: str(form.client_reference_id) ?? null,
      customer_email: str(form.customer_email) ?? null,
      metadata: metadata(form.metadata),
      payment_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      url: `${this.origin}/c/pay/${id}`,
      created: now(),
      expires_at: now() + (int(form.expires_at) !== undefined ? Math.max(1800, int(form.expires_at)! - now()) : SESSION_LIFETIME_S),
      lines,
      paymentIntentData: { destination, applicationFee: fee, metadata: metadata(intentData.metadata) },
    };
    this.sessions.set(id, session);
    return this.publicSession(session);
  }

  private expireSession(id: string) {
    const session = this.found(this.sessions, id, 'checkout.session');
    if (session.status !== 'open') throw new ApiError(400, `Only open sessions can be expired; this one is ${session.status}`);
    Object.assign(session, { status: 'expired', url: null });
    this.emit('platform', 'checkout.session.expired', this.publicSession(session));
    return this.publicSession(session);
  }

  private createRefund(form: FormObject): Refund {
    const intent = this.found(this.paymentIntents, str(form.payment_intent) ?? '', 'payment_intent');
    const left = intent.amount - intent.amount_refunded;
    const amount = int(form.amount) ?? left;
    if (amount <= 0 || amount > left) throw new ApiError(400, `Refund amount (${amount}) is greater than what is left to refund (${left})`, 'invalid_request_error', 'amount');
    intent.amount_refunded += amount;
    const refund: Refund = { id: newId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, status: 'succeeded', metadata: metadata(form.metadata), created: now() };
    this.refunds.set(refund.id, refund);
    this.emit('platform', 'charge.refunded', { id: intent.latest_charge, object: 'charge', amount: intent.amount, amount_refunded: intent.amount_refunded, refunded: intent.amount_refunded === intent.amount, currency: intent.currency, payment_intent: intent.id, metadata: intent.metadata });
    return refund;
  }

  private pages(res: http.ServerResponse, method: string, url: URL, body: string): void {
    const html = (status: number, content: string): void => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }).end(content);
    };
    const redirect = (location: string): void => {
      res.writeHead(303, { location, 'cache-control': 'no-store' }).end();
    };
    let match: RegExpExecArray | null;
    if ((match = /^\/setup\/e\/([\w-]+)$/.exec(url.pathname)) && method === 'GET') {
      const link = this.links.get(match[1]!);
      if (!link) return html(404, messagePage('Link not found', 'This onboarding link does not exist.'));
      // Account links are single use and expire: a used or old one sends the person to the refresh URL for a new one.
      if (link.used || link.expiresAt < now()) return redirect(link.refreshUrl);
      link.used = true;
      link.formToken = crypto.randomBytes(18).toString('base64url');
      const account = this.accounts.get(link.account)!;
      return html(200, onboardingPage({ action: `/setup/e/${match[1]}/${link.formToken}`, returnUrl: link.returnUrl, email: account.email ?? '' }));
    }
    if ((match = /^\/setup\/e\/([\w-]+)\/([\w-]+)$/.exec(url.pathname)) && method === 'POST') {
      const link = this.links.get(match[1]!);
      if (!link || !link.formToken || link.formToken !== match[2]) return html(404, messagePage('Link not found', 'This onboarding form has already been sent or does not exist.'));
      link.formToken = null;
      void body;
      this.completeOnboarding(link.account);
      return redirect(link.returnUrl);
    }
    if ((match = /^\/c\/pay\/([\w-]+)$/.exec(url.pathname))) {
      const session = this.sessions.get(match[1]!);
      if (!session) return html(404, messagePage('Payment not found', 'This payment page does not exist.'));
      const success = () => session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
      if (session.status === 'complete') return redirect(success());
      if (session.status === 'expired' || session.expires_at < now()) return html(410, messagePage('This payment page has expired', 'Nothing was charged. Go back and check out again.', { href: session.cancel_url, label: 'Back to the shop' }));
      if (method === 'POST') {
        this.pay(session.id);
        return redirect(success());
      }
      return html(200, payPage({ action: `/c/pay/${session.id}`, cancelUrl: session.cancel_url, lines: session.lines, total: session.amount_total, currency: session.currency, email: session.customer_email ?? undefined }));
    }
    html(404, messagePage('Not found', 'There is nothing at this address.'));
  }
}
