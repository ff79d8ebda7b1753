/**
 * The Stripe test server's own pages: Connect onboarding and the Checkout pay page. Plain HTML with one form each,
 * marked "test mode" at the top; no card number is asked for, none is ever seen by Folio.
 */
import { escapeHtml } from '../../routes/sites/document.ts';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
.band{background:#ffb300;color:#1a1f36;text-align:center;padding:.4rem;font-weight:600}
main{max-width:30rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}table{width:100%;border-collapse:collapse;margin:1rem 0}
td{padding:.35rem 0;border-bottom:1px solid #e3e8ee}td.n{text-align:right;white-space:nowrap}
tr.total td{font-weight:700;border:0}button{font:inherit;background:#635bff;color:#fff;border:0;border-radius:6px;
padding:.7rem 1.2rem;width:100%;cursor:pointer}button:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}
a{color:#635bff}.muted{color:#697386;font-size:.9rem}label{display:block;margin:.8rem 0 .2rem}
input{font:inherit;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #c1c9d2;border-radius:6px}
@media (max-width:600px){main{margin:0;border-radius:0;max-width:none}}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Stripe test mode</title><style>${STYLE}</style></head>
<body><div class="band" role="note">Test mode: no real money moves and no card is charged</div><main>${body}</main></body></html>`;
}

export function formatAmount(minor: number, currency: string): string {
  return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

export interface PayLine {
  name: string;
  amount: number;
  quantity: number;
}

export function payPage(o: { action: string; cancelUrl: string; lines: PayLine[]; total: number; currency: string; email?: string | undefined }): string {
  const rows = o.lines.map((l) => `<tr><td>${escapeHtml(l.name)}${l.quantity > 1 ? ` × ${l.quantity}` : ''}</td><td class="n">${formatAmount(l.amount * l.quantity, o.currency)}</td></tr>`).join('');
  return page(
    'Pay',
    `<h1>Pay Folio</h1>${o.email ? `<p class="muted">Receipt to ${escapeHtml(o.email)}</p>` : ''}
<table>${rows}<tr class="total"><td>Total</td><td class="n">${formatAmount(o.total, o.currency)}</td></tr></table>
<form method="post" action="${escapeHtml(o.action)}"><button type="submit">Pay ${formatAmount(o.total, o.currency)}</button></form>
<p><a href="${escapeHtml(o.cancelUrl)}">Cancel and go back</a></p>`,
  );
}

export function onboardingPage(o: { action: string; returnUrl: string; email: string }): string {
  return page(
    'Set up payouts',
    `<h1>Set up payouts</h1><p>Folio uses Stripe to pay you for what you sell. In test mode no identity check is made.</p>
<form method="post" action="${escapeHtml(o.action)}">
<label for="business">Business or your name</label><input id="business" name="business" value="${escapeHtml(o.email)}" autocomplete="off">
<label for="bank">Bank account (test)</label><input id="bank" name="bank" value="000123456789" readonly>
<p><button type="submit">Agree and submit</button></p></form>
<p><a href="${escapeHtml(o.returnUrl)}">Leave and finish later</a></p>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''}`);
}
