import { describe, expect, it } from 'vitest';
import { billMetaOf } from '../bills/bill-meta.ts';
import { billPrintDocument, type PrintableBill } from './bill-print.ts';

const bill: PrintableBill = {
  bill_sn: 'CGRK-20261122-0001', bill_date: '2026-11-22T00:00:00.000Z', partner_name: 'ACME', store_name: 'Main', remark: '',
  total_number: '1234.5', total_amount: '15431.25', audit_status: 2,
  lines: [{ product_code: 'B-7', product_name: 'Bolt', number: '1234.5', price: '12.500001', amount: '15431.25' }],
};

describe('default bill print template', () => {
  it('prints a purchase bill with its supplier, warehouse, rows and totals in the UI language', () => {
    const doc = billPrintDocument(billMetaOf('purchase-bills')!, bill, 'en-US');
    expect(doc.title).toBe('Purchase bill');
    expect(doc.fields).toEqual([
      { label: 'Bill no.', value: 'CGRK-20261122-0001' }, { label: 'Bill date', value: '2026-11-22' },
      { label: 'Supplier', value: 'ACME' }, { label: 'Warehouse', value: 'Main' }, { label: 'Review status', value: 'Approved' },
    ]);
    expect(doc.table!.rows[0]).toMatchObject({ no: 1, code: 'B-7', number: '1,234.5000', price: '12.500001', amount: '15,431.25' });
    expect(doc.footer).toEqual([
      { label: 'Total quantity', value: '1,234.5000' }, { label: 'Total amount', value: '15,431.25' },
      { label: 'Amount in words (RMB)', value: '壹万伍仟肆佰叁拾壹元贰角伍分' },
    ]);
    expect(billPrintDocument(billMetaOf('purchase-bills')!, bill, 'zh-CN').title).toBe('采购单');
  });

  it('prints the company above the title and the lines an accountant signs, the salesperson as the handler', () => {
    const doc = billPrintDocument(billMetaOf('sale-bills')!, { ...bill, principal_name: '王五', total_amount: '123.45' }, 'zh-CN', '示范商贸有限公司');
    expect(doc.company).toBe('示范商贸有限公司');
    expect(doc.footer).toContainEqual({ label: '合计金额(大写)', value: '壹佰贰拾叁元肆角伍分' });
    expect(doc.signatures).toEqual([
      { label: '制单' }, { label: '审核' }, { label: '经手人', value: '王五' }, { label: '收货人' },
    ]);
  });

  it('prints both warehouses of a transfer and no partner', () => {
    const doc = billPrintDocument(billMetaOf('stock-transfers')!, { ...bill, out_store_name: 'A', in_store_name: 'B', remark: 'urgent' }, 'en-US');
    expect(doc.fields!.map((f) => f.label)).toEqual(['Bill no.', 'Bill date', 'From warehouse', 'To warehouse', 'Review status']);
    expect(doc.footer!.at(-1)).toEqual({ label: 'Remark', value: 'urgent' });
  });

  it('prints a receipt’s amount rows by settlement account, without quantities', () => {
    const receipt = { ...bill, bill_sn: 'SKD-20261122-0001', total_number: '0', total_amount: '1500', lines: [],
      money_lines: [{ account_name: 'Cash', category_name: '', amount: '1500', remark: 'deposit' }] };
    const doc = billPrintDocument(billMetaOf('receipts')!, receipt, 'en-US');
    expect(doc.table!.columns.map((c) => c.key)).toEqual(['no', 'account', 'amount', 'remark']);
    expect(doc.table!.rows).toEqual([{ no: 1, account: 'Cash', category: '', amount: '1,500.00', remark: 'deposit' }]);
    expect(doc.footer).toEqual([{ label: 'Total amount', value: '1,500.00' }, { label: 'Amount in words (RMB)', value: '壹仟伍佰元整' }]);
    expect(doc.signatures!.map((s) => s.label)).toEqual(['Prepared by', 'Approved by', 'Handled by']);
  });

  it('prints a discount column only when a line has a discount; the amount is the net one', () => {
    expect(billPrintDocument(billMetaOf('sale-bills')!, bill, 'en-US').table!.columns.map((c) => c.key)).not.toContain('discount');
    const doc = billPrintDocument(billMetaOf('sale-bills')!, { ...bill, lines: [{ ...bill.lines[0]!, price: '30', number: '4', discount_amount: '6', amount: '114' }] }, 'en-US');
    expect(doc.table!.columns.map((c) => c.key)).toEqual(['no', 'code', 'name', 'spec', 'number', 'price', 'discount', 'amount', 'remark']);
    expect(doc.table!.rows[0]).toMatchObject({ price: '30.00', discount: '6.00', amount: '114.00' });
  });
});
