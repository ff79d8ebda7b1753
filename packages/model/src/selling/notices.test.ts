import { describe, expect, it } from 'vitest';
import { noticeItems, quotedList, refundNoticeText, saleNoticeData, saleNoticeText } from './notices.ts';

describe('the bell’s words for sales and refunds', () => {
  it('lists names as a reader does', () => {
    expect(quotedList([])).toBe('');
    expect(quotedList(['A'])).toBe('“A”');
    expect(quotedList(['A', 'B'])).toBe('“A” and “B”');
    expect(quotedList(['A', 'B', 'C'])).toBe('“A”, “B” and “C”');
  });

  it('a sale of two items from one seller names both, what was paid and the seller’s share', () => {
    const data = saleNoticeData(['Course', 'Photo pack'], '27.60 CAD', '24.84 CAD');
    expect(noticeItems(data)).toEqual(['Course', 'Photo pack']);
    expect(saleNoticeText('Bob', data)).toBe('Bob bought “Course” and “Photo pack” for 27.60 CAD (24.84 CAD to you after the platform fee)');
    // no fee: the amount once
    expect(saleNoticeText('Bob', saleNoticeData(['Course'], '5.00 CAD', '5.00 CAD'))).toBe('Bob bought “Course” for 5.00 CAD');
  });

  it('an older notification (one name, no list) still reads', () => {
    expect(saleNoticeText('Bob', { name: 'Old', amount: '3.00 CAD' })).toBe('Bob bought “Old” for 3.00 CAD');
    expect(noticeItems({ name: 'X', items: 'not json' })).toEqual(['X']);
  });

  it('a refund names every item', () => {
    expect(refundNoticeText('Sally', { items: JSON.stringify(['Course', 'Photo pack']), amount: '27.60 CAD' })).toBe(
      'Sally refunded your purchase of “Course” and “Photo pack” (27.60 CAD); what it gave you has been taken back',
    );
  });
});
