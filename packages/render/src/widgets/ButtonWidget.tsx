import type { ButtonWidget as ButtonWidgetNode } from '@folio/model';
import { safeHref } from '../url.ts';
import { Icon } from './Icon.tsx';
import type { WidgetProps } from './types.ts';

/**
 * A submit button (sends the widgets in action.click.widgetIds; the forms issue wires the click through the
 * data-fo-submit attribute) or a redirect link. appearance.useText shows the text, otherwise the icon alone
 * with the text as its accessible name.
 */
export function ButtonWidget({ node }: WidgetProps<ButtonWidgetNode>) {
  const { appearance, action } = node.meta;
  const text = appearance.text || (action.click.type === 'submit' ? 'Submit' : 'Open');
  const content = appearance.useText ? (
    <>
      {appearance.icon ? <Icon name={appearance.icon} /> : null}
      <span>{text}</span>
    </>
  ) : (
    <Icon name={appearance.icon || 'send'} />
  );
  const label = appearance.useText ? undefined : text;
  if (action.click.type === 'redirect') {
    return (
      <a className="fo-button" href={safeHref(action.click.url)} aria-label={label}>
        {content}
      </a>
    );
  }
  const status = action.click.status;
  return (
    <button
      type="submit"
      className="fo-button"
      data-fo-submit={node.id}
      data-status={status}
      aria-label={label}
    >
      {content}
    </button>
  );
}
