import { Decimal, amount, type AssetLiabilityAnswer, type Language, type OverviewItem as ItemRow } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { glBalances } from './gl-balance.ts';
import { periodEnd } from './period.ts';
import { stockAgainstGl } from './stock-summary.ts';

/**
 * 资产负债概况: an owner's overview at a period end, not the statutory balance sheet. Cash and bank per settlement
 * account (its ledger), what customers owe and what we owe suppliers (the partner ledger, each partner's balance on
 * its own side), the stock's value (the stock ledger), and the other monetary positions from the GL (other
 * receivables and payables, taxes, loans). Each item names the page it comes from, and the GL figure where there is one.
 */

const words = {
  receivable: ['应收账款（客户欠款）', 'Receivables (customers owe)'],
  payable: ['应付账款（欠供应商）', 'Payables (owed to suppliers)'],
  stock: ['存货', 'Stock'],
  otherReceivable: ['其他应收款', 'Other receivables'],
  prepaid: ['预付账款', 'Prepayments'],
  otherPayable: ['其他应付款', 'Other payables'],
  tax: ['应交税费', 'Taxes payable'],
  taxCredit: ['待抵扣税费（进项多于销项）', 'Tax to deduct (input above output)'],
  payroll: ['应付职工薪酬', 'Payroll payable'],
  loans: ['短期借款', 'Short-term loans'],
} as const;

export async function assetLiability(db: Kysely<DB>, enterpriseId: number, period: string, language: Language): Promise<AssetLiabilityAnswer> {
  const end = periodEnd(period);
  const w = (k: keyof typeof words) => words[k][language === 'en-US' ? 1 : 0];
  const { rows: accounts } = await sql<{ id: number; name: string; account_type: number; value: string }>`
    SELECT a.id, a.name, a.account_type, (a.opening_balance + coalesce((SELECT sum(e.amount) FROM account_entry e
      WHERE e.enterprise_id = a.enterprise_id AND e.account_id = a.id AND e.entry_date <= ${end}::date), 0))::text AS value
    FROM settlement_account a WHERE a.enterprise_id = ${enterpriseId} ORDER BY a.sort, a.id`.execute(db);
  const { rows: [partners] } = await sql<{ owed_to_us: string; we_owe: string }>`
    SELECT coalesce(sum(v) FILTER (WHERE v > 0), 0)::text AS owed_to_us, coalesce(-sum(v) FILTER (WHERE v < 0), 0)::text AS we_owe
    FROM (SELECT partner_id, sum(amount) AS v FROM partner_entry WHERE enterprise_id = ${enterpriseId} AND entry_date <= ${end}::date GROUP BY partner_id) x`.execute(db);
  const stock = await stockAgainstGl(db, enterpriseId, period);
  const gl = await glBalances(db, enterpriseId, ['1001', '1002', '1012', '1122', '1123', '1221', '2001', '2202', '2203', '2211', '2221', '2241'], period);
  const g = (code: string) => new Decimal(gl.get(code) ?? 0);
  const credit = (code: string) => amount(g(code).neg());

  const assets: ItemRow[] = accounts.map((a) => ({
    key: `account-${a.id}`, name: a.name, value: amount(a.value), gl_value: null, page: 'cashFlow',
  }));
  // Per settlement account there is no GL figure (several accounts share 1002); the cash accounts' total is shown on its own row.
  assets.push(
    { key: 'receivable', name: w('receivable'), value: amount(partners!.owed_to_us), gl_value: amount(g('1122').add(g('2203'))), page: 'receivableDetail' },
    { key: 'prepaid', name: w('prepaid'), value: amount(g('1123')), gl_value: amount(g('1123')), page: 'subjectBalance' },
    { key: 'stock', name: w('stock'), value: stock.stock_value, gl_value: stock.gl_value, page: 'stockSummary' },
    { key: 'otherReceivable', name: w('otherReceivable'), value: amount(g('1221')), gl_value: amount(g('1221')), page: 'subjectBalance' },
    ...(g('2221').gt(0) ? [{ key: 'taxCredit', name: w('taxCredit'), value: amount(g('2221')), gl_value: amount(g('2221')), page: 'subjectBalance' }] : []),
  );
  const liabilities: ItemRow[] = [
    { key: 'payable', name: w('payable'), value: amount(partners!.we_owe), gl_value: amount(g('2202').add(g('1123')).neg()), page: 'payableDetail' },
    { key: 'otherPayable', name: w('otherPayable'), value: credit('2241'), gl_value: credit('2241'), page: 'subjectBalance' },
    // A debit balance on 2221 (more input VAT than output) is something owed to us, shown among the assets.
    ...(g('2221').gt(0) ? [] : [{ key: 'tax', name: w('tax'), value: credit('2221'), gl_value: credit('2221'), page: 'subjectBalance' }]),
    { key: 'payroll', name: w('payroll'), value: credit('2211'), gl_value: credit('2211'), page: 'subjectBalance' },
    { key: 'loans', name: w('loans'), value: credit('2001'), gl_value: credit('2001'), page: 'subjectBalance' },
  ];
  const sum = (rows: ItemRow[]) => rows.reduce((s, r) => s.add(r.value), new Decimal(0));
  const totalAssets = sum(assets);
  const totalLiabilities = sum(liabilities);
  const cash = accounts.reduce((t, a) => t.add(a.value), new Decimal(0));
  const cashGl = g('1001').add(g('1002')).add(g('1012'));
  return {
    cash: { value: amount(cash), gl_value: amount(cashGl), difference: amount(cash.sub(cashGl)) },
    period, assets: assets.filter((r) => r.value !== '0.00' || r.key.startsWith('account-') || r.key === 'receivable' || r.key === 'stock'),
    liabilities: liabilities.filter((r) => r.value !== '0.00' || r.key === 'payable'),
    total_assets: amount(totalAssets), total_liabilities: amount(totalLiabilities), net: amount(totalAssets.sub(totalLiabilities)),
  };
}
