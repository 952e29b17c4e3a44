import { standardCashFlowRules } from '@zf/shared';
import { describe, expect, it } from 'vitest';
import { tagLines } from './cash-flow-map.ts';
import { billVoucherEntries, voucherLines, VoucherBuildError, type BillVoucherRows } from './bill-voucher-builder.ts';
import { billVoucherTemplates } from './bill-voucher-template.ts';

const aux: Record<string, string[]> = { '1122': ['partner'], '2202': ['partner'] };
const warehouses: Record<number, string> = { 1: '1405', 2: '1403', 3: '1405' };
const cash: Record<number, string> = { 7: '1002', 8: '1001' };
const categories: Record<number, string> = { 5: '5051', 6: '560201' };

function build(type: string, rows: Partial<Omit<BillVoucherRows, 'bill'>> & { tax?: string }) {
  const template = billVoucherTemplates[type]!;
  const entries = billVoucherEntries(
    {
      bill: { type, bill_sn: 'SN-1', partner_id: 9, department_id: 0, employee_id: 0, tax_amount: rows.tax ?? '0' },
      stock: rows.stock ?? [], partner: rows.partner ?? [], account: rows.account ?? [], categories: rows.categories ?? [],
    },
    template,
    { inventory: (w) => warehouses[w]!, cash: (a) => cash[a]!, category: (c) => categories[c]!, slot: (s) => template.slots[s]! },
  );
  return voucherLines(entries, (code) => aux[code] ?? [], 'S', template.red === true).map((l) => [l.subject_code, l.debit ?? null, l.credit ?? null, l.partner_id ?? 0]);
}

