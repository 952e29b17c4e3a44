import { describe, expect, it } from 'vitest';
import { builtinPrintTemplate, noPriceDeliveryNote, paperMm, printFieldsOf, PrintLayoutSchema, printTemplateMessages, widthsTotal } from './print-template.ts';
import { printTemplateFileName, readTemplateFile } from './template-file.ts';
import { templateDocument, type PrintBillData } from './template-document.ts';

const sale = builtinPrintTemplate('sale-bills');
const data: PrintBillData = {
  bill_type: 'sale-bills', company: '示范商贸有限公司', maker_name: '张三', auditor_name: '李四', department_name: '销售部', amount_in_words: '',
  bill_sn: 'XSD-20261126-0001', bill_date: '2026-11-26T00:00:00.000Z', partner_name: '华北客户', store_name: '总仓', audit_status: 2, principal_name: '王五',
  total_number: '3', total_amount: '1200', remark: '',
  lines: [{ product_code: 'B-1', product_name: '正时皮带', spec: '6PK', unit_name: '条', number: '3', price: '411.15', discount_amount: '33.45', amount: '1200' }],
};

describe('print template layout', () => {
  it('accepts the built-in template of every goods and money bill: widths total 100', () => {
    for (const kind of ['sale-bills', 'purchase-bills', 'stock-transfers', 'receipts', 'payments', 'voucher', 'purchase-invoices', 'sale-invoices']) {
      const t = builtinPrintTemplate(kind);
      expect(widthsTotal(t.layout.columns), kind).toBe(100);
      expect(PrintLayoutSchema.safeParse(t.layout).success, kind).toBe(true);
    }
  });

  it('offers each kind its own fields: a voucher its lines, an invoice its number and tax, a money bill its rows', () => {
    expect(printFieldsOf('voucher')).toEqual({ header: ['bill_sn', 'bill_date', 'attachments', 'maker', 'auditor', 'poster', 'remark'], columns: ['no', 'summary', 'subject', 'debit', 'credit'] });
    expect(printFieldsOf('purchase-invoices').header).toEqual(expect.arrayContaining(['invoice_no', 'invoice_code', 'invoice_date', 'partner']));
    expect(printFieldsOf('purchase-invoices').columns).toEqual(expect.arrayContaining(['tax_rate', 'tax', 'amount_with_tax']));
    expect(printFieldsOf('receipts').columns).toEqual(['no', 'account', 'category', 'amount', 'remark']);
    expect(printFieldsOf('sale-bills').header).not.toContain('invoice_no');
    expect(printFieldsOf('sale-bills').header).not.toContain('poster');
    expect(builtinPrintTemplate('voucher').layout.columns.map((c) => c.field)).toEqual(['no', 'summary', 'subject', 'debit', 'credit']);
  });

  it('refuses column widths that do not total 100 % with the localized message key (SPEC §5)', () => {
    const columns = [...sale.layout.columns, { field: 'remark' as const, label: { zh: '备注', en: 'Remark' }, width: 10 }];
    const r = PrintLayoutSchema.safeParse({ ...sale.layout, columns });
    expect(r.success).toBe(false);
    expect(r.error!.issues).toEqual([expect.objectContaining({ path: ['columns'], message: 'print.widthsTotal' })]);
    expect(printTemplateMessages['print.widthsTotal']).toEqual(['打印模板的列宽合计必须为 100%', 'The column widths of a print template must total 100%']);
    // 99 % and fractions are refused too; no columns at all is a required field.
    expect(PrintLayoutSchema.safeParse({ ...sale.layout, columns: [{ field: 'name', label: { zh: '', en: '' }, width: 99 }] }).error!.issues[0]!.message).toBe('print.widthsTotal');
    expect(PrintLayoutSchema.safeParse({ ...sale.layout, columns: [{ field: 'name', label: { zh: '', en: '' }, width: 99.5 }, { field: 'no', label: { zh: '', en: '' }, width: 0.5 }] }).success).toBe(false);
    expect(PrintLayoutSchema.safeParse({ ...sale.layout, columns: [] }).error!.issues[0]!.message).toBe('field.required');
  });

  it('refuses a logo that is not a web address and unknown fields', () => {
    expect(PrintLayoutSchema.safeParse({ ...sale.layout, logo: { show: true, url: 'javascript:alert(1)' } }).success).toBe(false);
    expect(PrintLayoutSchema.safeParse({ ...sale.layout, logo: { show: true, url: '/files/logo.png' } }).success).toBe(true);
    expect(PrintLayoutSchema.safeParse({ ...sale.layout, header: [{ field: 'password', label: { zh: '', en: '' }, width: 1 }] }).success).toBe(false);
  });

  it('turns the paper with its orientation; the continuous form is 241 × 140 mm', () => {
    const m = { top: 5, right: 5, bottom: 5, left: 5 };
    expect(paperMm({ size: 'A4', orientation: 'portrait', margins: m })).toEqual([210, 297]);
    expect(paperMm({ size: 'A5', orientation: 'landscape', margins: m })).toEqual([210, 148]);
    expect(paperMm({ size: '241x140', orientation: 'portrait', margins: m })).toEqual([241, 140]);
    expect(paperMm({ size: 'custom', width: 100, height: 60, orientation: 'portrait', margins: m })).toEqual([100, 60]);
  });
});

