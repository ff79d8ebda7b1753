/**
 * A licence option's product page on the sites origin (issue 25): `GET /buy/{id}` shows the item, what the licence
 * allows and the price with tax, with a Buy form asking only an email; `POST /buy/{id}` (the form, urlencoded)
 * starts a guest checkout and sends the browser to the pay page (303), or shows the page again with what to fix;
 * `GET /buy/{id}/thanks?order=…` is where the pay page sends the buyer back. An option not on offer (unpublished,
 * deleted, ended, its item private or deleted) answers the visitors' 404 page.
 */
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.ts';
import { HttpError, waitInWords } from '../../errors.ts';
import { enforceRateLimit } from '../../services/auth/rateLimit.ts';
import { guestOrderReturn, startGuestCheckout } from '../../services/payments/guestCheckout.ts';
import { readOffer, type Offer } from '../../services/selling/offers.ts';
import { checkoutDeps } from '../payments/deps.ts';
import { assetLinks } from './assetUrls.ts';
import { SITES_CSP } from './csp.ts';
import { FOLIO_UI_LANGUAGE, htmlDocument } from './document.ts';
import { productMain, thanksMain, type ProductForm } from './productPage.ts';
import { sendNotFound, securityHeaders } from './respond.ts';

const OptionParams = z.object({ id: z.string().max(100).describe('The licence option id') });
const ThanksQuery = z.object({
  order: z.string().max(100).describe('The order the pay page was for'),
  session_id: z.string().max(300).optional().describe('The Checkout Session, filled in by the pay page'),
});

/** What the guest may be told when starting a checkout fails: our own texts, never an internal error. */
const GUEST_RATE_TEXT = (wait: string) => `Too many purchases were started from your network; try again ${wait}`;

export async function siteBuyRoutes(app: App): Promise<void> {
  const constraints = { site: true };
  const { config } = app.deps;
  const db = app.deps.database.db;
  // The Buy form may send the browser on to the pay page (the Stripe test server's in test mode).
  const payOrigin = app.payments.testServer?.origin ?? 'https://checkout.stripe.com';
  const csp = SITES_CSP.replace("form-action 'self'", `form-action 'self' ${payOrigin}`);

  // A plain HTML form posts urlencoded; only these routes read that (the rest of the app takes JSON only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function sendPage(reply: FastifyReply, offer: Offer, main: string, title: string, status = 200) {
    const html = htmlDocument(
      { title: `${title} · Folio`, description: `${offer.itemName} by ${offer.sellerName}`.slice(0, 300), canonicalUrl: `${config.SITES_ORIGIN}/buy/${offer.optionId}`, noindex: false, imageUrl: null, language: FOLIO_UI_LANGUAGE, ...(await assetLinks(main)) },
      main,
    );
    return securityHeaders(reply, csp).code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/buy/:id', { constraints, schema: { hide: true, params: OptionParams } }, async (req, reply) => {
    const offer = await readOffer(db, req.params.id);
    if (!offer) return sendNotFound(reply);
    return sendPage(reply, offer, productMain(offer, { email: '', error: null }, config.APP_ORIGIN), `Buy ${offer.itemName}`);
  });

  app.post('/buy/:id', { constraints, schema: { hide: true, params: OptionParams } }, async (req, reply) => {
    const offer = await readOffer(db, req.params.id);
    if (!offer) return sendNotFound(reply);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.slice(0, 254) : '';
    const again = (status: number, form: ProductForm) => sendPage(reply, offer, productMain(offer, form, config.APP_ORIGIN), `Buy ${offer.itemName}`, status);
    try {
      await enforceRateLimit(db, [`guestCheckout:ip:${req.ip}`], config.GUEST_CHECKOUT_RATE_LIMIT, config.GUEST_CHECKOUT_RATE_LIMIT_WINDOW_SECONDS);
      const { url } = await startGuestCheckout(checkoutDeps(app), offer.optionId, email);
      return reply.code(303).header('cache-control', 'no-store').redirect(url, 303);
    } catch (err) {
      if (!(err instanceof HttpError) || err.status >= 500) throw err;
      if (err.status === 429) {
        const retry = Number(err.headers['retry-after'] ?? 60);
        reply.header('retry-after', String(retry));
        return again(429, { email, error: GUEST_RATE_TEXT(`in ${waitInWords(retry)}`) });
      }
      return again(err.status, { email, error: err.message });
    }
  });

  app.get('/buy/:id/thanks', { constraints, schema: { hide: true, params: OptionParams, querystring: ThanksQuery } }, async (req, reply) => {
    const offer = await readOffer(db, req.params.id);
    const back = offer && (await guestOrderReturn(checkoutDeps(app), offer.optionId, req.query.order, req.query.session_id));
    if (!offer || !back) return sendNotFound(reply);
    reply.header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    return sendPage(reply, offer, thanksMain(offer, back.state), back.state === 'paid' ? 'Thank you' : offer.itemName);
  });
}
