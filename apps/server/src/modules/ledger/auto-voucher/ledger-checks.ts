import { chinaMonth, Decimal, amount, type PartnerGlCheck, type StockGlCheck, type StockGlDetail, type TrialCheck } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { loadVoucherMapping, receivableKinds } from '../../../engines/ledger/index.ts';
import type { DB } from '../../../platform/db/schema.ts';

/**
 * The accounting checks (审核列表, FINANCE.md §4 "结账 requires"): stock ledger vs GL inventory accounts, partner
 * ledger vs 1122/2202 per partner, trial balance. GL figures are openings + the period balances of every voucher
 * (posted or not) through the period: stock value = GL inventory holds right after every posting and repost.
 */
export const periodEnd = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
export const currentPeriod = (): string => chinaMonth();
const diff = (a: string, b: string) => amount(new Decimal(a).sub(b));

/** GL balance (debit − credit) per account code through a period: openings + all vouchers' period balances. */
async function glByCode(db: Kysely<DB>, enterpriseId: number, codes: string[], period: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ code: string; value: string }>`
    SELECT s.code, (coalesce((SELECT sum(o.debit - o.credit) FROM opening_balance o WHERE o.enterprise_id = s.enterprise_id AND o.subject_id = s.id), 0)
      + coalesce((SELECT sum(b.debit - b.credit) FROM period_balance b WHERE b.enterprise_id = s.enterprise_id AND b.subject_id = s.id AND b.period <= ${period}), 0))::numeric(20, 2)::text AS value
    FROM account_subject s WHERE s.enterprise_id = ${enterpriseId} AND s.code = ANY(${codes}::text[])`.execute(db);
  return new Map(rows.map((r) => [r.code, r.value]));
}

export async function stockGlCheck(db: Kysely<DB>, enterpriseId: number, period: string): Promise<StockGlCheck> {
  const mapping = await loadVoucherMapping(db, enterpriseId);
  const { rows: stock } = await sql<{ warehouse_id: number; value: string }>`
    SELECT warehouse_id, sum(direction * amount)::numeric(20, 2)::text AS value FROM stock_move
    WHERE enterprise_id = ${enterpriseId} AND move_date <= ${periodEnd(period)} GROUP BY warehouse_id`.execute(db);
  const codes = mapping.inventorySubjects();
  const gl = await glByCode(db, enterpriseId, codes, period);
  const byCode = new Map<string, { warehouses: number[]; stock: Decimal }>(codes.map((c) => [c, { warehouses: [], stock: new Decimal(0) }]));
  for (const [id, code] of mapping.warehouses) byCode.get(code)!.warehouses.push(id);
  for (const s of stock) byCode.get(mapping.warehouses.get(s.warehouse_id) ?? '1405')!.stock = byCode.get(mapping.warehouses.get(s.warehouse_id) ?? '1405')!.stock.add(s.value);
  const list = codes.map((code) => {
    const row = byCode.get(code)!;
    const glValue = gl.get(code) ?? '0.00';
    // One row per inventory account; it names its warehouse when only one warehouse books there.
    return { warehouse_id: row.warehouses.length === 1 ? row.warehouses[0]! : 0, subject_code: code, stock_value: amount(row.stock), gl_value: amount(glValue), difference: diff(amount(row.stock), glValue) };
  }).filter((r) => r.stock_value !== '0.00' || r.gl_value !== '0.00' || r.warehouse_id !== 0);
  const stockValue = list.reduce((s, r) => s.add(r.stock_value), new Decimal(0));
  const glValue = list.reduce((s, r) => s.add(r.gl_value), new Decimal(0));
  return { period, stock_value: amount(stockValue), gl_inventory: amount(glValue), difference: amount(stockValue.sub(glValue)), list };
}

export interface SettlementGlCheck {
  period: string; accounts_total: string; gl_total: string; difference: string;
  list: Array<{ subject_code: string; accounts: string; account_balance: string; gl_balance: string; difference: string }>;
}

/**
 * Settlement accounts against their cash subjects (issue 30 item 2, FINANCE.md §4 "cash journal agrees with 1001/1002"):
 * per subject the accounts booked to it (auto-voucher mapping) — each account's opening + its ledger through the month
 * — against the subject's GL balance. A subject no settlement account books to is not compared (no journal is kept).
 */
