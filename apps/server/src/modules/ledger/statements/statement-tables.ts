import { formatAmount, isHeading, statementLayouts, type Language, type StatementKind } from '@zf/shared';
import type { BookTable } from '../books/book-tables.ts';
import { columnKeys, type StatementRow } from './statement.service.ts';

const words = {
  item: { 'zh-CN': '项目', 'en-US': 'Item' }, line: { 'zh-CN': '行次', 'en-US': 'Line' },
  assets: { 'zh-CN': '资产', 'en-US': 'Assets' }, liabilities: { 'zh-CN': '负债和所有者权益', 'en-US': 'Liabilities and equity' },
  company: { 'zh-CN': '编制单位', 'en-US': 'Prepared by' }, period: { 'zh-CN': '期间', 'en-US': 'Period' }, unit: { 'zh-CN': '单位', 'en-US': 'Unit' },
  yuan: { 'zh-CN': '元', 'en-US': 'CNY' }, form: { 'zh-CN': '表号', 'en-US': 'Form' },
  notBalanced: { 'zh-CN': '资产总计与负债和所有者权益总计不相等，差额', 'en-US': 'Total assets differ from total liabilities and equity by' },
} as const;

/** One printed half of a statement: its rows (headings without amounts, sub-lines indented by full-width spaces). */
function half(kind: StatementKind, section: number, rows: readonly StatementRow[], language: Language) {
  const byLine = new Map(rows.map((r) => [r.line, r]));
  const [a, b] = columnKeys[kind];
  return statementLayouts[kind].sections[section]!.map((e) => {
    if (isHeading(e)) return { item: language === 'en-US' ? e.heading.en : e.heading.zh, line: '', a: '', b: '' };
    const r = byLine.get(e.line)!;
    return { item: `${'　'.repeat(r.indent)}${r.prefix}${r.item}`, line: String(r.line), a: String(r[a]), b: String(r[b]) };
  });
}

/**
 * A statement as one table, laid out as the printed form: the balance sheet with assets on the left and liabilities
 * and equity on the right (项目, 行次 and the two amount columns on each side), the others one column of items.
 */
export function statementTable(kind: StatementKind, rows: readonly StatementRow[], language: Language): BookTable {
  const layout = statementLayouts[kind];
  const titles = layout.columns.map((c) => (language === 'en-US' ? c.title.en : c.title.zh));
  // Columns print in the form's order; the answer's column keys are [month or closing, year or year start].
  const [first, second] = columnKeys[kind];
  const order = layout.columns.map((c) => (c.key === first ? 'a' : c.key === second ? 'b' : 'a'));
  const amountColumns = (suffix: string) => order.map((k, i) => ({ key: `${k}${suffix}`, title: titles[i]!, align: 'right' as const, amount: true }));
  if (layout.sections.length === 2) {
    const left = half(kind, 0, rows, language);
    const right = half(kind, 1, rows, language);
    const n = Math.max(left.length, right.length);
    return {
      title: language === 'en-US' ? layout.title.en : layout.title.zh,
      columns: [
        { key: 'item', title: words.assets[language] }, { key: 'line', title: words.line[language] }, ...amountColumns(''),
        { key: 'item2', title: words.liabilities[language] }, { key: 'line2', title: words.line[language] }, ...amountColumns('2'),
      ],
      rows: Array.from({ length: n }, (_, i) => {
        const l = left[i] ?? { item: '', line: '', a: '', b: '' };
        const r = right[i] ?? { item: '', line: '', a: '', b: '' };
        return { item: l.item, line: l.line, a: l.a, b: l.b, item2: r.item, line2: r.line, a2: r.a, b2: r.b };
      }),
    };
  }
  return {
    title: language === 'en-US' ? layout.title.en : layout.title.zh,
    columns: [{ key: 'item', title: words.item[language] }, { key: 'line', title: words.line[language] }, ...amountColumns('')],
    rows: half(kind, 0, rows, language),
  };
}

/** The print page's document: header with the enterprise, period, unit 元 and the form code; amounts with separators. */
export function statementPrint(kind: StatementKind, table: BookTable, o: { company: string; period: string; language: Language; difference?: string }) {
  const { language } = o;
  return {
    company: o.company,
    title: table.title,
    subtitle: statementLayouts[kind].formCode,
    fields: [
      { label: words.company[language], value: o.company }, { label: words.period[language], value: o.period },
      { label: words.unit[language], value: words.yuan[language] },
    ],
    table: {
      columns: table.columns.map((c) => ({ key: c.key, title: c.title, align: c.align ?? ('left' as const) })),
      rows: table.rows.map((r) => Object.fromEntries(table.columns.map((c) => {
        const v = r[c.key] ?? '';
        return [c.key, c.amount && v !== '' && Number(v) !== 0 ? formatAmount(v) : c.amount ? '' : v];
      }))),
    },
    ...(o.difference ? { footer: [{ label: words.notBalanced[language], value: formatAmount(o.difference) }] } : {}),
  };
}
