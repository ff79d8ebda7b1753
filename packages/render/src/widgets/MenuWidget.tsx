import type { MenuMeta, MenuWidget as MenuWidgetNode } from '@folio/model';
import { cx } from '../design.ts';
import { safeHref } from '../url.ts';
import { labelText } from './Field.tsx';
import type { WidgetProps } from './types.ts';

export interface MenuItem {
  label: string;
  url: string;
  /** the page being shown (aria-current) */
  current?: boolean;
  children?: MenuItem[];
}

/**
 * A website menu. The items come from the website's library (issue 5), which resolves meta.siteMenuId and puts
 * them in meta.items before rendering; without items the editor shows a placeholder and visitors see nothing.
 */
export type MenuMetaView = MenuMeta & { items?: MenuItem[] };

function Items({ items }: { items: MenuItem[] }) {
  return (
    <ul className="fo-menu__list">
      {items.map((item, i) => (
        <li key={`${item.url}-${i}`} className="fo-menu__item">
          <a href={safeHref(item.url)} aria-current={item.current ? 'page' : undefined}>
            {item.label.trim() || item.url}
          </a>
          {item.children?.length ? <Items items={item.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function MenuWidget({ node, mode }: WidgetProps<MenuWidgetNode>) {
  const meta: MenuMetaView = node.meta;
  const items = meta.items ?? [];
  const className = cx(
    'fo-menu',
    `fo-menu--${meta.direction === 'vertical' ? 'vertical' : 'horizontal'}`,
    `fo-menu--align-${meta.align ?? 'left'}`,
    `fo-menu--mobile-align-${meta.mobileAlign ?? 'left'}`,
    meta.style && /^[a-z-]+$/.test(meta.style) && `fo-menu--style-${meta.style}`,
  );
  if (items.length === 0) {
    return mode === 'edit' ? (
      <nav className={cx(className, 'fo-placeholder')} aria-label={labelText(node)}>
        {meta.siteMenuId ? 'Site menu' : 'Site menu (set it up in the website)'}
      </nav>
    ) : null;
  }
  return (
    <nav className={className} aria-label={node.label?.text || 'Site menu'}>
      <Items items={items} />
    </nav>
  );
}
