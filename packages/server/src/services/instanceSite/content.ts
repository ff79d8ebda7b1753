/**
 * The pages of the instance's own public site (issue 32): the five the spec's header links name (§2: Features, Our
 * Story, Templates, Pricing, Contact), as ordinary folio documents the super admin owns and edits like any other.
 * Pricing is written from this instance's account types (@folio/model ACCOUNT_TYPES) as they are when the site is
 * made; Contact is a form (name, email, message) whose submissions the owner reads and gets by mail.
 */
import {
  ACCOUNT_TYPES,
  DEFAULT_ACCOUNT_TYPE_ID,
  NEW_FOLIO_SPAM_PROTECTION,
  createFolio,
  createNode,
  formatBytes,
  formatMoney,
  insertNode,
  type AccountType,
  type FolioDocument,
  type FolioNode,
  type NodeKind,
} from '@folio/model';

/** What the pages need of the configuration: where the app is (links to sign-up and the gallery), the Free quota. */
export interface InstanceSiteConfig {
  APP_ORIGIN: string;
  STORAGE_LIMIT_BYTES: number;
}

/** One page of the site: the header link it answers, its address on the site and its document. */
export interface InstancePage {
  /** the header link's label (config.ts HEADER_LINKS), also the folio's and the page's name */
  label: string;
  /** the page's slug on the website */
  slug: string;
  doc: FolioDocument;
}

export const INSTANCE_SITE = {
  name: 'Folio',
  /** the website's preferred address part, /site/folio (another free one when a website already has it) */
  slug: 'folio',
  description: 'Folio is a web platform you run yourself for pages, forms, websites and a marketplace: what it does, where it comes from, what it costs and how to reach us.',
} as const;

/** Escapes text for the HTML of a text resource. */
const esc = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** A small builder of one-column pages: each section is a tile with one layout, one column and its blocks. */
class PageBuilder {
  doc: FolioDocument;
  private readonly pageId: string;
  private column = '';

  constructor(authorId: string, label: string) {
    const doc = createFolio(authorId, { name: label, spamProtection: NEW_FOLIO_SPAM_PROTECTION });
    this.pageId = doc.root.pages[0]!;
    const page = doc.nodes[this.pageId]!;
    this.doc = {
      ...doc,
      root: { ...doc.root, isPublic: true, summary: INSTANCE_SITE.description, submissionReceiversMail: 'answers' },
      nodes: { ...doc.nodes, [this.pageId]: { ...page, name: label } as FolioNode },
    };
  }

  private add<K extends NodeKind>(parentId: string, kind: K, overrides: Record<string, unknown> = {}): string {
    const node = createNode(kind, overrides as never);
    this.doc = insertNode(this.doc, { parentId, node });
    return node.id;
  }

  /** A new section (tile > layout > column) that the next blocks go into. */
  section(): this {
    const tile = this.add(this.pageId, 'tile', { design: { padding: '16px 20px' } });
    const layout = this.add(tile, 'layout');
    this.column = this.add(layout, 'column');
    return this;
  }

  /** A block of rich text. */
  text(html: string): this {
    const block = this.add(this.column, 'block');
    this.add(block, 'text-resource', { html });
    return this;
  }

  /** A block holding a widget. */
  widget<K extends NodeKind>(kind: K, overrides: Record<string, unknown>): string {
    const block = this.add(this.column, 'block');
    return this.add(block, kind, overrides);
  }
}

const p = (text: string) => `<p>${esc(text)}</p>`;
const h = (level: number, text: string) => `<h${level}>${esc(text)}</h${level}>`;
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
const link = (href: string, text: string) => `<a href="${esc(href)}">${esc(text)}</a>`;

