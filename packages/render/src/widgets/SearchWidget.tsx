import type { FormEvent } from 'react';
import type { SearchWidget as SearchWidgetNode } from '@folio/model';
import { safeHref } from '../url.ts';
import { useMessages } from '../context.ts';
import { controlId, labelText } from './Field.tsx';
import { Icon } from './Icon.tsx';
import { useWidgetValue } from './useWidgetValue.ts';
import type { WidgetProps } from './types.ts';

/**
 * A search box over the website's pages. It submits `?q=` to `meta.action` (set by issue 5 to the site's search
 * page; the current page until then).
 */
export function SearchWidget({ node, state, onChange, mode }: WidgetProps<SearchWidgetNode>) {
  const [current, set] = useWidgetValue(state, onChange);
  const m = useMessages();
  const id = controlId(node.id);
  const action = (node.meta as { action?: string }).action;
  const onSubmit = mode === 'edit' ? (event: FormEvent) => event.preventDefault() : undefined;
  return (
    <form className="fo-search" role="search" method="get" action={safeHref(action)} onSubmit={onSubmit}>
      <label className="fo-visually-hidden" htmlFor={id}>
        {labelText(node)}
      </label>
      <input
        id={id}
        className="fo-input fo-search__input"
        type="search"
        name="q"
        placeholder={node.meta.placeholder || m.search}
        value={current.query ?? ''}
        onChange={(e) => set({ ...current, query: e.target.value })}
      />
      <button type="submit" className="fo-button fo-search__button" aria-label="Search">
        <Icon name="search" />
      </button>
    </form>
  );
}
