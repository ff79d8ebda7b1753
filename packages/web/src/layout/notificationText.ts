/**
 * The bell's sentences in the app's language (issue 32): what the model's saleNoticeText / refundNoticeText and the
 * bell wrote in English, from the data the server stores with each notification (names, amounts, the rights given).
 */
import { noticeItems, quotedList } from '@folio/model';
import type { NotificationItem } from '../api/people.ts';
import { currentLanguage, translate } from '../i18n/i18n.ts';
import { translateServerText } from '../i18n/serverText.ts';

/** A name in quotation marks: “A” in English, « A » in French. */
export const quoted = (name: string): string => translate('layout:bell.quoted', { name });

/** Names as a reader lists them: “A”, “A” and “B”, “A”, “B” and “C” (the model's quotedList in English). */
function quotedNames(names: readonly string[]): string {
  const lng = currentLanguage();
  if (lng === 'en') return quotedList(names);
  return new Intl.ListFormat(lng, { type: 'conjunction' }).format(names.map(quoted));
}

/** Someone's name, or "Someone". */
export const actorName = (n: NotificationItem): string => n.actor?.displayName ?? translate('layout:bell.someone');

/** The rights a share gave, as the server words them ('can edit it'), in the app's language. */
function rightsGiven(rights: string | undefined): string {
  switch (rights ?? 'can view it') {
    case 'can view it':
      return translate('layout:bell.rights.view');
    case 'can edit it':
      return translate('layout:bell.rights.edit');
    case 'can edit its content':
      return translate('layout:bell.rights.content');
    case 'can change its settings':
      return translate('layout:bell.rights.settings');
    case 'own a copy of it':
      return translate('layout:bell.rights.copy');
    default:
      return rights ?? '';
  }
}

/** "Ann bought “A” and “B” for 25.00 CAD (22.50 CAD to you after the platform fee)". */
function saleText(who: string, data: NotificationItem['data']): string {
  const items = quotedNames(noticeItems(data)) || translate('layout:bell.something');
  const text = data.amount ? translate('layout:bell.saleFor', { who, items, amount: data.amount }) : translate('layout:bell.sale', { who, items });
  return data.share && data.share !== data.amount ? translate('layout:bell.saleShare', { text, share: data.share }) : text;
}

/** "Sam refunded your purchase of “A” and “B” (25.00 CAD); what it gave you has been taken back". */
function refundText(who: string, data: NotificationItem['data']): string {
  const items = quotedNames(noticeItems(data)) || translate('layout:bell.anOrder');
  return data.amount ? translate('layout:bell.refundAmount', { who, items, amount: data.amount }) : translate('layout:bell.refund', { who, items });
}

/** What a notification says and where it leads. */
export function describeNotification(n: NotificationItem): { text: string; to: string } {
  const who = actorName(n);
  const name = n.data.name ? quoted(n.data.name) : translate('layout:bell.yourFolio');
  switch (n.kind) {
    case 'follow':
      return { text: translate('layout:bell.follow', { who }), to: `/people/${n.actor?.id ?? ''}` };
    case 'share': {
      const path = n.itemType === 'folio' ? `/folios/${n.itemId}/edit` : n.itemType === 'library' ? `/libraries/${n.itemId}` : '/assets?tab=shared';
      return { text: translate('layout:bell.share', { who, name, rights: rightsGiven(n.data.rights) }), to: path };
    }
    case 'sale':
      return { text: saleText(who, n.data), to: '/sales' };
    case 'refund':
      return n.data.derived ? { text: translate('layout:bell.refundDerived', { name }), to: '/folios' } : { text: refundText(who, n.data), to: '/purchases' };
    case 'webhook':
      return { text: translate('layout:bell.webhook', { url: n.data.url ?? translate('layout:bell.anEndpoint'), reason: n.data.reason ? translateServerText(n.data.reason) : '' }), to: '/profile#webhooks' };
    case 'reply':
      return { text: translate('layout:bell.reply', { who, name, excerpt: n.data.excerpt ?? '' }), to: `/folios/${n.itemId}/comments` };
    default:
      return { text: translate('layout:bell.comment', { who, name, excerpt: n.data.excerpt ?? '' }), to: `/folios/${n.itemId}/comments` };
  }
}