describe('bill vouchers from ledger rows (FINANCE.md §3)', () => {
  it('purchase: Dr inventory per warehouse account + input VAT / Cr AP with the supplier', () => {
    expect(build('purchase-bills', {
      stock: [{ warehouse_id: 1, product_id: 1, amount: '600.00' }, { warehouse_id: 2, product_id: 2, amount: '400.00' }, { warehouse_id: 3, product_id: 3, amount: '100.00' }],
      partner: [{ partner_id: 9, kind: 'purchase', amount: '-1243.00' }], tax: '143.00',
    })).toEqual([['1405', '700.00', null, 0], ['1403', '400.00', null, 0], ['22210101', '143.00', null, 0], ['2202', null, '1243.00', 9]]);
  });

  it('purchase return: the red copy; a cost above the return price is a price difference', () => {
    expect(build('purchase-returns', {
      stock: [{ warehouse_id: 1, product_id: 1, amount: '-100.00' }], partner: [{ partner_id: 9, kind: 'purchase_return', amount: '101.70' }], tax: '11.70',
    })).toEqual([['1405', '-100.00', null, 0], ['22210101', '-11.70', null, 0], ['2202', null, '-101.70', 9], ['5401', null, '-10.00', 0]]);
  });

  it('sale: Dr AR / Cr revenue + output VAT, and Dr COGS / Cr inventory at the moves’ cost', () => {
    expect(build('sale-bills', {
      stock: [{ warehouse_id: 1, product_id: 1, amount: '-320.55' }, { warehouse_id: 2, product_id: 2, amount: '-79.45' }],
      partner: [{ partner_id: 9, kind: 'sale', amount: '565.00' }], tax: '65.00',
    })).toEqual([['5401', '400.00', null, 0], ['1122', '565.00', null, 9], ['1405', null, '320.55', 0], ['1403', null, '79.45', 0], ['22210107', null, '65.00', 0], ['5001', null, '500.00', 0]]);
  });

  it('sale return: red copies of revenue and COGS', () => {
    expect(build('sale-returns', {
      stock: [{ warehouse_id: 1, product_id: 1, amount: '80.00' }], partner: [{ partner_id: 9, kind: 'sale_return', amount: '-113.00' }], tax: '13.00',
    })).toEqual([['5401', '-80.00', null, 0], ['1122', '-113.00', null, 9], ['1405', null, '-80.00', 0], ['22210107', null, '-13.00', 0], ['5001', null, '-100.00', 0]]);
  });

  it('receipt and payment: cash account by settlement account against AR / AP', () => {
    expect(build('receipts', { partner: [{ partner_id: 9, kind: 'receipt', amount: '-300.00' }], account: [{ account_id: 7, amount: '200.00' }, { account_id: 8, amount: '100.00' }] }))
      .toEqual([['1002', '200.00', null, 0], ['1001', '100.00', null, 0], ['1122', null, '300.00', 9]]);
    expect(build('payments', { partner: [{ partner_id: 9, kind: 'payment', amount: '250.00' }], account: [{ account_id: 7, amount: '-250.00' }] }))
      .toEqual([['2202', '250.00', null, 9], ['1002', null, '250.00', 0]]);
  });

  it('generated cash and bank lines take the cash-flow item the voucher writer derives (FINANCE.md §5 Derivation)', () => {
    const itemsOf = (type: string, rows: Partial<Omit<BillVoucherRows, 'bill'>>) => {
      const template = billVoucherTemplates[type]!;
      const entries = billVoucherEntries(
        { bill: { type, bill_sn: 'SN-1', partner_id: 9, department_id: 0, employee_id: 0, tax_amount: '0' }, stock: [], partner: [], account: [], categories: [], ...rows },
        template, { inventory: (w) => warehouses[w]!, cash: (a) => cash[a]!, category: (c) => categories[c]!, slot: (sl) => template.slots[sl]! },
      );
      return tagLines(voucherLines(entries, (code) => aux[code] ?? [], 'S', template.red === true), standardCashFlowRules).map((l) => [l.subject_code, l.cash_flow_item ?? null]);
    };
    expect(itemsOf('receipts', { partner: [{ partner_id: 9, kind: 'receipt', amount: '-300.00' }], account: [{ account_id: 7, amount: '300.00' }] }))
      .toEqual([['1002', '01'], ['1122', null]]);
    expect(itemsOf('payments', { partner: [{ partner_id: 9, kind: 'payment', amount: '250.00' }], account: [{ account_id: 7, amount: '-250.00' }] }))
      .toEqual([['2202', null], ['1002', '03']]);
    expect(itemsOf('other-payments', { account: [{ account_id: 7, amount: '-30.00' }], categories: [{ category_id: 6, amount: '30.00' }] }))
      .toEqual([['560201', null], ['1002', '06']]);
    expect(itemsOf('other-receipts', { account: [{ account_id: 8, amount: '12.50' }], categories: [{ category_id: 5, amount: '12.50' }] }))
      .toEqual([['1001', '01'], ['5051', null]]);
  });

  it('receivable / payable bills and other receipts / payments book their categories', () => {
    expect(build('receivable-bills', { partner: [{ partner_id: 9, kind: 'receivable', amount: '50.00' }], categories: [{ category_id: 5, amount: '50.00' }] }))
      .toEqual([['1122', '50.00', null, 9], ['5051', null, '50.00', 0]]);
    expect(build('payable-bills', { partner: [{ partner_id: 9, kind: 'payable', amount: '-80.00' }], categories: [{ category_id: 6, amount: '80.00' }] }))
      .toEqual([['560201', '80.00', null, 0], ['2202', null, '80.00', 9]]);
    expect(build('other-receipts', { account: [{ account_id: 8, amount: '12.50' }], categories: [{ category_id: 5, amount: '12.50' }] }))
      .toEqual([['1001', '12.50', null, 0], ['5051', null, '12.50', 0]]);
    expect(build('other-payments', { account: [{ account_id: 7, amount: '-30.00' }], categories: [{ category_id: 6, amount: '30.00' }] }))
      .toEqual([['560201', '30.00', null, 0], ['1002', null, '30.00', 0]]);
  });

  it('stock documents: against their counter account; a transfer between warehouses of one account makes nothing', () => {
    expect(build('other-ins', { stock: [{ warehouse_id: 1, product_id: 1, amount: '90.00' }] })).toEqual([['1405', '90.00', null, 0], ['5301', null, '90.00', 0]]);
    expect(build('other-outs', { stock: [{ warehouse_id: 2, product_id: 1, amount: '-33.33' }] })).toEqual([['560201', '33.33', null, 0], ['1403', null, '33.33', 0]]);
    expect(build('stock-transfers', { stock: [{ warehouse_id: 1, product_id: 1, amount: '-45.00' }, { warehouse_id: 3, product_id: 1, amount: '45.00' }] })).toEqual([]);
    expect(build('stock-transfers', { stock: [{ warehouse_id: 1, product_id: 1, amount: '-45.00' }, { warehouse_id: 2, product_id: 1, amount: '45.00' }] }))
      .toEqual([['1403', '45.00', null, 0], ['1405', null, '45.00', 0]]);
    expect(build('stocktakes', { stock: [{ warehouse_id: 1, product_id: 1, amount: '20.00' }, { warehouse_id: 1, product_id: 2, amount: '-7.00' }] }))
      .toEqual([['1405', '13.00', null, 0], ['1901', null, '13.00', 0]]);
    expect(build('loss-gain-orders', { stock: [{ warehouse_id: 2, product_id: 1, amount: '-7.00' }] })).toEqual([['1901', '7.00', null, 0], ['1403', null, '7.00', 0]]);
    expect(build('assemblies', { stock: [{ warehouse_id: 2, product_id: 1, amount: '-60.00' }, { warehouse_id: 2, product_id: 2, amount: '-40.00' }, { warehouse_id: 1, product_id: 3, amount: '100.00' }] }))
      .toEqual([['1405', '100.00', null, 0], ['1403', null, '100.00', 0]]);
    expect(build('cost-adjustments', { stock: [{ warehouse_id: 1, product_id: 1, amount: '-12.34' }] })).toEqual([['5401', '12.34', null, 0], ['1405', null, '12.34', 0]]);
  });

  it('a money document whose rows do not balance is refused (no plug)', () => {
    expect(() => build('receipts', { partner: [{ partner_id: 9, kind: 'receipt', amount: '-300.00' }], account: [{ account_id: 7, amount: '200.00' }] })).toThrow(VoucherBuildError);
  });

  it('an account with product auxiliary keeps one line per product', () => {
    const template = billVoucherTemplates['other-ins']!;
    const entries = billVoucherEntries(
      { bill: { type: 'other-ins', bill_sn: 'X', partner_id: 0, department_id: 0, employee_id: 0, tax_amount: '0' }, stock: [{ warehouse_id: 1, product_id: 4, amount: '1.00' }, { warehouse_id: 1, product_id: 5, amount: '2.00' }], partner: [], account: [], categories: [] },
      template, { inventory: () => '1405', cash: () => '', category: () => '', slot: (s) => template.slots[s]! },
    );
    expect(voucherLines(entries, (c) => (c === '1405' ? ['product'] : []), 'S')).toEqual([
      { summary: 'S', subject_code: '1405', product_id: 4, debit: '1.00' }, { summary: 'S', subject_code: '1405', product_id: 5, debit: '2.00' }, { summary: 'S', subject_code: '5301', credit: '3.00' },
    ]);
  });

  it('an expense account kept by project gets one line per expense project of the bill (FINANCE.md 辅助核算)', () => {
    const template = billVoucherTemplates['expense-bills']!;
    const entries = billVoucherEntries(
      { bill: { type: 'expense-bills', bill_sn: 'X', partner_id: 0, department_id: 0, employee_id: 0, tax_amount: '0' }, stock: [], partner: [], account: [{ account_id: 7, amount: '-350.00' }],
        categories: [{ category_id: 6, project_id: 11, amount: '200.00' }, { category_id: 6, project_id: 12, amount: '150.00' }] },
      template, { inventory: () => '', cash: () => '1002', category: () => '560201', slot: (s) => template.slots[s]! },
    );
    expect(voucherLines(entries, (c) => (c === '560201' ? ['project'] : []), 'S')).toEqual([
      { summary: 'S', subject_code: '560201', project_id: 11, debit: '200.00' }, { summary: 'S', subject_code: '560201', project_id: 12, debit: '150.00' },
      { summary: 'S', subject_code: '1002', credit: '350.00' },
    ]);
  });

  it('expense bill: Dr the categories + input VAT / Cr cash; an employee claim has no ledger rows and credits 2241', () => {
    expect(build('expense-bills', { account: [{ account_id: 7, amount: '-212.00' }], categories: [{ category_id: 6, amount: '200.00' }], tax: '12.00' }))
      .toEqual([['560201', '200.00', null, 0], ['22210101', '12.00', null, 0], ['1002', null, '212.00', 0]]);
    expect(build('expense-bills', { categories: [{ category_id: 6, amount: '30.00' }] })).toEqual([['560201', '30.00', null, 0], ['2241', null, '30.00', 0]]);
  });

  it('production receipt (grossPlug): a backflush reads Dr 4001 / Cr 1403 beside Dr 1405 / Cr 4001; without one, as before', () => {
    expect(build('production-ins', { stock: [{ warehouse_id: 2, product_id: 2, amount: '-210.00' }, { warehouse_id: 1, product_id: 1, amount: '270.00' }] }))
      .toEqual([['4001', '210.00', null, 0], ['1405', '270.00', null, 0], ['1403', null, '210.00', 0], ['4001', null, '270.00', 0]]);
    expect(build('production-ins', { stock: [{ warehouse_id: 1, product_id: 1, amount: '1450.00' }] })).toEqual([['1405', '1450.00', null, 0], ['4001', null, '1450.00', 0]]);
  });
});
