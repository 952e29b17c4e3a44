import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { onCostsChanged } from '../posting/cost-change-hook.ts';
import type { VoucherEntry } from './bill-voucher-builder.ts';
import { Decimal } from '@zf/shared';
import { billHeader, billSummary, linesFor, type BillHeader } from './bill-voucher.ts';
import { loadVoucherMapping, type EnterpriseMapping } from './bill-voucher-mapping.ts';
import { ledgerSettings } from './ledger-setting.ts';
import { openVoucherDate } from './voucher-date.ts';
import { createVoucher, type SavedVoucher } from './voucher-store.ts';
import type { VoucherLineInput } from './voucher-rules.ts';

/**
 * Costs that change after a bill was vouchered (a back-dated posting reposted them, the background repost, the
 * cost-link repost, the monthly cost run): per bill, what its stock moves stand at now on each inventory account
 * against what its vouchers already carry there; the difference is vouchered (kind 'cost', sourced to the bill)
 * against the bill's counter account — cost of goods sold for sales, the price difference for purchase returns, 1901
 * for stocktakes…; a transfer between two accounts balances itself. So stock value = GL inventory after every repost.
 */
export async function costDifferenceLines(tx: Kysely<DB>, enterpriseId: number, bill: BillHeader, mapping: EnterpriseMapping): Promise<VoucherLineInput[]> {
  const forType = mapping.forType(bill.type);
  if (!forType) return [];
  const counter = forType.template.stockAgainst ?? forType.template.plug;
  const inventory = mapping.inventorySubjects();
  const [stock, gl] = await Promise.all([
    sql<{ warehouse_id: number; product_id: number; amount: string }>`SELECT warehouse_id, product_id, sum(direction * amount) AS amount FROM stock_move
      WHERE enterprise_id = ${enterpriseId} AND bill_type = ${bill.type} AND bill_id = ${bill.id} GROUP BY warehouse_id, product_id`.execute(tx),
    sql<{ code: string; product_id: number; amount: string }>`SELECT a.code, l.product_id, sum(l.debit - l.credit) AS amount
      FROM voucher_source s
      JOIN voucher_line l ON l.enterprise_id = s.enterprise_id AND l.voucher_id = s.voucher_id AND l.bill_id IN (0, s.bill_id)
      JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id
      WHERE s.enterprise_id = ${enterpriseId} AND s.bill_id = ${bill.id} AND s.bill_type = ${bill.type} AND a.code = ANY(${inventory}::text[])
      GROUP BY a.code, l.product_id`.execute(tx),
  ]);
  const entries: VoucherEntry[] = [
    ...stock.rows.map((m) => ({ subject_code: forType.map.inventory(m.warehouse_id), amount: new Decimal(m.amount), product_id: m.product_id })),
    ...gl.rows.map((g) => ({ subject_code: g.code, amount: new Decimal(g.amount).neg(), product_id: g.product_id })),
  ];
  const rest = entries.reduce((s, e) => s.add(e.amount), new Decimal(0));
  if (!rest.isZero() && counter) entries.push({ subject_code: forType.map.slot(counter), amount: rest.neg(), partner_id: bill.partner_id, department_id: bill.department_id, employee_id: bill.principal_id });
  return linesFor(tx, enterpriseId, entries, `成本调整 ${billSummary(bill)}`);
}

/** Vouchers the bill's cost difference, if it has one; dated on the bill's date or the first open accounting day. */
export async function makeCostVoucher(tx: Kysely<DB>, enterpriseId: number, bill: BillHeader, actorId: number, mapping: EnterpriseMapping): Promise<SavedVoucher | null> {
  const lines = await costDifferenceLines(tx, enterpriseId, bill, mapping);
  if (lines.length < 2) return null;
  return createVoucher(tx, enterpriseId, { voucher_date: await openVoucherDate(tx, enterpriseId, bill.bill_date), word: '记', lines }, {
    kind: 'cost', makerId: actorId, sources: [{ billType: bill.type, billId: bill.id, billSn: bill.bill_sn }],
  });
}