export async function settlementGlCheck(db: Kysely<DB>, enterpriseId: number, period: string): Promise<SettlementGlCheck> {
  const mapping = await loadVoucherMapping(db, enterpriseId);
  const { rows } = await sql<{ id: number; name: string; balance: string }>`
    SELECT a.id, a.name, (a.opening_balance + coalesce((SELECT sum(e.amount) FROM account_entry e
      WHERE e.enterprise_id = a.enterprise_id AND e.account_id = a.id AND e.entry_date <= ${periodEnd(period)}), 0))::numeric(20, 2)::text AS balance
    FROM settlement_account a WHERE a.enterprise_id = ${enterpriseId} ORDER BY a.sort, a.id`.execute(db);
  const bySubject = new Map<string, { names: string[]; balance: Decimal }>();
  for (const a of rows) {
    const code = mapping.cash.get(a.id)?.code ?? '';
    const row = bySubject.get(code) ?? { names: [], balance: new Decimal(0) };
    row.names.push(a.name);
    row.balance = row.balance.add(a.balance);
    bySubject.set(code, row);
  }
  const gl = await glByCode(db, enterpriseId, [...bySubject.keys()], period);
  const list = [...bySubject].sort(([a], [b]) => a.localeCompare(b)).map(([code, r]) => {
    const glValue = gl.get(code) ?? '0.00';
    return { subject_code: code, accounts: r.names.join('、'), account_balance: amount(r.balance), gl_balance: amount(glValue), difference: diff(amount(r.balance), glValue) };
  });
  const accounts = list.reduce((s, r) => s.add(r.account_balance), new Decimal(0));
  const glTotal = list.reduce((s, r) => s.add(r.gl_balance), new Decimal(0));
  return { period, accounts_total: amount(accounts), gl_total: amount(glTotal), difference: amount(accounts.sub(glTotal)), list };
}

/** Drill-down of one inventory account: stock per warehouse × product, and the bills whose vouchers differ from their moves. */
export async function stockGlDetail(db: Kysely<DB>, enterpriseId: number, period: string, subjectCode: string): Promise<StockGlDetail> {
  const end = periodEnd(period);
  const { rows: list } = await sql<{ warehouse_id: number; warehouse_name: string; product_id: number; product_name: string; stock_value: string }>`
    SELECT m.warehouse_id, w.name AS warehouse_name, m.product_id, coalesce(p.name, '') AS product_name, sum(m.direction * m.amount)::numeric(20, 2)::text AS stock_value
    FROM stock_move m JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id
    LEFT JOIN product p ON p.enterprise_id = m.enterprise_id AND p.id = m.product_id
    WHERE m.enterprise_id = ${enterpriseId} AND m.move_date <= ${end} AND w.inventory_subject = ${subjectCode}
    GROUP BY m.warehouse_id, w.name, m.product_id, p.name HAVING sum(m.direction * m.amount) <> 0 ORDER BY w.name, p.name`.execute(db);
  // Per bill after the books started: its moves on this account against its vouchers' lines on it.
  const { rows: bills } = await sql<{ bill_id: number; bill_type: string; bill_sn: string; bill_date: string; stock_value: string; gl_value: string }>`
    WITH st AS (
      SELECT m.bill_id, sum(m.direction * m.amount) AS v FROM stock_move m JOIN warehouse w ON w.enterprise_id = m.enterprise_id AND w.id = m.warehouse_id
      WHERE m.enterprise_id = ${enterpriseId} AND m.move_date <= ${end} AND w.inventory_subject = ${subjectCode}
        AND m.move_date >= coalesce((SELECT (nullif(start_period, '') || '-01')::date FROM ledger_setting WHERE enterprise_id = ${enterpriseId}), '1900-01-01')
      GROUP BY m.bill_id),
    gl AS (
      SELECT s.bill_id, sum(l.debit - l.credit) AS v FROM voucher_source s
      JOIN voucher_line l ON l.enterprise_id = s.enterprise_id AND l.voucher_id = s.voucher_id AND l.bill_id IN (0, s.bill_id) AND l.period <= ${period}
      JOIN account_subject a ON a.enterprise_id = l.enterprise_id AND a.id = l.subject_id AND a.code = ${subjectCode}
      WHERE s.enterprise_id = ${enterpriseId} GROUP BY s.bill_id)
    SELECT b.id AS bill_id, b.type AS bill_type, b.bill_sn, b.bill_date::text AS bill_date,
      coalesce(st.v, 0)::numeric(20, 2)::text AS stock_value, coalesce(gl.v, 0)::numeric(20, 2)::text AS gl_value
    FROM st FULL JOIN gl ON gl.bill_id = st.bill_id JOIN bill b ON b.enterprise_id = ${enterpriseId} AND b.id = coalesce(st.bill_id, gl.bill_id)
    WHERE coalesce(st.v, 0) <> coalesce(gl.v, 0) ORDER BY b.bill_date, b.id LIMIT 500`.execute(db);
  return { list, bills: bills.map((b) => ({ ...b, difference: diff(b.stock_value, b.gl_value) })) };
}

/**
 * Partner ledger against the GL per partner and per side (issue 30 item 6): the receivable side — ledger kinds of
 * receivableKinds against 1122 + 2203 — and the payable side — the other kinds against 2202 + 1123 — each shown as
 * what is owed (receivable: the partner owes us; payable: we owe the partner). Netting the sides hid 500 owed each
 * way behind a 0.00; a partner differs when either side does. `ledger`, `gl` and `difference` stay the net figures.
 */
