import { Decimal, amount } from '@zf/shared';
import type { Kysely } from 'kysely';
import { voucherNo } from '../../engines/ledger/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { residualValue } from './depreciation-schedule.ts';

const deptName = (names: Map<number, string>, id: number | null | undefined) => (id ? names.get(id) ?? '' : '');

/**
 * 固定资产卡片 as printed (assetList's 打印卡片): the card's fields with category and department names, residual value,
 * accumulated depreciation (opening + booked) and net value now; the depreciation booked month by month with its
 * voucher (the history an accountant checks against 1602), and the card's changes (addition, transfers, disposal).
 */
export async function assetCard(db: Kysely<DB>, enterpriseId: number, id: number) {
  const a = await db.selectFrom('fixed_asset as a')
    .leftJoin('asset_category as c', (j) => j.onRef('c.enterprise_id', '=', 'a.enterprise_id').onRef('c.id', '=', 'a.category_id'))
    .select(['a.id', 'a.code', 'a.name', 'a.category_id', 'c.name as category_name', 'a.department_id', 'a.location', 'a.start_date', 'a.original_value',
      'a.accumulated_depreciation', 'a.life_months', 'a.residual_rate', 'a.method', 'a.workload_total', 'a.workload_unit', 'a.usage', 'a.status', 'a.dispose_date',
      'a.acquisition_voucher_id', 'a.remark'])
    .where('a.enterprise_id', '=', enterpriseId).where('a.id', '=', id).executeTakeFirst();
  if (!a) throw notFound();
  const [departments, booked, changes] = await Promise.all([
    db.selectFrom('department').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).execute(),
    db.selectFrom('asset_depreciation as d')
      .innerJoin('depreciation_run as r', (j) => j.onRef('r.enterprise_id', '=', 'd.enterprise_id').onRef('r.id', '=', 'd.run_id'))
      .leftJoin('voucher as v', (j) => j.onRef('v.enterprise_id', '=', 'r.enterprise_id').onRef('v.id', '=', 'r.voucher_id'))
      .select(['d.period', 'd.department_id', 'd.expense_subject', 'd.amount', 'd.accumulated', 'd.net_value', 'v.word', 'v.number'])
      .where('d.enterprise_id', '=', enterpriseId).where('d.asset_id', '=', id).orderBy('d.period').execute(),
    db.selectFrom('asset_change as h')
      .leftJoin('voucher as v', (j) => j.onRef('v.enterprise_id', '=', 'h.enterprise_id').onRef('v.id', '=', 'h.voucher_id'))
      .select(['h.change_date', 'h.kind', 'h.from_department_id', 'h.to_department_id', 'h.amount', 'h.remark', 'v.word', 'v.number'])
      .where('h.enterprise_id', '=', enterpriseId).where('h.asset_id', '=', id).orderBy('h.change_date').orderBy('h.id').execute(),
  ]);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  const no = (word: string | null, n: number | null) => (word && n ? voucherNo(word, n) : '');
  const depreciated = booked.reduce((s, b) => s.add(b.amount), new Decimal(0));
  const accumulated = new Decimal(a.accumulated_depreciation).add(depreciated);
  return {
    ...a, category_name: a.category_name ?? '', department_name: deptName(names, a.department_id),
    original_value: amount(a.original_value), accumulated_depreciation: amount(a.accumulated_depreciation), residual_rate: new Decimal(a.residual_rate).toFixed(2),
    residual_value: residualValue({ original: a.original_value, residualRate: a.residual_rate }),
    depreciated: amount(depreciated), accumulated: amount(accumulated), net_value: amount(new Decimal(a.original_value).minus(accumulated)), months_booked: booked.length,
    history: booked.map((b) => ({
      period: b.period, department_name: deptName(names, b.department_id), expense_subject: b.expense_subject, depreciation: amount(b.amount),
      accumulated: amount(b.accumulated), net_value: amount(b.net_value), voucher_no: no(b.word, b.number),
    })),
    changes: changes.map((h) => ({
      change_date: h.change_date, kind: h.kind, from_department_name: deptName(names, h.from_department_id), to_department_name: deptName(names, h.to_department_id),
      amount: amount(h.amount ?? 0), remark: h.remark, voucher_no: no(h.word, h.number),
    })),
  };
}