describe('a bill printed on a template', () => {
  it('prints the delivery note with its header, widths, totals, capitals and signers in Chinese and English', () => {
    const zh = templateDocument(sale, data, 'zh-CN');
    expect(zh.title).toBe('销售单');
    expect(zh.fields).toEqual([
      { label: '单据编号', value: 'XSD-20261126-0001', span: 1 }, { label: '单据日期', value: '2026-11-26', span: 1 },
      { label: '客户', value: '华北客户', span: 2 }, { label: '仓库', value: '总仓', span: 1 }, { label: '经手人', value: '王五', span: 1 },
    ]);
    expect(zh.table!.columns.map((c) => [c.key, c.width])).toEqual([['no', 6], ['code', 14], ['name', 24], ['spec', 12], ['unit', 7], ['number', 11], ['price', 11], ['amount', 15]]);
    expect(zh.table!.rows[0]).toMatchObject({ no: 1, name: '正时皮带', unit: '条', number: '3.0000', price: '411.15', amount: '1,200.00' });
    expect(zh.footer).toEqual([{ label: '合计数量', value: '3.0000' }, { label: '合计金额', value: '1,200.00' }, { label: '合计金额(大写)', value: '壹仟贰佰元整' }]);
    expect(zh.signatures).toEqual([{ label: '制单', value: '张三' }, { label: '审核', value: '李四' }, { label: '经手人', value: '王五' }, { label: '收货人' }]);
    const en = templateDocument(sale, data, 'en-US');
    expect(en.title).toBe('Sales bill');
    expect(en.fields!.map((f) => f.label)).toEqual(['Bill no.', 'Bill date', 'Customer', 'Warehouse', 'Handled by']);
    expect(en.footer!.at(-1)).toEqual({ label: 'Amount in words (RMB)', value: '壹仟贰佰元整' });
  });

  it('prints the template’s own title, free text, code and logo, and leaves out what is switched off', () => {
    const layout = { ...sale.layout, title: { zh: '送货单', en: 'Delivery note' }, totals: false, capitals: false, code: 'qr' as const,
      logo: { show: true, url: '/logo.png' }, texts: [{ position: 'bottom' as const, text: '货物当面点清' }, { position: 'top' as const, text: '电话 010-1234' }] };
    const doc = templateDocument({ kind: 'sale-bills', layout }, data, 'zh-CN');
    expect(doc).toMatchObject({ title: '送货单', footer: [], code: { kind: 'qr', value: 'XSD-20261126-0001' }, logo: '/logo.png', texts: { top: ['电话 010-1234'], bottom: ['货物当面点清'] } });
    expect(templateDocument({ kind: 'sale-bills', layout }, data, 'en-US').title).toBe('Delivery note');
  });
});

describe('a print job without the money (column rights)', () => {
  it('leaves out the money columns, grows the others back to 100 % and prints the quantity total only', () => {
    const hidden: PrintBillData = {
      ...data, total_amount: undefined, amount_in_words: undefined, partner_name: undefined,
      lines: data.lines.map(({ price: _p, amount: _a, discount_amount: _d, ...rest }) => rest),
    };
    const doc = templateDocument(sale, hidden, 'zh-CN');
    expect(doc.table!.columns.map((c) => [c.key, c.width])).toEqual([['no', 8], ['code', 18], ['name', 32], ['spec', 16], ['unit', 9], ['number', 17]]);
    expect(doc.footer).toEqual([{ label: '合计数量', value: '3.0000' }]);
    expect(doc.fields!.map((f) => f.label)).toEqual(['单据编号', '单据日期', '仓库', '经手人']);
    expect(JSON.stringify(doc)).not.toMatch(/411|1,200|壹仟/);
  });

  it('prints no money totals on the shipped delivery note, whose columns have no price', () => {
    const doc = templateDocument(noPriceDeliveryNote, data, 'zh-CN');
    expect(doc.title).toBe('送货单');
    expect(doc.footer).toEqual([{ label: '合计数量', value: '3.0000' }]);
    expect(widthsTotal(noPriceDeliveryNote.layout.columns)).toBe(100);
    expect(PrintLayoutSchema.safeParse(noPriceDeliveryNote.layout).success).toBe(true);
  });
});

describe('a template file', () => {
  const good = { format: 'zf-print-template', version: 1, kind: 'sale-bills', name: '送货单', paper: sale.paper, layout: sale.layout };
  it('reads a good file and names the first problem of a bad one: not a template, version, kind, then the element and its path', () => {
    expect(readTemplateFile(good)).toEqual({ file: good });
    expect(readTemplateFile([1, 2])).toEqual({ problem: { key: 'print.file' } });
    expect(readTemplateFile({ ...good, version: 2 })).toEqual({ problem: { key: 'print.fileVersion' } });
    expect(readTemplateFile({ ...good, kind: 'rockets' })).toEqual({ problem: { key: 'print.kind' } });
    expect(readTemplateFile({ ...good, layout: { ...sale.layout, columns: [] } })).toEqual({ problem: { key: 'print.fileElements', path: 'layout.columns', reason: 'field.required' } });
    expect(printTemplateFileName('送货单/新')).toBe('送货单_新.zftpl.json');
  });
});
