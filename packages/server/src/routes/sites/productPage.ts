/**
 * The markup of a licence option's product page (`/buy/{id}`) and of its thank-you page, on the sites origin
 * (issue 25). No script: the Buy form posts to the same address and the server answers with the pay page.
 */
import { LICENSE_TYPE_INFO, formatMoney, licenceAllowsText } from '@folio/model';
import type { Offer } from '../../services/selling/offers.ts';
import type { GuestOrderState } from '../../services/payments/guestCheckout.ts';
import { escapeHtml as esc } from './document.ts';

const KIND: Record<Offer['itemType'], string> = { folio: 'Folio', asset: 'File', library: 'Library' };

/** "CA$22.60", and how it is made up when there is more than the price. */
function priceLines(offer: Offer): { total: string; detail: string | null } {
  // Visitors come from anywhere: "CA$", "US$", never a bare "$".
  const money = (minor: number) => formatMoney(minor, offer.currency, 'en-US').replace(/^\$/, 'US$');
  const total = offer.totalMinor === 0 ? 'Free' : money(offer.totalMinor);
  const parts = [money(offer.priceMinor)];
  if (offer.taxMinor > 0) parts.push(`${money(offer.taxMinor)} tax (${offer.taxPercentage} %)`);
  if (offer.shippingMinor > 0) parts.push(`${money(offer.shippingMinor)} shipping`);
  if (offer.otherMinor > 0) parts.push(`${money(offer.otherMinor)} other charges`);
  return { total, detail: parts.length > 1 ? `${parts.join(' + ')}, all included` : offer.totalMinor > 0 ? 'No tax or other charges' : null };
}

export interface ProductForm {
  email: string;
  error: string | null;
}

export function productMain(offer: Offer, form: ProductForm, appOrigin: string): string {
  const info = offer.licenseType ? LICENSE_TYPE_INFO[offer.licenseType] : null;
  const price = priceLines(offer);
  const cover = offer.coverUrl
    ? `<img class="fo-product-cover" src="${esc(offer.coverUrl)}" alt="Picture of ${esc(offer.itemName)}">`
    : '<span class="fo-product-cover fo-product-cover-empty" aria-hidden="true"></span>';
  const allows = info
    ? `<h2>With the ${esc(info.label)} licence you may</h2><ul class="fo-allows">${licenceAllowsText(offer.licenseType!, offer.itemType).map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`
    : '';
  const error = form.error ? `<p class="fo-form-error" id="buy-error" role="alert">${esc(form.error)}</p>` : '';
  return `<main id="main" class="fo-people fo-product">
<div class="fo-product-head">${cover}<div>
<p class="fo-muted">${KIND[offer.itemType]}</p>
<h1>${esc(offer.itemName)}</h1>
<p class="fo-muted">By ${esc(offer.sellerName)}</p>
<p class="fo-price" data-price>${esc(price.total)}</p>
${price.detail ? `<p class="fo-muted">${esc(price.detail)}</p>` : ''}
</div></div>
${allows}
<form class="fo-buy" method="post" action="/buy/${esc(offer.optionId)}" novalidate>
<label for="buy-email">Your email address</label>
<input id="buy-email" name="email" type="email" autocomplete="email" required maxlength="254" value="${esc(form.email)}" aria-describedby="buy-email-help${form.error ? ' buy-error' : ''}"${form.error ? ' aria-invalid="true"' : ''}>
<p class="fo-muted" id="buy-email-help">Your receipt goes there, with a link to get what you buy. You do not need a Folio account.</p>
${error}
<button type="submit">Buy${offer.totalMinor > 0 ? ` for ${esc(price.total)}` : ''}</button>
</form>
<p class="fo-muted">Already have a Folio account? <a href="${esc(`${appOrigin}/marketplace`)}">Buy in the app</a> and it goes straight to your account.</p>
</main>`;
}

export function thanksMain(offer: Offer, state: GuestOrderState): string {
  const back = `<p><a href="/buy/${esc(offer.optionId)}">Back to ${esc(offer.itemName)}</a></p>`;
  const says: Record<GuestOrderState, [string, string]> = {
    paid: ['Thank you for your purchase', 'We sent your receipt by email. It has a link to get what you bought: open it and sign in, or create a free account, with the same email address.'],
    pending: ['Your payment is being confirmed', 'As soon as it is confirmed we send your receipt by email, with a link to get what you bought. You can close this page.'],
    canceled: ['The payment was not completed', 'Nothing was charged. You can try again.'],
    refunded: ['This purchase was refunded', 'The seller refunded this purchase.'],
  };
  const [title, text] = says[state];
  return `<main id="main" class="fo-people fo-product">
<h1>${esc(title)}</h1>
<p>${esc(text)}</p>
<p class="fo-muted">${esc(offer.itemName)} · By ${esc(offer.sellerName)}</p>
${back}
</main>`;
}
