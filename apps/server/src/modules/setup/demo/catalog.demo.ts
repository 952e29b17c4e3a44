import { catalogDb, runAbcClassification } from '../../catalog/index.ts';
import { nowSeconds } from '../../../platform/db/types.ts';
import type { DemoContext } from './demo-context.ts';
import { seedManufacturerCatalogue } from './manufacturer-catalogue.demo.ts';
import { seedTradingCatalogue } from './trading-catalogue.demo.ts';

/**
 * Product-centre demo data (issue 4): the trading company's auto-parts catalogue with vehicle fitment, and the
 * manufacturer's raw materials and finished goods; then a first ABC classification of both. Batch inserts in one
 * transaction, so the whole demo seed stays well under 3 s on PGlite.
 */
export async function seedCatalogDemo(ctx: DemoContext): Promise<void> {
  const db = catalogDb(ctx.db);
  const now = nowSeconds();
  await db.transaction().execute(async (tx) => {
    await seedTradingCatalogue(tx, ctx.tradingId, now);
    await seedManufacturerCatalogue(tx, ctx.manufacturerId, now);
  });
  for (const enterpriseId of [ctx.tradingId, ctx.manufacturerId]) {
    const admin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('user_id', '=', ctx.userId).executeTakeFirstOrThrow();
    await runAbcClassification(ctx.db, { enterpriseId, employeeId: admin.id });
  }
}
