import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { addMonths, chinaMonth, chinaToday } from '@zf/shared';
import { hashPassword } from '../../platform/auth/password.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { accrueAssetsDemo, seedAssetCardsDemo } from '../assets/index.ts';
import { seedEquipmentDemo } from '../equipment/index.ts';
import { MessageKind, notify } from '../messages/index.ts';
import { seedNetworkDemo } from '../network/index.ts';
import { createEnterprise } from '../org/index.ts';
import { seedPayrollDemo } from '../payroll/index.ts';
import { seedManufacturerQualityDemo, seedQualityDemo } from '../quality/index.ts';
import { initializeDemoBooks, seedDemoHistory } from './demo/books.demo.ts';
import { seedCatalogDemo } from './demo/catalog.demo.ts';
import { seedOpeningStock } from './demo/opening-stock.demo.ts';
import { seedPartnersOrgDemo } from './demo/partners-org.demo.ts';
import { seedProductionHistory } from './demo/production-history.demo.ts';

/** The demo login of API.md; printed by README and the start-up log. */
export const demoLogin = () => ({ phone: '13800000000', password: 'demo1234' });

/**
 * Seeds the demo data on an empty database (no users yet): the demo user, admin of a trading company and a small
 * manufacturer, with catalogue, partners, organisation, the trading company's opening stock, the books initialized
 * `historyMonths` months back with balanced openings, months of trading history, and a welcome message.
 */
export async function seedDemo(db: Kysely<DB>, logger: Logger): Promise<boolean> {
  const anyUser = await db.selectFrom('app_user').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const { phone, password } = demoLogin();
  const now = nowSeconds();
  const user = await db
    .insertInto('app_user')
    .values({ phone, password_hash: await hashPassword(password), name: '演示用户', code: 'U10000000', create_time: now, update_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const demos = [
    { name: '华东汽配贸易有限公司', type: 1, org_name: '华东汽配贸易有限公司', alias_name: '华东汽配', stock_accounting_method: 1 },
    { name: '精工机械制造厂', type: 1, org_name: '精工机械制造厂', alias_name: '精工机械', stock_accounting_method: 1 },
  ];
  const ids: number[] = [];
  for (const demo of demos) {
    const id = await createEnterprise(db, user.id, demo);
    await notify(db, id, user.id, { key: 'msg.welcome.title' }, { key: 'msg.welcome.content', params: { enterprise: demo.org_name } }, MessageKind.system);
    ids.push(id);
  }
  await db.updateTable('app_user').set({ last_enterprise_id: ids[0]! }).where('id', '=', user.id).execute();
  const demo = { db, userId: user.id, tradingId: ids[0]!, manufacturerId: ids[1]! };
  await seedCatalogDemo(demo);
  await seedPartnersOrgDemo(demo);
  for (const id of ids) await seedPayrollDemo(db, id);
  // The books start `historyMonths` before this month; the opening stock is what the warehouses held the day before,
  // entered before the books start (the period gate locks it afterwards, as the initialization guide's "finish"
  // does). Balanced openings (cash and bank, stock, capital), then months of trading approved in date order.
  const start = demoStartPeriod();
  await seedOpeningStock(demo, dayBefore(`${start}-01`));
  // The network (issue 19): the manufacturer supplies the trading company through a partner link.
  await seedNetworkDemo(demo, dayBefore(`${start}-01`));
  // Fixed assets (helper assets): the trading company's cards in use before the books start go into its openings
  // (1601/1602); the months before this one are depreciated, so a run of this month is what the UI shows.
  const assetOpenings = await seedAssetCardsDemo(db, demo.tradingId, start);
  for (const id of ids) await initializeDemoBooks(db, id, start, id === demo.tradingId ? assetOpenings : []);
  const demoAdmin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', demo.tradingId).where('user_id', '=', user.id).executeTakeFirstOrThrow();
  await accrueAssetsDemo(db, demo.tradingId, start, chinaToday().slice(0, 7), demoAdmin.id);
  await seedDemoHistory(demo, start, chinaToday());
  // The manufacturer's production history (issue 16): orders picked, reported, received and costed in the months
  // before this one, and a subcontracted batch received on an estimate (暂估) that its fee bill reverses.
  await seedProductionHistory(demo, start);
  // Equipment (helper equipment): the manufacturer's machines and maintenance plans (one due: the plan job bills it).
  await seedEquipmentDemo(db, demo.manufacturerId, chinaToday());
  // Quality (helper quality): a receipt waiting in 待检仓 for its incoming check.
  await seedQualityDemo(db, demo.tradingId, user.id, chinaToday());
  // The manufacturer's quality pages: a scheme, three checked receipts with item results, a defect.
  await seedManufacturerQualityDemo(db, demo.manufacturerId, user.id, chinaToday());
  logger.info('demo data seeded');
  return true;
}

/** How many months of history the demo's books hold before the current month. */
export const historyMonths = 3;

/** The demo's first period: `historyMonths` before this month. */
export function demoStartPeriod(now: Date = new Date()): string {
  return addMonths(chinaMonth(now), -historyMonths);
}

/** 'YYYY-MM-DD' of the day before a date (calendar arithmetic in UTC, no time zone involved). */
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}
