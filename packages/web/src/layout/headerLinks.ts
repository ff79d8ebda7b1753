import type { HeaderLink } from '../api/config.ts';
import { i18next } from '../i18n/i18n.ts';

/**
 * The header links' labels in the app's language. The server sends the spec's five English labels (Features, Our
 * Story, Templates, Pricing, Contact); another label is shown as it is.
 */
export function headerLinkLabel(link: HeaderLink): string {
  switch (link.label) {
    case 'Features':
      return i18next.t('layout:headerLinks.features');
    case 'Our Story':
      return i18next.t('layout:headerLinks.ourStory');
    case 'Templates':
      return i18next.t('layout:headerLinks.templates');
    case 'Pricing':
      return i18next.t('layout:headerLinks.pricing');
    case 'Contact':
      return i18next.t('layout:headerLinks.contact');
    default:
      return link.label;
  }
}