export async function partnerGlCheck(db: Kysely<DB>, enterpriseId: number, period: string): Promise<PartnerGlCheck> {
  const kinds = [...receivableKinds];
  const { rows } = await sql<{ partner_id: number; partner_name: string; rl: string; pl: string; rg: string; pg: string }>`
    WITH led AS (
      SELECT partner_id, sum(CASE WHEN kind = ANY(${kinds}::text[]) THEN amount ELSE 0 END) AS r, sum(CASE WHEN kind = ANY(${kinds}::text[]) THEN 0 ELSE -amount END) AS p
      FROM partner_entry WHERE enterprise_id = ${enterpriseId} AND entry_date <= ${periodEnd(period)} GROUP BY partner_id),
    subj AS (SELECT id, code IN ('1122', '2203') AS recv FROM account_subject WHERE enterprise_id = ${enterpriseId} AND code IN ('1122', '1123', '2202', '2203')),
    gl AS (
      SELECT x.partner_id, sum(CASE WHEN s.recv THEN x.v ELSE 0 END) AS r, sum(CASE WHEN s.recv THEN 0 ELSE -x.v END) AS p FROM (
        SELECT subject_id, partner_id, debit - credit AS v FROM opening_balance WHERE enterprise_id = ${enterpriseId} AND subject_id IN (SELECT id FROM subj)
        UNION ALL SELECT subject_id, partner_id, debit - credit FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period <= ${period} AND subject_id IN (SELECT id FROM subj)) x
      JOIN subj s ON s.id = x.subject_id
      GROUP BY x.partner_id)
    SELECT coalesce(led.partner_id, gl.partner_id) AS partner_id, coalesce(p.name, '') AS partner_name,
      coalesce(led.r, 0)::numeric(20, 2)::text AS rl, coalesce(led.p, 0)::numeric(20, 2)::text AS pl,
      coalesce(gl.r, 0)::numeric(20, 2)::text AS rg, coalesce(gl.p, 0)::numeric(20, 2)::text AS pg
    FROM led FULL JOIN gl ON gl.partner_id = led.partner_id
    LEFT JOIN partner p ON p.enterprise_id = ${enterpriseId} AND p.id = coalesce(led.partner_id, gl.partner_id)
    WHERE coalesce(led.r, 0) <> 0 OR coalesce(led.p, 0) <> 0 OR coalesce(gl.r, 0) <> 0 OR coalesce(gl.p, 0) <> 0
    ORDER BY coalesce(led.r, 0) = coalesce(gl.r, 0) AND coalesce(led.p, 0) = coalesce(gl.p, 0), p.name`.execute(db);
  const list = rows.map((r) => {
    const ledger = new Decimal(r.rl).sub(r.pl);
    const gl = new Decimal(r.rg).sub(r.pg);
    return {
      partner_id: r.partner_id, partner_name: r.partner_name,
      receivable_ledger: r.rl, receivable_gl: r.rg, receivable_difference: diff(r.rl, r.rg),
      payable_ledger: r.pl, payable_gl: r.pg, payable_difference: diff(r.pl, r.pg),
      ledger: amount(ledger), gl: amount(gl), difference: amount(ledger.sub(gl)),
    };
  });
  const total = (pick: (r: (typeof list)[number]) => string) => list.reduce((s, r) => s.add(pick(r)), new Decimal(0));
  const [rl, rg, pl, pg] = [total((r) => r.receivable_ledger), total((r) => r.receivable_gl), total((r) => r.payable_ledger), total((r) => r.payable_gl)];
  return {
    period, ledger_total: amount(rl.sub(pl)), gl_total: amount(rg.sub(pg)), difference: amount(rl.sub(pl).sub(rg.sub(pg))),
    receivable_ledger: amount(rl), receivable_gl: amount(rg), receivable_difference: amount(rl.sub(rg)),
    payable_ledger: amount(pl), payable_gl: amount(pg), payable_difference: amount(pl.sub(pg)),
    partners_differing: list.filter((r) => r.receivable_difference !== '0.00' || r.payable_difference !== '0.00').length,
    list,
  };
}

/** Trial balance through a period: Σ debit = Σ credit of the openings and of all vouchers. */
export async function trialCheck(db: Kysely<DB>, enterpriseId: number, period: string): Promise<TrialCheck> {
  const { rows: [r] } = await sql<{ debit: string; credit: string; od: string; oc: string }>`
    SELECT (SELECT coalesce(sum(debit), 0) FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period <= ${period})::numeric(20, 2)::text AS debit,
      (SELECT coalesce(sum(credit), 0) FROM period_balance WHERE enterprise_id = ${enterpriseId} AND period <= ${period})::numeric(20, 2)::text AS credit,
      (SELECT coalesce(sum(debit), 0) FROM opening_balance WHERE enterprise_id = ${enterpriseId})::numeric(20, 2)::text AS od,
      (SELECT coalesce(sum(credit), 0) FROM opening_balance WHERE enterprise_id = ${enterpriseId})::numeric(20, 2)::text AS oc`.execute(db);
  const d = new Decimal(r!.debit).add(r!.od);
  const c = new Decimal(r!.credit).add(r!.oc);
  return { period, debit: r!.debit, credit: r!.credit, opening_debit: r!.od, opening_credit: r!.oc, difference: amount(d.sub(c)) };
}
