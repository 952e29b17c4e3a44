import { cashFlowItemCode, isCashCode, statementLines, suggestCashFlowItem, type Language } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { loadCashFlowRules, voucherNo } from '../../../engines/ledger/index.ts';
import { leavesOf, loadChart } from '../books/book-chart.ts';
import { cashRoots, vouchersWithCounterparts } from './statement-figures.ts';

/**
 * The cash-flow assignment list (现金流量指定): the month's cash and bank voucher lines without an item, each with
 * the item suggested from its voucher's other accounts by the enterprise's mapping (FINANCE.md §5 Derivation). Lines of vouchers that move cash
 * only (a transfer between cash and bank) stay untagged on purpose and are not listed. At most 500 lines at a time:
 * assigning them brings up the next.
 */
export async function unassignedCashLines(db: Kysely<DB>, enterpriseId: number, period: string, language: Language) {
  const chart = await loadChart(db, enterpriseId, language);
  const ids = cashRoots.flatMap((c) => leavesOf(chart, c)).map((s) => s.id);
  if (!ids.length) return { list: [] };
  const { rows } = await sql<{ id: string; voucher_id: number; word: string; number: number; voucher_date: string; status: number; summary: string; subject_id: number; debit: string; credit: string }>`
    SELECT l.id::text AS id, l.voucher_id, v.word, v.number, v.voucher_date, v.status, l.summary, l.subject_id, l.debit::text AS debit, l.credit::text AS credit
    FROM voucher_line l JOIN voucher v ON v.enterprise_id = l.enterprise_id AND v.id = l.voucher_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.subject_id IN (${sql.join(ids.map((id) => sql`${id}::integer`))})
      AND l.period = ${period} AND l.cash_flow_item = ''
    ORDER BY v.voucher_date, v.word, v.number, l.line_no
    LIMIT 500`.execute(db);
  const counterparts = await vouchersWithCounterparts(db, enterpriseId, [...new Set(rows.map((r) => r.voucher_id))]);
  const rules = await loadCashFlowRules(db, enterpriseId);
  const byId = new Map(chart.ordered.map((s) => [s.id, s]));
  const names = new Map(statementLines('cash-flow').map((l) => [cashFlowItemCode(l.line), language === 'en-US' ? l.name.en : l.name.zh]));
  const list = rows.flatMap((r) => {
    const codes = counterparts.get(r.voucher_id) ?? [];
    const others = codes.filter((c) => !isCashCode(c));
    if (!others.length) return [];
    const inflow = Number(r.debit) !== 0;
    const suggestion = suggestCashFlowItem(codes, inflow, rules);
    const s = byId.get(r.subject_id);
    return [{
      line_id: Number(r.id), voucher_id: r.voucher_id, voucher_no: voucherNo(r.word, r.number), voucher_date: r.voucher_date, status: r.status,
      summary: r.summary, subject_code: s?.code ?? '', subject_name: s?.name ?? '', debit: r.debit, credit: r.credit,
      counterparts: [...new Set(others)].join(', '), suggestion, suggestion_name: names.get(suggestion) ?? '',
    }];
  });
  return { list };
}