function features(authorId: string, config: InstanceSiteConfig): FolioDocument {
  const b = new PageBuilder(authorId, 'Features');
  b.section().text(
    h(1, 'Pages, forms and websites you own') +
      p('Folio is one place to write pages, collect answers, build websites and sell your work — and it runs on your own server, so your content and your visitors’ answers stay with you.') +
      `<p>${link(`${config.APP_ORIGIN}/register`, 'Create a free account')} or ${link(`${config.APP_ORIGIN}/login`, 'sign in')} to start.</p>`,
  );
  const sections: Array<[string, string, string[]]> = [
    ['A visual editor', 'Build each page from tiles, columns and blocks: text, images, files, embeds, charts and form fields.', [
      'Drag and drop, or insert from the keyboard; undo and redo everything.',
      'Edit together: see who else is in the folio and type on the same page at once.',
      'Version history keeps a version on every publish and lets you restore any of them.',
    ]],
    ['Forms that check their answers', 'Any page becomes a form. Answers are checked in the page and again on the server, and each is stored exactly once.', [
      'Text, numbers, choices, dates, times, links and file uploads.',
      'Read, search, filter and export submissions as CSV or XLSX.',
      'Name receivers who get a mail for every submission.',
    ]],
    ['Websites in minutes', 'Gather folios into a website with a menu, a header and footer, search, a favicon and your own domain.', [
      'Pages are served fast, with one small script.',
      'A sitemap and robots.txt are made for you.',
      'Publishing refuses pages that fail the accessibility rules until they are fixed.',
    ]],
    ['Sell your work', 'Put licences on folios, assets and libraries and sell them in the marketplace or on a product page of their own.', [
      'Payments go through your Stripe account.',
      'Each licence says exactly what the buyer may do.',
    ]],
    ['See what happens', 'Analytics count visitors, page views, form starts and submissions, with sources and countries, without selling anyone’s data.', [
      'Share a read-only dashboard, or get a weekly mail.',
    ]],
  ];
  for (const [title, intro, items] of sections) b.section().text(h(2, title) + p(intro) + ul(items));
  return b.doc;
}

function ourStory(authorId: string): FolioDocument {
  const b = new PageBuilder(authorId, 'Our Story');
  b.section().text(
    h(1, 'Our story') +
      p('Folio began with a simple wish: a page, a form and a small website should not need five services, five accounts and five bills, and the people who fill in a form should not become someone else’s data.') +
      p('So Folio puts an editor, forms, websites, a storefront and analytics in one product that anyone can run on their own machine with a single command. The database is built in; mail, file storage and payments plug in when you need them.'),
  );
  b.section().text(
    h(2, 'What we care about') +
      ul([
        'Your content is yours: export everything, delete your account, move to another server.',
        'Pages everyone can use: accessibility checks are part of publishing, not an afterthought.',
        'Speed on modest hardware: published pages are rendered on the server and cached.',
        'Plain words: the app says what happened and what to do next.',
      ]),
  );
  b.section().text(
    h(2, 'This instance') +
      p('This site is itself made with Folio. Its owner can change every word of it in the editor, add pages, or remove the ones they do not need.'),
  );
  return b.doc;
}

