// Checkout to fulfilment under 50 concurrent buyers (issue 13), through the Stripe test server the app starts
// itself: a seller onboards on its Connect page and sells 4 folios; 50 buyers each buy all 4, one order at a time
// (add to cart, check out, press Pay on the pay page, come back to the order page, which races the webhook).
// Prints orders/s and checkout-to-paid latency, then counts in PostgreSQL what was granted: every order paid once,
// one copy and one receipt per order (0 double fulfilments). Run alone: `npx node bench/checkout.ts`.
import { apiCall, signIn } from '../e2e/client.ts';
import { withDb, type ServerProcess } from '../packages/server/test/lifecycle/serverProcess.ts';
import { runAlone } from './alone.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const ITEMS = 4;

async function onboard(url: string, token: string, userId: string): Promise<void> {
  const { url: link } = await apiCall<{ url: string }>(url, token, 'GET', `/api/stripeConnectedAccounts/${userId}/generateAccountLink`);
  const action = /<form method="post" action="([^"]+)"/.exec(await (await fetch(link)).text())![1]!;
  await fetch(new URL(action, link), { method: 'POST', body: new URLSearchParams({ business: 'Bench seller' }), redirect: 'manual' });
  for (let i = 0; i < 50; i++) {
    if ((await apiCall<{ chargesEnabled: boolean } | undefined>(url, token, 'GET', `/api/stripeAccountInfo/${userId}`))?.chargesEnabled) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the seller never became able to take charges');
}

async function offerFolios(url: string, token: string): Promise<string[]> {
  const options: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const folio = await apiCall<{ id: string; version: number }>(url, token, 'POST', '/api/folios', { name: `Bench course ${i}` });
    await apiCall(url, token, 'PATCH', `/api/folios/${folio.id}`, { baseVersion: folio.version, log: [{ action: 'updateRoot' }], root: { isPublic: true } });
    await apiCall(url, token, 'PATCH', `/api/folios/${folio.id}/publish`, {});
    const res = await fetch(`${url}/api/licenseOptions?index=true`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ itemType: 'folio', itemId: folio.id, root: {} }) });
    const id = await res.text();
    await apiCall(url, token, 'PATCH', `/api/licenseOptions/publish/${id}`, { root: { price: String(10 + i), taxPercentage: '13', licenseType: 'edit' } });
    options.push(id);
  }
  return options;
}

/** One buyer's purchase of one option; answers the milliseconds from checkout to a paid order. */
async function buy(url: string, token: string, option: string): Promise<number> {
  const cart = await apiCall<{ items: Array<{ id: string; licenseOptionId: string }> }>(url, token, 'POST', '/api/products/cartItems/add', { type: 'folio', licenseOptionId: option });
  const item = cart.items.find((i) => i.licenseOptionId === option)!;
  const started = performance.now();
  const { orderId, url: payUrl } = await apiCall<{ orderId: string; url: string }>(url, token, 'POST', '/api/products/checkout', { cartItemIds: [item.id] });
  const page = await fetch(payUrl);
  await page.text();
  const paid = await fetch(payUrl, { method: 'POST', redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`pay page answered ${paid.status}`);
  for (;;) {
    const order = await apiCall<{ status: string }>(url, token, 'POST', `/api/orders/${orderId}/complete`);
    if (order.status === 'paid') return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function benchCheckout(server: ServerProcess, token: string, admin: { id: string; password: string }): Promise<void> {
  await onboard(server.url, token, admin.id);
  const options = await offerFolios(server.url, token);
  await withDb(server.dataDir, async (db) => {
    const hash = (await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [admin.id])).rows[0]!.password_hash;
    await db.query(`INSERT INTO users (email, password_hash, display_name, email_verified_at) SELECT 'buyer' || i || '@bench.test', $1, 'Buyer ' || i, now() FROM generate_series(1, $2::int) i ON CONFLICT DO NOTHING`, [hash, BUYERS]);
  });
  const buyers: string[] = [];
  for (let i = 1; i <= BUYERS; i++) buyers.push((await signIn(server.url, { email: `buyer${i}@bench.test`, password: admin.password })).token);

  const latencies: number[] = [];
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer) => {
      for (const option of options) latencies.push(await buy(server.url, buyer, option));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Let late webhook deliveries land before counting.
  await new Promise((r) => setTimeout(r, 1500));
  const counts = await withDb(server.dataDir, async (db) => {
    const q = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]!.n);
    return {
      paid: await q(`SELECT count(*) AS n FROM orders o JOIN users u ON u.id = o.buyer_id WHERE u.email LIKE 'buyer%@bench.test' AND o.status = 'paid'`),
      copies: await q(`SELECT count(*) AS n FROM folios f JOIN users u ON u.id = f.author_id WHERE u.email LIKE 'buyer%@bench.test' AND f.has_been_purchased`),
      receipts: await q(`SELECT count(*) AS n FROM mail_messages WHERE "to" LIKE 'buyer%@bench.test' AND subject LIKE 'Your Folio receipt%'`),
      events: await q(`SELECT count(*) AS n FROM payment_events WHERE type = 'checkout.session.completed'`),
    };
  });
  const orders = BUYERS * ITEMS;
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`\nCheckout to fulfilment, ${BUYERS} concurrent buyers × ${ITEMS} orders each (Stripe test server, webhook racing the success page)`);
  console.log(`orders: ${orders} in ${seconds.toFixed(1)} s = ${(orders / seconds).toFixed(1)} orders/s; checkout → paid p50 ${pct(sorted, 50).toFixed(0)} ms, p99 ${pct(sorted, 99).toFixed(0)} ms`);
  console.log(`paid orders ${counts.paid}, bought copies ${counts.copies}, receipts ${counts.receipts}, completed events acted on ${counts.events}; double fulfilments: ${counts.copies - counts.paid + (counts.receipts - counts.paid)}`);
  if (counts.paid !== orders || counts.copies !== orders || counts.receipts !== orders) throw new Error('checkout bench: fulfilment counts do not match the orders');
}

if (import.meta.main) await runAlone('checkout', (server, token, admin) => benchCheckout(server, token, admin));
