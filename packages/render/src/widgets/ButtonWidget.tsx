import { hiddenFieldsOf, type ButtonWidget as ButtonWidgetNode } from '@folio/model';
import { useMessages, useRenderOptions } from '../context.ts';
import { safeHref } from '../url.ts';
import { FormClosedNote, FormThanks } from './FormEnd.tsx';
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
  const m = useMessages();
  const text = appearance.text || (action.click.type === 'submit' ? m.submit : m.open);
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
  // place of the form and moves focus to it; the closed note shows instead while the form takes no answers (FormEnd.tsx).
  const thanks =
    formTarget !== undefined ? (
      <>
        <FormThanks id={node.id} click={action.click} />
        <FormClosedNote id={node.id} />
      </>
    ) : null;
  const hidden = hiddenFieldsOf(action.click);
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
        data-fo-pow={formTarget?.proofOfWork ? '' : undefined}
        data-fo-resume={formTarget?.drafts?.resumeDays ? String(formTarget.drafts.resumeDays) : undefined}
        data-fo-partials={formTarget?.drafts?.collectPartials ? '' : undefined}
        data-fo-limited={formTarget?.limited ? '' : undefined}
        data-fo-hidden={hidden.length ? hidden.join(' ') : undefined}
        data-fo-prefill={action.click.prefill ? '' : undefined}
        data-status={status}
        aria-label={label}
      >
        {content}
      </button>
      {thanks}
    </>
  );
}
