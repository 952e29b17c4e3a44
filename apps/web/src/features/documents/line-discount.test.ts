import { describe, expect, it } from 'vitest';
import type { DraftLine } from './bill-api.ts';
import { discountDraft, discountOf, discountSent, lineNet } from './line-discount.ts';

const row = (patch: Partial<DraftLine>): DraftLine => ({ key: 'k', number: '10', price: '12.5', ...patch });

describe('a bill row’s discount in the editor', () => {
  it('a percent prices the row as the server will, shows its discount and is sent as a rate', () => {
    const l = row({ discount_percent: '10' });
    expect([lineNet(l), discountOf(l), discountSent(l)]).toEqual(['112.50', '12.50', { discount_rate: '0.1' }]);
  });
  it('an amount alone is taken off and sent as it is; neither sends nothing', () => {
    const l = row({ number: '3', price: '33.33', discount_amount: '9.99' });
    expect([lineNet(l), discountOf(l), discountSent(l)]).toEqual(['90.00', '9.99', { discount_amount: '9.99' }]);
    expect([lineNet(row({})), discountSent(row({ discount_percent: '0' }))]).toEqual(['125.00', {}]);
    expect(lineNet(row({ number: '', discount_percent: '10' }))).toBe('0.00');
  });
  it('a stored line opens with its percent, or its amount when it has no rate', () => {
    expect(discountDraft({ discount_rate: '0.050000', discount_amount: '6.00' })).toEqual({ discount_percent: '5' });
    expect(discountDraft({ discount_rate: '0.000000', discount_amount: '9.99' })).toEqual({ discount_amount: '9.99' });
    expect(discountDraft({ discount_rate: '0.000000', discount_amount: '0.00' })).toEqual({});
  });
});