/** The bills of the given stock movements that have a live (not reversed) bill voucher. */
async function vouchered(tx: Kysely<DB>, enterpriseId: number, moveIds: readonly string[]): Promise<number[]> {
  const { rows } = await sql<{ bill_id: number }>`
    SELECT DISTINCT s.bill_id FROM (SELECT DISTINCT bill_type, bill_id FROM stock_move WHERE enterprise_id = ${enterpriseId} AND id = ANY(${moveIds}::bigint[])) m
    JOIN voucher_source s ON s.enterprise_id = ${enterpriseId} AND s.bill_id = m.bill_id AND s.bill_type = m.bill_type
    JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id AND v.kind = 'bill'
    WHERE NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)
    ORDER BY s.bill_id`.execute(tx);
  return rows.map((r) => r.bill_id);
}

/**
 * The repost hook: in the mode "on approval" the cost differences of the vouchered bills whose movements changed are
 * vouchered at once, in the repost's transaction. Monthly weighted average waits for the cost vouchers page (after
 * the outbound cost run), and batch mode for "generate vouchers", which make the same cost vouchers.
 */
export async function followCostChanges(tx: Kysely<DB>, enterpriseId: number, moveIds: readonly string[]): Promise<void> {
  const settings = await ledgerSettings(tx, enterpriseId);
  if (!settings.initialized || settings.voucher_mode !== 'on_approval') return;
  const e = await tx.selectFrom('enterprise').select('stock_accounting_method').where('id', '=', enterpriseId).executeTakeFirst();
  if (e?.stock_accounting_method === 2) return;
  const bills = await vouchered(tx, enterpriseId, moveIds);
  if (!bills.length) return;
  const mapping = await loadVoucherMapping(tx, enterpriseId);
  for (const id of bills) {
    const bill = await billHeader(tx, enterpriseId, id);
    if (bill) await makeCostVoucher(tx, enterpriseId, bill, 0, mapping);
  }
}

/** Bills of a date range with a live bill voucher whose inventory accounts differ from their stock moves now. */
export async function pendingCostBills(tx: Kysely<DB>, enterpriseId: number, dateFrom: string, dateTo: string, mapping: EnterpriseMapping) {
  const inventory = mapping.inventorySubjects();
  const { rows } = await sql<{ bill_id: number; bill_type: string; bill_sn: string; bill_date: string; stock: string; gl: string }>`
    WITH b AS (
      SELECT DISTINCT bl.id, bl.type, bl.bill_sn, bl.bill_date FROM bill bl
      JOIN voucher_source s ON s.enterprise_id = bl.enterprise_id AND s.bill_id = bl.id AND s.bill_type = bl.type
      JOIN voucher v ON v.enterprise_id = s.enterprise_id AND v.id = s.voucher_id AND v.kind = 'bill'
      WHERE bl.enterprise_id = ${enterpriseId} AND bl.bill_date >= ${dateFrom} AND bl.bill_date <= ${dateTo}
        AND NOT EXISTS (SELECT 1 FROM voucher r WHERE r.enterprise_id = v.enterprise_id AND r.reverses_id = v.id)),
    st AS (
      SELECT b.id, w.inventory_subject AS code, sum(m.direction * m.amount) AS amount FROM b
      JOIN stock_move m ON m.enterprise_id = ${enterpriseId} AND m.bill_type = b.type AND m.bill_id = b.id
      JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id
      GROUP BY b.id, w.inventory_subject),
    gl AS (
      SELECT b.id, a.code, sum(l.debit - l.credit) AS amount FROM b
      JOIN voucher_source s ON s.enterprise_id = ${enterpriseId} AND s.bill_id = b.id AND s.bill_type = b.type
      JOIN voucher_line l ON l.enterprise_id = s.enterprise_id AND l.voucher_id = s.voucher_id AND l.bill_id IN (0, s.bill_id)
      JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id AND a.code = ANY(${inventory}::text[])
      GROUP BY b.id, a.code),
    diff AS (
      SELECT coalesce(st.id, gl.id) AS id, coalesce(st.amount, 0) AS stock, coalesce(gl.amount, 0) AS gl
      FROM st FULL JOIN gl ON gl.id = st.id AND gl.code = st.code)
    SELECT b.id AS bill_id, b.type AS bill_type, b.bill_sn, b.bill_date::text AS bill_date, sum(d.stock)::text AS stock, sum(d.gl)::text AS gl
    FROM diff d JOIN b ON b.id = d.id
    GROUP BY b.id, b.type, b.bill_sn, b.bill_date
    HAVING bool_or(d.stock <> d.gl)
    ORDER BY b.bill_date, b.id`.execute(tx);
  return rows;
}

onCostsChanged(followCostChanges);
