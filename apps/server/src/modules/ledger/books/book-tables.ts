import { billMetaOf, formatAmount, type Language } from '@zf/shared';
import type { auxBalance } from './aux-balance.ts';
import type { detailLedger } from './detail-ledger.ts';
import type { generalLedger } from './general-ledger.ts';
import type { subjectBalance } from './subject-balance.ts';

/**
 * Each book as one table (columns and rows of text): the Excel export writes it as a sheet (amounts as numbers) and
 * the print document shows it with thousands separators. Column titles carry 借/贷 like a printed Chinese ledger.
 */
export interface BookColumn { key: string; title: string; align?: 'left' | 'right'; amount?: boolean }
export interface BookTable { title: string; columns: BookColumn[]; rows: Array<Record<string, string>> }

const l = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en }) as Record<Language, string>;
const words = {
  subjectBalance: l('科目余额表', 'Subject balance'), general: l('总分类账', 'General ledger'), detail: l('明细分类账', 'Detail ledger'),
  auxBalance: l('辅助核算余额表', 'Auxiliary balance'),
  code: l('科目编码', 'Account code'), name: l('科目名称', 'Account name'), period: l('期间', 'Period'), summary: l('摘要', 'Summary'),
  date: l('日期', 'Date'), voucher: l('凭证字号', 'Voucher no.'), debit: l('借方', 'Debit'), credit: l('贷方', 'Credit'),
  direction: l('方向', 'Dr/Cr'), balance: l('余额', 'Balance'), total: l('合计', 'Total'), bills: l('业务单据', 'Source bills'),
  openingDebit: l('期初余额(借方)', 'Opening debit'), openingCredit: l('期初余额(贷方)', 'Opening credit'),
  periodDebit: l('本期发生(借方)', 'Period debit'), periodCredit: l('本期发生(贷方)', 'Period credit'),
  yearDebit: l('本年累计(借方)', 'Year-to-date debit'), yearCredit: l('本年累计(贷方)', 'Year-to-date credit'),
  closingDebit: l('期末余额(借方)', 'Closing debit'), closingCredit: l('期末余额(贷方)', 'Closing credit'),
  auxCode: l('编码', 'Code'), auxName: l('名称', 'Name'),
};

const amountColumns = (language: Language): BookColumn[] => ([
  ['opening_debit', words.openingDebit], ['opening_credit', words.openingCredit], ['debit', words.periodDebit], ['credit', words.periodCredit],
  ['year_debit', words.yearDebit], ['year_credit', words.yearCredit], ['closing_debit', words.closingDebit], ['closing_credit', words.closingCredit],
] as const).map(([key, t]) => ({ key, title: t[language], align: 'right', amount: true }));

type Awaited2<T> = T extends Promise<infer U> ? U : never;

export function subjectBalanceTable(data: Awaited2<ReturnType<typeof subjectBalance>>, language: Language): BookTable {
  return {
    title: words.subjectBalance[language],
    columns: [{ key: 'subject_code', title: words.code[language] }, { key: 'subject_name', title: words.name[language] }, ...amountColumns(language)],
    rows: [
      ...data.list.map((r) => ({ ...r, subject_name: `${'  '.repeat(r.level - 1)}${r.subject_name}` }) as unknown as Record<string, string>),
      { subject_code: '', subject_name: words.total[language], ...data.total },
    ],
  };
}

export function auxBalanceTable(data: Awaited2<ReturnType<typeof auxBalance>>, language: Language): BookTable {
  return {
    title: `${words.auxBalance[language]} ${data.subject_code} ${data.subject_name}`,
    columns: [{ key: 'aux_code', title: words.auxCode[language] }, { key: 'aux_name', title: words.auxName[language] }, ...amountColumns(language)],
    rows: [
      ...data.list.map((r) => ({ ...r, aux_id: String(r.aux_id) })),
      { aux_code: '', aux_name: words.total[language], ...data.total },
    ],
  };
}

const sideColumns = (language: Language): BookColumn[] => [
  { key: 'debit', title: words.debit[language], align: 'right', amount: true }, { key: 'credit', title: words.credit[language], align: 'right', amount: true },
  { key: 'direction', title: words.direction[language] }, { key: 'balance', title: words.balance[language], align: 'right', amount: true },
];

export function generalTable(data: Awaited2<ReturnType<typeof generalLedger>>, language: Language): BookTable {
  return {
    title: words.general[language],
    columns: [
      { key: 'subject_code', title: words.code[language] }, { key: 'subject_name', title: words.name[language] },
      { key: 'period', title: words.period[language] }, { key: 'summary', title: words.summary[language] }, ...sideColumns(language),
    ],
    rows: data.list.flatMap((s) => s.rows.map((r, i) => ({
      subject_code: i ? '' : s.subject_code, subject_name: i ? '' : s.subject_name, period: r.period, summary: r.summary,
      debit: r.debit ?? '', credit: r.credit ?? '', direction: r.direction, balance: r.balance,
    }))),
  };
}

export function detailTable(data: Awaited2<ReturnType<typeof detailLedger>>, language: Language): BookTable {
  return {
    title: `${words.detail[language]} ${data.subject_code} ${data.subject_name}`,
    columns: [
      { key: 'date', title: words.date[language] }, { key: 'voucher_no', title: words.voucher[language] }, { key: 'summary', title: words.summary[language] },
      { key: 'subject_code', title: words.code[language] }, ...sideColumns(language), { key: 'bills', title: words.bills[language] },
    ],
    rows: data.list.map((r) => ({
      date: r.kind === 'line' || r.kind === 'opening' ? r.date : '', voucher_no: r.voucher_no, summary: r.summary, subject_code: r.kind === 'line' ? r.subject_code : '',
      debit: r.debit ?? '', credit: r.credit ?? '', direction: r.direction, balance: r.balance,
      bills: r.sources.map((s) => `${billMetaOf(s.bill_type)?.label[language] ?? s.bill_type} ${s.bill_sn}`).join(', '),
    })),
  };
}

/** The table as sheet rows: amounts as numbers (blank stays blank). */
export function sheetRows(t: BookTable): Array<Array<string | number | null>> {
  return t.rows.map((r) => t.columns.map((c) => {
    const v = r[c.key] ?? '';
    return c.amount ? (v === '' ? null : Number(v)) : v;
  }));
}

/** The table as a printable document (the web's print page): amounts with thousands separators. */
export function printDocument(t: BookTable, o: { company: string; range: string; language: Language }) {
  return {
    company: o.company,
    title: t.title,
    fields: [{ label: words.period[o.language], value: o.range }],
    table: {
      columns: t.columns.map((c) => ({ key: c.key, title: c.title, align: c.align ?? ('left' as const) })),
      rows: t.rows.map((r) => Object.fromEntries(t.columns.map((c) => {
        const v = r[c.key] ?? '';
        return [c.key, c.amount && v !== '' ? formatAmount(v) : v];
      }))),
    },
  };
}
