/** Fills in what the website widgets show visitors: menu items, the logo image and link, the search page. */
import type { FolioDocument, NodeMap } from '@folio/model';
import type { MenuItem } from '@folio/render';

export interface SiteWidgetContext {
  /** the site menu, in menu order */
  menu: MenuItem[];
  /** the website's root page, where a logo links by default */
  homeUrl: string;
  /** the website's search results page */
  searchUrl: string;
  /** the website's own logo, for logo widgets that name none */
  logoUrl: string | null;
  /** image URLs of the assets that logo widgets name, by asset id */
  logoAssets: Map<string, string>;
  /** the page being shown, marked in the menu */
  currentUrl: string;
}

/** Asset ids named by logo widgets of these documents (to look their images up in one query). */
export function logoAssetIds(docs: FolioDocument[]): string[] {
  const ids: string[] = [];
  for (const doc of docs) {
    for (const node of Object.values(doc.nodes)) {
      if (node.kind === 'logo-widget' && node.meta.websitePartLogoId) ids.push(node.meta.websitePartLogoId);
    }
  }
  return ids;
}

/** A copy of the document whose menu, logo and search widgets carry what the render package draws for visitors. */
export function resolveSiteWidgets(doc: FolioDocument, ctx: SiteWidgetContext): FolioDocument {
  let nodes: NodeMap | null = null;
  for (const node of Object.values(doc.nodes)) {
    let meta: Record<string, unknown> | null = null;
    if (node.kind === 'menu-widget') {
      meta = { ...node.meta, items: ctx.menu.map((item) => ({ ...item, current: item.url === ctx.currentUrl })) };
    } else if (node.kind === 'logo-widget') {
      const own = node.meta.websitePartLogoId ? ctx.logoAssets.get(node.meta.websitePartLogoId) : undefined;
      meta = { ...node.meta, imageUrl: own ?? ctx.logoUrl ?? undefined, linkTo: node.meta.linkTo || ctx.homeUrl };
    } else if (node.kind === 'search-widget') {
      meta = { ...node.meta, action: ctx.searchUrl };
    }
    if (meta) {
      nodes ??= { ...doc.nodes };
      nodes[node.id] = { ...node, meta } as NodeMap[string];
    }
  }
  return nodes ? { ...doc, nodes } : doc;
}
