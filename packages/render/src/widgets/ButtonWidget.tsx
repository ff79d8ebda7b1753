import { thankYouMessage, type ButtonWidget as ButtonWidgetNode } from '@folio/model';
import { useRenderOptions } from '../context.ts';
import { safeHref } from '../url.ts';
import { Icon } from './Icon.tsx';
import type { WidgetProps } from './types.ts';

/**
 * A submit button (sends the widgets in action.click.widgetIds, listed in data-fo-widgets for the visitor script,
 * visitor/form.ts, with what follows a success: data-fo-redirect, data-fo-email) or a redirect link. appearance.useText shows the text, otherwise the icon alone
 * with the text as its accessible name.
 */
export function ButtonWidget({ node }: WidgetProps<ButtonWidgetNode>) {
  const { appearance, action } = node.meta;
  const { formTarget } = useRenderOptions();
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
  // The thank-you message waits hidden; after a successful submit the visitor script (visitor/form.ts) shows it in
  // place of the form and moves focus to it.
  const thanks =
    formTarget !== undefined ? (
      <div className="fo-thanks" data-fo-thanks={node.id} role="status" tabIndex={-1} hidden>
        <p className="fo-thanks__text">{thankYouMessage(action.click)}</p>
        <button type="button" className="fo-button fo-button--secondary fo-thanks__again" data-fo-again={node.id}>
          Send another answer
        </button>
      </div>
    ) : null;
  return (
    <>
      <button
        type="submit"
        className="fo-button"
        data-fo-submit={node.id}
        data-fo-widgets={action.click.widgetIds.join(' ')}
        data-fo-redirect={safeHref(action.click.redirectUrl)}
        data-fo-email={action.click.sendEmail ? '' : undefined}
        data-fo-folio={formTarget?.folioId}
        data-fo-website={formTarget?.websiteId}
        data-status={status}
        aria-label={label}
      >
        {content}
      </button>
      {thanks}
    </>
  );
}
