import { refundNoticeText, saleNoticeData, saleNoticeText, type NotificationItem } from '@folio/model';
import { afterAll, describe, expect, it } from 'vitest';
import { switchLanguage } from '../i18n/i18n.ts';
import { headerLinkLabel } from './headerLinks.ts';
import { describeNotification } from './notificationText.ts';

afterAll(() => switchLanguage('en', false));

const notice = (kind: NotificationItem['kind'], data: Record<string, string>): NotificationItem => ({
  id: '1',
  kind,
  actor: { id: 'a', displayName: 'Ann' },
  itemType: 'folio',
  itemId: 'f',
  data,
  read: false,
  createdAt: '2026-11-22T08:05:00Z',
});

describe('the bell’s sentences', () => {
  it('are the model’s sentences in English', async () => {
    await switchLanguage('en', false);
    for (const data of [saleNoticeData(['A', 'B', 'C'], '25.00 CAD', '22.50 CAD'), saleNoticeData(['A'], '', null), { name: 'Old' }, {}]) {
      expect(describeNotification(notice('sale', data)).text).toBe(saleNoticeText('Ann', data));
      expect(describeNotification(notice('refund', data)).text).toBe(refundNoticeText('Ann', data));
    }
    expect(describeNotification(notice('share', { name: 'Deck', rights: 'can edit it' })).text).toBe('Ann shared “Deck” with you (can edit it)');
    expect(describeNotification(notice('comment', { excerpt: 'Nice' })).text).toBe('Ann commented on your folio: Nice');
  });

  it('are in French when the app is', async () => {
    await switchLanguage('fr', false);
    expect(describeNotification(notice('sale', saleNoticeData(['A', 'B'], '25,00 $', null))).text).toBe('Ann a acheté « A » et « B » pour 25,00 $');
    expect(describeNotification(notice('share', { name: 'Deck', rights: 'can view it' })).text).toBe('Ann a partagé « Deck » avec vous (vous pouvez le consulter)');
  });
});

describe('the header links', () => {
  it('show the five known labels in the app language and any other as it is', async () => {
    await switchLanguage('fr', false);
    const labels = ['Features', 'Our Story', 'Templates', 'Pricing', 'Contact', 'Blog'].map((label) => headerLinkLabel({ label, href: '#' }));
    expect(labels).toEqual(['Fonctionnalités', 'Notre histoire', 'Modèles', 'Tarifs', 'Contact', 'Blog']);
    await switchLanguage('en', false);
    expect(headerLinkLabel({ label: 'Our Story', href: '#' })).toBe('Our Story');
  });
});