function templates(authorId: string, config: InstanceSiteConfig): FolioDocument {
  const b = new PageBuilder(authorId, 'Templates');
  const gallery = `${config.APP_ORIGIN}/templates`;
  b.section().text(
    h(1, 'Start from a template') +
      p('You never have to begin with a blank page. The template gallery holds ready-made folios — a portfolio, a landing page with a sign-up form, an event with RSVP, a survey with charts, a résumé, a newsletter, a course page, a link-in-bio and a small website — each filled with real sample text you can replace.') +
      p('Pick one, and Folio makes you your own copy to edit and publish. Templates shared by this instance’s community sit beside the built-in ones.'),
  );
  b.widget('button-widget', {
    label: { position: 'hidden', text: '' },
    meta: { action: { click: { type: 'redirect', url: gallery } }, appearance: { text: 'Browse the templates', icon: 'arrow-right', useText: true } },
  });
  b.section().text(
    h(2, 'How it works') +
      `<ol><li>${esc('Open the gallery (sign in or create a free account first).')}</li><li>${esc('Choose a template and make it yours.')}</li><li>${esc('Change the words and pictures, then publish.')}</li></ol>` +
      `<p>${link(gallery, 'Open the template gallery')}</p>`,
  );
  return b.doc;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
/** 366 → 'year', 731 → '2 years', 90 → '90 days'. */
function days(n: number): string {
  const years = Math.round(n / 365.25);
  if (years > 0 && Math.abs(n - years * 365.25) <= 1.5) return years === 1 ? 'year' : plural(years, 'year', 'years');
  return n === 1 ? 'day' : plural(n, 'day', 'days');
}

/** What one account type gives, in the words of the pricing page. */
export function accountTypeLines(type: AccountType, storageLimitBytes: number): string[] {
  return [
    `${formatBytes(storageLimitBytes, 0)} of storage`,
    type.maxWebsites === null ? 'Unlimited websites' : `Up to ${plural(type.maxWebsites, 'website', 'websites')}`,
    type.submissionsPerMonth === null ? 'Unlimited form submissions' : `${plural(type.submissionsPerMonth, 'form submission', 'form submissions')} a month`,
    `Analytics for the last ${days(type.analyticsDays)}`,
    type.customDomains ? 'Websites on your own domain' : 'Websites on this server’s address',
    ...(type.sellLicences ? ['Sell licences in the marketplace'] : []),
  ];
}

export const priceText = (type: AccountType) => (type.yearlyPriceMinor > 0 ? `${formatMoney(type.yearlyPriceMinor)} CAD a year` : 'Free for everyone');

function pricing(authorId: string, config: InstanceSiteConfig): FolioDocument {
  const b = new PageBuilder(authorId, 'Pricing');
  b.section().text(
    h(1, 'Pricing') +
      p(`Every account starts on ${ACCOUNT_TYPES.find((t) => t.id === DEFAULT_ACCOUNT_TYPE_ID)?.name ?? 'the free plan'}. Upgrade for a year from your profile when you need more; what you have made is never removed if you go back.`),
  );
  for (const type of ACCOUNT_TYPES) {
    const storage = type.id === DEFAULT_ACCOUNT_TYPE_ID ? config.STORAGE_LIMIT_BYTES : type.storageLimitBytes;
    b.section().text(h(2, type.name) + `<p><strong>${esc(priceText(type))}</strong></p>` + ul(accountTypeLines(type, storage)));
  }
  b.section().text(
    h(2, 'Questions') + `<p>${esc('Prices are in Canadian dollars and paid through the cart. Need something else? ')}${link(`${config.APP_ORIGIN}/register`, 'Create an account')}${esc(' and write to us from the Contact page.')}</p>`,
  );
  return b.doc;
}

function contact(authorId: string): FolioDocument {
  const b = new PageBuilder(authorId, 'Contact');
  b.section().text(
    h(1, 'Contact us') + p('A question, an idea, or a problem with this instance? Write to us: your message goes straight to the people who run it, and we answer by mail.'),
  );
  const label = (text: string) => ({ position: 'top', text });
  b.widget('text-widget', { name: 'name', required: true, label: label('Your name') });
  b.widget('text-widget', { name: 'email', required: true, label: label('Your email'), meta: { dataValidationType: 'email', format: 'single', instructions: '' } });
  b.widget('text-widget', { name: 'message', required: true, label: label('Your message'), meta: { dataValidationType: 'text', format: 'multiple', instructions: '' } });
  // The new button takes every input widget of the folio (insertNode), so it sends the three fields above.
  b.widget('button-widget', {
    meta: {
      action: {
        click: {
          type: 'submit',
          status: 'idle',
          widgetIds: [],
          // Mailed to the folio's owner (the super admin), beside the copy kept in their submissions.
          sendEmail: true,
          thankYouMessage: 'Thank you! Your message has been sent; we will answer by mail.',
        },
      },
      appearance: { text: 'Send message', icon: 'send', useText: true },
    },
  });
  return b.doc;
}

/** The five pages, in the header's order. */
export function instancePages(authorId: string, config: InstanceSiteConfig): InstancePage[] {
  return [
    { label: 'Features', slug: 'features', doc: features(authorId, config) },
    { label: 'Our Story', slug: 'our-story', doc: ourStory(authorId) },
    { label: 'Templates', slug: 'templates', doc: templates(authorId, config) },
    { label: 'Pricing', slug: 'pricing', doc: pricing(authorId, config) },
    { label: 'Contact', slug: 'contact', doc: contact(authorId) },
  ];
}
