/**
 * The header's five links (spec §2) as /public/api/config gives them: each HEADER_LINK_* the operator set, else the
 * address of the instance site's page for it (instanceSite.ts), else none. A page is the one for a link when its slug
 * is the link's (features, our-story, …) or, failing that, its title is the link's label; only pages visitors can
 * open count (the website published, the folio published and public), so a deleted site or page means no link
 * rather than a broken one.
 *
 * Kept in memory per server and dropped when the change feed (services/cluster/changeFeed.ts) says the instance
 * website, one of its pages' folios, or any website changed while none is known; entries also live at most
 * MAX_AGE_MS, and are not used while the feed is down.
 */
import { HEADER_LINKS, type Config, type HeaderLink } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import type { ChangeFeed, ChangeSubscriber } from '../cluster/changeFeed.ts';
import { siteOutline } from '../sites/sites.ts';
import { publishedInstanceSite } from './instanceSite.ts';
import { slugify } from '@folio/model';

export const MAX_AGE_MS = 60_000;

/** The instance site's page address per header label, with the change-feed tags it was read from. */
export async function instancePageLinks(db: Executor, sitesOrigin: string): Promise<{ links: Map<string, string>; tags: Set<string> }> {
  const website = await publishedInstanceSite(db);
  if (!website) return { links: new Map(), tags: new Set() };
  const outline = await siteOutline(db, website);
  const links = new Map<string, string>();
  for (const { label } of HEADER_LINKS) {
    const slug = slugify(label);
    const page = outline.pages.find((p) => p.slug === slug) ?? outline.pages.find((p) => p.title.trim().toLowerCase() === label.toLowerCase());
    if (page) links.set(label, `${sitesOrigin}/site/${encodeURIComponent(website.slug)}/${encodeURIComponent(page.slug)}`);
  }
  return { links, tags: new Set(outline.tags) };
}

interface Entry {
  links: Map<string, string>;
  tags: Set<string>;
  at: number;
}

export class HeaderLinks implements ChangeSubscriber {
  private entry: Entry | null = null;
  private pending: Promise<Map<string, string>> | null = null;
  private epoch = 0;
  private readonly db: Executor;
  private readonly config: Pick<Config, 'SITES_ORIGIN'> & Partial<Record<(typeof HEADER_LINKS)[number]['variable'], string | undefined>>;
  private readonly feed: ChangeFeed | null;
  private readonly now: () => number;

  constructor(db: Executor, config: HeaderLinks['config'], feed: ChangeFeed | null, now: () => number = Date.now) {
    this.db = db;
    this.config = config;
    this.feed = feed;
    this.now = now;
    feed?.subscribe(this);
  }

  changed(tag: string): void {
    const entry = this.entry;
    // While no instance site is known, any website's change may be its making (or publishing).
    if (entry && (entry.tags.has(tag) || (entry.tags.size === 0 && tag.startsWith('w:')))) this.forget();
    else if (tag.startsWith('w:') || tag.startsWith('f:')) this.epoch++;
  }

  reset(): void {
    this.forget();
  }

  /**
   * Reported as empty: a write need not wait for its notifications on our account (plugins/changeFeed.ts), as the
   * web app reads the links once per visit; the notification drops the entry a moment later anyway.
   */
  get size(): number {
    return 0;
  }

  private forget(): void {
    this.entry = null;
    this.epoch++;
  }

  /** The five links in the spec's order, leaving out those with no address. */
  async links(): Promise<HeaderLink[]> {
    const pages = await this.pages();
    return HEADER_LINKS.flatMap(({ variable, label }) => {
      const href = this.config[variable] ?? pages.get(label);
      return href ? [{ label, href }] : [];
    });
  }

  private async pages(): Promise<Map<string, string>> {
    // Every link set by the operator: nothing to read.
    if (HEADER_LINKS.every(({ variable }) => this.config[variable])) return new Map();
    const live = this.feed?.live ?? false;
    const entry = this.entry;
    if (live && entry && this.now() - entry.at < MAX_AGE_MS) return entry.links;
    this.pending ??= this.read(live).finally(() => (this.pending = null));
    return this.pending;
  }

  private async read(live: boolean): Promise<Map<string, string>> {
    const epoch = this.epoch;
    const at = this.now();
    const { links, tags } = await instancePageLinks(this.db, this.config.SITES_ORIGIN);
    // Kept only when nothing changed meanwhile (it may have read the old state) and the feed was and is live.
    if (live && this.feed?.live && epoch === this.epoch) this.entry = { links, tags, at };
    return links;
  }
}
