import { isHeading, statementLayouts, type Language, type StatementKind } from '@zf/shared';

/** A statement line as GET /statements/:kind answers it. */
export interface StatementLineRow {
  line: number; item: string; prefix: string; indent: number; total: boolean;
  formula: string; standard_formula: string; custom: boolean;
  closing?: string; year_start?: string; period_amount?: string; year_amount?: string;
}
export interface TieOut { assets: string; liabilities_equity: string; difference: string; balanced: boolean }
export interface CashCheck { cash_change: string; net_increase: string; difference: string; balanced: boolean; unassigned: string; unassigned_lines: number }
export interface StatementAnswer {
  period: string; company: string; list: StatementLineRow[]; broken_lines: number[];
  tie_out?: { closing: TieOut; year_start: TieOut };
  check?: { period_amount: CashCheck; year_amount: CashCheck };
}

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
