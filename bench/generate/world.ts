import pg from 'pg';
import { ApiClient } from '../lib/api-client.ts';
import type { BenchPlan } from '../lib/flags.ts';
import { catalogueProduct, lubricant } from './catalogue.ts';
import { createCatalogue, createEnterprise, createMasterData, login, registerAdmin } from './enterprise.ts';
import { openDatabase } from '../../apps/server/src/platform/db/index.ts';
import { EnginePoster } from './engine-poster.ts';
import { postBills } from './post-bills.ts';
import { isoDate, TradingPlan, type PlannedBill, type TradingWorld } from './trading-plan.ts';

/** What the generator built and the metrics work on; kept in the bench database (schema `bench`) for reruns. */
export interface BenchWorld extends TradingWorld {
  enterpriseId: number;
  admin: { phone: string; password: string };
  unitId: number;
  /** The long ledger the back-dated repost works on. */
  lubricant: { productId: number; warehouseId: number };
  /** Stock movements posted by the generator, and how long that took. */
  moves: number;
  seconds: number;
  lastDate: string;
}

export interface LoggedInWorld { world: BenchWorld; admin: ApiClient; anonymous: ApiClient }

/**
 * The enterprise of a bench run: loaded from the database when an earlier run built it, else generated through the
 * API — admin, warehouses, partners, the catalogue by Excel import, then `days` of purchase, sales and workshop
 * documents ending yesterday — and analyzed, as autovacuum would after such a load.
 */
export async function benchWorld(plan: BenchPlan, serverUrl: string, databaseUrl: string, log: (line: string) => void): Promise<LoggedInWorld> {
  const anonymous = new ApiClient(serverUrl);
  const saved = await loadWorld(databaseUrl);
  if (saved) {
    log(`reusing the generated enterprise: ${saved.moves.toLocaleString()} moves, ${saved.products.length.toLocaleString()} products`);
    return { world: saved, admin: await login(anonymous, saved.admin.phone, saved.admin.password), anonymous };
  }
  const started = Date.now();
  const admin = await registerAdmin(anonymous);
  const enterpriseId = await createEnterprise(admin.api, '华东汽配贸易有限公司');
  const master = await createMasterData(admin.api, plan);
  const catalogue = [lubricant, ...Array.from({ length: plan.products - 1 }, (_, i) => catalogueProduct(i))];
  await createCatalogue(admin.api, catalogue);
  const ids = await productIds(databaseUrl, enterpriseId);
  const products = catalogue.map((p) => ({ id: ids.get(p.code)!, purchasePrice: p.purchasePrice, salePrice: p.salePrice }));
  log(`enterprise ${enterpriseId}: ${products.length} products, ${master.warehouseIds.length} warehouses, ${master.customerIds.length} customers in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const lastDate = new Date(Date.now() - 86_400_000);
  // The books start with the first trading month (openings all zero: the stock is bought during the history), so
  // every bill posted through the API makes its voucher, as it does for a customer who keeps books here. The bulk
  // history below goes around the bill engine and so makes none; the metrics only need its ledgers' size.
  const firstDate = isoDate(new Date(lastDate.getTime() - (plan.days - 1) * 86_400_000));
  await admin.api.must('POST', '/finance/initialize', { start_period: firstDate.slice(0, 7) });
  const trading = new TradingPlan({ products, ...master }, { moves: plan.moves, days: plan.days, lubricantMoves: plan.repostMoves }, lastDate);
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const engine = new EnginePoster(database.db, enterpriseId, await adminEmployee(databaseUrl, enterpriseId));
  const post = (bills: PlannedBill[]) => (plan.viaApi ? postBills(admin.api, bills) : engine.post(bills));
  // Two streams, split by warehouse: ledgers are per product × warehouse, so they never wait for each other's locks.
  const streams = Math.min(2, master.warehouseIds.length);
  const streamOf = (b: PlannedBill) => master.warehouseIds.indexOf(b.body.store_id) % streams;
  let moves = 0;
  let analyzedAt = 0;
  let reported = Date.now();
  for (let d = 0; d < plan.days; d++) {
    const day = trading.day(d);
    const posted = await Promise.all(Array.from({ length: streams }, async (_, k) =>
      (await post(day.receipts.filter((b) => streamOf(b) === k))) + (await post(day.issues.filter((b) => streamOf(b) === k)))));
    moves += posted.reduce((a, b) => a + b, 0);
    // Statistics as autovacuum would keep them (this machine runs with it off): ANALYZE also drops the cached plans
    // of the foreign-key checks, made while the tables were empty. Without it the bill lines' check on their bill
    // walked every bill, and the rate fell from 3,400 to 1,200 movements/s by 350 k; right after one ANALYZE it
    // went to 9,900/s. A growth of a fifth, as autovacuum's analyze scale factor of 0.1 does roughly.
    if (moves >= Math.max(20_000, analyzedAt * 1.2)) {
      await analyze(databaseUrl);
      analyzedAt = moves;
    }
    if (Date.now() - reported > 10_000 || d === plan.days - 1) {
      reported = Date.now();
      const secs = (Date.now() - started) / 1000;
      log(`  ${day.date}: ${moves.toLocaleString()} moves posted (${Math.round(moves / secs)} moves/s overall)`);
    }
  }
  await database.close();
  await analyze(databaseUrl);
  const world: BenchWorld = {
    enterpriseId, admin: { phone: admin.phone, password: admin.password }, ...master, products,
    lubricant: { productId: products[0]!.id, warehouseId: master.warehouseIds[0]! },
    moves, seconds: (Date.now() - started) / 1000, lastDate: isoDate(lastDate),
  };
  await saveWorld(databaseUrl, world);
  return { world, admin: admin.api, anonymous };
}

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function productIds(url: string, enterpriseId: number): Promise<Map<string, number>> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ id: number; code: string }>('SELECT id, code FROM product WHERE enterprise_id = $1', [enterpriseId]);
    return new Map(rows.map((r) => [r.code, r.id]));
  });
}

async function adminEmployee(url: string, enterpriseId: number): Promise<number> {
  return withClient(url, async (c) => (await c.query<{ id: number }>('SELECT id FROM employee WHERE enterprise_id = $1 AND is_admin', [enterpriseId])).rows[0]!.id);
}

const analyze = (url: string) => withClient(url, (c) => c.query('VACUUM ANALYZE'));

async function loadWorld(url: string): Promise<BenchWorld | undefined> {
  return withClient(url, async (c) => {
    const exists = await c.query(`SELECT 1 FROM pg_tables WHERE schemaname = 'bench' AND tablename = 'world'`);
    if (!exists.rowCount) return undefined;
    const { rows } = await c.query<{ world: BenchWorld }>('SELECT world FROM bench.world WHERE id = 1');
    return rows[0]?.world;
  });
}

async function saveWorld(url: string, world: BenchWorld): Promise<void> {
  await withClient(url, async (c) => {
    await c.query('CREATE SCHEMA IF NOT EXISTS bench');
    await c.query('CREATE TABLE IF NOT EXISTS bench.world (id INTEGER PRIMARY KEY, world JSONB NOT NULL)');
    await c.query('INSERT INTO bench.world VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET world = EXCLUDED.world', [JSON.stringify(world)]);
  });
}
