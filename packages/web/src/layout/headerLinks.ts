import type { HeaderLink } from '../api/config.ts';
import { translate } from '../i18n/i18n.ts';

/**
 * The header links' labels in the app's language. The server sends the spec's five English labels (Features, Our
 * Story, Templates, Pricing, Contact); another label is shown as it is.
 */
export function headerLinkLabel(link: HeaderLink): string {
  switch (link.label) {
    case 'Features':
      return translate('layout:headerLinks.features');
    case 'Our Story':
      return translate('layout:headerLinks.ourStory');
    case 'Templates':
      return translate('layout:headerLinks.templates');
    case 'Pricing':
      return translate('layout:headerLinks.pricing');
    case 'Contact':
      return translate('layout:headerLinks.contact');
    default:
      return link.label;
  }
}
