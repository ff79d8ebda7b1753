/**
 * Webhook delivery of the Stripe test server: every event is signed with its endpoint's secret and posted to Folio,
 * retried with backoff while Folio answers anything but 2xx (as Stripe does, shortened). Switches let tests deliver
 * each event twice, hold events and release them in reverse order, or stop delivering.
 */
import { signPayload } from './signature.ts';

export type Endpoint = 'platform' | 'connect';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  /** set on Connect events: the connected account the event happened on */
  account?: string;
  data: { object: unknown };
}

/** Sends one signed delivery to Folio; answers the HTTP status. */
export type Deliver = (endpoint: Endpoint, payload: string, signature: string) => Promise<number>;

export interface DeliverySwitches {
  /** every event is delivered twice */
  duplicate: boolean;
  /** events wait in `held` until `release()` */
  hold: boolean;
  /** events are dropped (a webhook endpoint that is down for good): the success page must fulfil alone */
  drop: boolean;
}

export interface DeliveryLog {
  eventId: string;
  type: string;
  endpoint: Endpoint;
  status: number;
}

const RETRY_DELAYS_MS = [200, 1_000, 5_000];

export class Deliveries {
  readonly switches: DeliverySwitches = { duplicate: false, hold: false, drop: false };
  readonly log: DeliveryLog[] = [];
  private held: Array<{ endpoint: Endpoint; event: StripeEvent }> = [];
  private pending = new Set<Promise<void>>();
  private timers = new Set<NodeJS.Timeout>();
  deliver: Deliver | null = null;

  private readonly secrets: Record<Endpoint, string>;

  constructor(secrets: Record<Endpoint, string>) {
    this.secrets = secrets;
  }

  send(endpoint: Endpoint, event: StripeEvent): void {
    if (this.switches.drop) return;
    if (this.switches.hold) {
      this.held.push({ endpoint, event });
      return;
    }
    const times = this.switches.duplicate ? 2 : 1;
    for (let i = 0; i < times; i++) this.track(this.attempt(endpoint, event, 0));
  }

  /** Delivers the held events (newest first with `reverse`), and stops holding. */
  async release(options: { reverse?: boolean } = {}): Promise<void> {
    this.switches.hold = false;
    const events = options.reverse ? [...this.held].reverse() : this.held;
    this.held = [];
    for (const { endpoint, event } of events) await this.attempt(endpoint, event, 0);
  }

  /** Waits until every delivery under way (retries included) has finished. */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private track(p: Promise<void>): void {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private async attempt(endpoint: Endpoint, event: StripeEvent, tries: number): Promise<void> {
    if (!this.deliver) return;
    const payload = JSON.stringify(event, null, 2);
    let status: number;
    try {
      status = await this.deliver(endpoint, payload, signPayload(payload, this.secrets[endpoint]));
    } catch {
      status = 0;
    }
    this.log.push({ eventId: event.id, type: event.type, endpoint, status });
    if (status >= 200 && status < 300) return;
    const delay = RETRY_DELAYS_MS[tries];
    if (delay === undefined) return;
    this.track(
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          void this.attempt(endpoint, event, tries + 1).finally(resolve);
        }, delay);
        timer.unref();
        this.timers.add(timer);
      }),
    );
  }
}
