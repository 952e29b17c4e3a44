import { Decimal, amount } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { addMonths, firstPeriod, lifeSchedule, monthsBetween, type DepreciationMethod } from './depreciation-schedule.ts';
import { runDepreciation } from './depreciation.service.ts';

const categories: Array<{ name: string; code: string; life: number; method: DepreciationMethod }> = [
  { name: '办公设备', code: 'C01', life: 60, method: 'straight_line' },
  { name: '运输设备', code: 'C02', life: 48, method: 'sum_of_years' },
  { name: '仓储设备', code: 'C03', life: 120, method: 'double_declining' },
];
/** Cards in use before the books start: months in use before the start, original value, department, use. */
const cards = [
  { code: 'GD-0001', name: '办公电脑（8台）', category: 'C01', before: 24, original: '48000.00', department: '财务部', usage: 1, location: '二楼办公室' },
  { code: 'GD-0002', name: '厢式货车 沪A·D3721', category: 'C02', before: 13, original: '168000.00', department: '销售部', usage: 3, location: '公司车库' },
  { code: 'GD-0003', name: '电动叉车', category: 'C03', before: 6, original: '85000.00', department: '仓储部', usage: 1, location: '一号仓库' },
];

/**
 * Demo fixed assets of an enterprise whose books start at `start`: three categories and three cards in use before
 * it, with the depreciation they had by then. Answers the opening lines of 1601/1602 the books' openings must hold.
 */
export async function seedAssetCardsDemo(db: Kysely<DB>, enterpriseId: number, start: string): Promise<Array<{ subject_code: string; debit?: string; credit?: string }>> {
  const now = nowSeconds();
  const made = await db.insertInto('asset_category').values(categories.map((c) => ({
    enterprise_id: enterpriseId, name: c.name, code: c.code, life_months: c.life, residual_rate: '5', method: c.method, create_time: now, update_time: now,
  }))).returning(['id', 'code']).execute();
  const departments = await db.selectFrom('department').select(['id', 'name']).where('enterprise_id', '=', enterpriseId).execute();
  let original = new Decimal(0);
  let accumulated = new Decimal(0);
  const rows = cards.map((card) => {
    const c = categories.find((x) => x.code === card.category)!;
    const startDate = `${addMonths(start, -card.before - 1)}-10`;
    const before = lifeSchedule({ original: card.original, residualRate: '5', lifeMonths: c.life, method: c.method, startDate })
      .slice(0, monthsBetween(firstPeriod(startDate), start)).reduce((a, b) => a.plus(b), new Decimal(0));
    original = original.plus(card.original);
    accumulated = accumulated.plus(before);
    return {
      enterprise_id: enterpriseId, code: card.code, name: card.name, category_id: made.find((m) => m.code === card.category)!.id,
      department_id: departments.find((d) => d.name === card.department)?.id ?? 0, location: card.location, start_date: startDate,
      original_value: card.original, accumulated_depreciation: amount(before), life_months: c.life, residual_rate: '5', method: c.method,
      usage: card.usage, create_time: now, update_time: now,
    };
  });
  await db.insertInto('fixed_asset').values(rows).execute();
  return [{ subject_code: '1601', debit: amount(original) }, { subject_code: '1602', credit: amount(accumulated) }];
}

/** After the books are initialized: initialization finished, and the depreciation of each month before `currentMonth`. */
export async function accrueAssetsDemo(db: Kysely<DB>, enterpriseId: number, start: string, currentMonth: string, actorId: number): Promise<void> {
  await db.insertInto('asset_setting').values({ enterprise_id: enterpriseId, init_finished: true, update_time: nowSeconds() }).execute();
  await db.transaction().execute(async (tx) => {
    for (let p = start; p < currentMonth; p = addMonths(p, 1)) await runDepreciation(tx, enterpriseId, p, actorId);
  });
}
