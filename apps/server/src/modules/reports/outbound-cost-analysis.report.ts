import { reportDefinitions, type Language, type ReportRow } from '@zf/shared';
import { registerReport } from './report-runner.ts';
import { shapeAnswer } from './report-answer.ts';
import { groupLabels } from './report-labels.ts';
import { billOf, isTimeDimension, movementSums, timeKeys } from './stock-report-source.ts';

const def = reportDefinitions['outbound-cost-analysis'];

/**
 * 出库成本分析: every issue of the stock ledger in the range (sales, pickings, transfers out, losses …), net of its
 * reversals, with the cost it carries in the ledger now (after reposts); unit cost = out amount ÷ out quantity.
 * Amount-only movements (cost adjustments) move no goods and are left out. By day or month every period of the range
 * is a row (a period without issues has no unit cost).
 */
registerReport('outbound-cost-analysis', async (db, tenant, query, language: Language = 'zh-CN') => {
  const e = tenant.enterpriseId;
  const dim = query.group_by;
  const moves = await movementSums(db, e, query, dim, 'out');
  let rows: ReportRow[];
  if (isTimeDimension(dim)) {
    const byKey = new Map(moves.map((m) => [m.key, m]));
    rows = timeKeys(dim, query.date_from, query.date_to).map((key) => {
      const m = byKey.get(key);
      return { key, label: key, values: { out_qty: m?.out_qty ?? '0.0000', out_amount: m?.out_amount ?? '0.00' } };
    });
  } else {
    rows = moves
      .filter((m) => Number(m.out_qty) !== 0 || Number(m.out_amount) !== 0)
      .map((m) => ({ key: m.key, label: m.bill_sn ?? m.key, ...(dim === 'bill' ? { bill: billOf(m) } : {}), values: { out_qty: m.out_qty, out_amount: m.out_amount } }));
    if (dim !== 'bill') {
      const labels = await groupLabels(db, e, language, dim, rows.map((r) => r.key));
      for (const r of rows) r.label = labels.get(r.key) ?? r.key;
    }
  }
  return shapeAnswer(def, query, rows);
});
