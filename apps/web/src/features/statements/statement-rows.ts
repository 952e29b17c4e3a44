import {
  isHeading, statementLayouts, type BalanceSheetAnswer, type CashFlowStatementAnswer, type Language, type ProfitAnswer, type StatementKind,
} from '@zf/shared';

type BalanceRow = BalanceSheetAnswer['list'][number];
type ProfitRow = ProfitAnswer['list'][number];
/**
 * A statement line as GET /statements/:kind answers it (the shared contract's rows): the line and its formula, and
 * the amounts of the statement's columns — the balance sheet's closing and year_start, the others' period and year.
 */
export type StatementLineRow = Omit<ProfitRow, 'period_amount' | 'year_amount'>
  & Partial<Pick<BalanceRow, 'closing' | 'year_start'> & Pick<ProfitRow, 'period_amount' | 'year_amount'>>;
/** Any of the three statements' answers, read by one screen: the balance sheet's tie-out, the cash-flow check. */
export type StatementAnswer = Omit<ProfitAnswer, 'list'> & {
  list: StatementLineRow[]; tie_out?: BalanceSheetAnswer['tie_out']; check?: CashFlowStatementAnswer['check'];
};

/** One printed cell group: a heading (no amounts) or a line. */
export type PrintedCell = { kind: 'heading'; text: string } | { kind: 'line'; row: StatementLineRow } | { kind: 'blank' };

/** The amount columns in the order the form prints them (keys of the answer's rows). */
export const amountColumns = (kind: StatementKind) => statementLayouts[kind].columns;

/**
 * The rows of the printed form: headings from the shared layout between the answer's lines; the balance sheet's two
 * halves side by side (assets left, liabilities and equity right), the shorter half padded with blank cells.
 */
export function printedRows(kind: StatementKind, list: readonly StatementLineRow[], language: Language): PrintedCell[][] {
  const byLine = new Map(list.map((r) => [r.line, r]));
  const halves = statementLayouts[kind].sections.map((section) => section.flatMap((e): PrintedCell[] => {
    if (isHeading(e)) return [{ kind: 'heading', text: language === 'en-US' ? e.heading.en : e.heading.zh }];
    const row = byLine.get(e.line);
    return row ? [{ kind: 'line', row }] : [];
  }));
  const n = Math.max(...halves.map((h) => h.length));
  // The grand totals (资产总计, 负债和所有者权益总计) share the last row, as on the form: blanks go before them.
  const padded = halves.map((h) => (h.length < n ? [...h.slice(0, -1), ...Array.from({ length: n - h.length }, () => ({ kind: 'blank' as const })), ...h.slice(-1)] : h));
  return Array.from({ length: n }, (_, i) => padded.map((h) => h[i]!));
}
