import { describe, expect, it } from 'vitest';
import { balancingAmount, bodyLines, emptyLine, formatCell, totals, type EditorLine } from './voucher-lines.ts';

const line = (p: Partial<EditorLine>): EditorLine => ({ ...emptyLine('摘要'), ...p });

describe('voucher editor lines', () => {
  it('totals both sides and the difference to the cent', () => {
    expect(totals([line({ debit: '1,130.10' }), line({ credit: '1000' }), line({ credit: '130.1' })])).toEqual({ debit: '1130.10', credit: '1130.10', difference: '0.00' });
    expect(totals([line({ debit: '10' }), line({ credit: '9.99' })]).difference).toBe('0.01');
  });

  it('= balances on the side asked, leaving the cell itself out', () => {
    const lines = [line({ debit: '1130.00' }), line({ credit: '1000.00' }), line({ credit: '5' })];
    expect(balancingAmount(lines, 2, 'credit')).toBe('130.00');
    expect(balancingAmount(lines, 2, 'debit')).toBe('-130.00');
    expect(balancingAmount([line({ debit: '5' }), line({ credit: '5' })], 1, 'credit')).toBe('5.00');
    expect(balancingAmount([line({ debit: '5' }), line({ credit: '5' }), line({})], 2, 'credit')).toBe('');
  });

  it('sends only filled lines with 2-dp amounts and the auxiliary ids the account keeps', () => {
    const lines = [
      line({ subject_code: '1122', aux_types: ['partner'], aux: { partner: { id: 7, name: '修理厂' }, department: { id: 3, name: 'x' } }, debit: '1130' }),
      line({ subject_code: '5001', credit: '1130.0' }),
      { ...emptyLine('摘要') },
    ];
    expect(bodyLines(lines)).toEqual([
      { summary: '摘要', subject_code: '1122', debit: '1130.00', credit: null, partner_id: 7 },
      { summary: '摘要', subject_code: '5001', debit: null, credit: '1130.00' },
    ]);
    expect([formatCell('12.5'), formatCell('0'), formatCell(''), formatCell('-3')]).toEqual(['12.50', '', '', '-3.00']);
  });
});

describe('account search', async () => {
  const { matchSubjects } = await import('./voucher-api.ts');
  const chart = [
    { code: '1001', name: '库存现金', initials: 'kcxj', aux_types: [], direction: 1 },
    { code: '1002', name: '银行存款', initials: 'yhck', aux_types: [], direction: 1 },
    { code: '1122', name: '应收账款', initials: 'yszk', aux_types: ['partner'], direction: 1 },
    { code: '5001', name: '主营业务收入', initials: 'zyywsr', aux_types: [], direction: 2 },
  ];
  it('finds accounts by code, pinyin initials or name', () => {
    expect(matchSubjects(chart, '100').map((s) => s.code)).toEqual(['1001', '1002']);
    expect(matchSubjects(chart, 'YS').map((s) => s.code)).toEqual(['1122']);
    expect(matchSubjects(chart, '收入').map((s) => s.code)).toEqual(['5001']);
    expect(matchSubjects(chart, 'zzz')).toEqual([]);
  });
});

describe('the voucher editor and the shared contract', async () => {
  const { auxKinds, voucherWords } = await import('./voucher-api.ts');
  const { VoucherWordSchema, subjectAuxTypes } = await import('@zf/shared');
  it('offers the words and auxiliary kinds the voucher routes accept (the screen keeps zod-free copies)', () => {
    expect([...voucherWords]).toEqual(VoucherWordSchema.options);
    expect(auxKinds).toEqual([...subjectAuxTypes]);
  });
});
