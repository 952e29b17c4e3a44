import {
  AuditStatus, CostPriceSyncBodySchema as SyncBody, CostPriceSyncQuerySchema as SyncQuery, CostPriceSyncResultSchema as SyncResult, CostPriceSyncRowSchema as SyncRow,
  type CostPriceSyncRow,
} from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { logChange } from '../../engines/resource/index.ts';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { DB } from '../../platform/db/schema.ts';
import type { ModuleServices } from '../module-services.ts';

const tags = ['cost-prices'];

/**
 * Each supplier × product's latest approved purchase price in the product's base unit (latest bill date, then the
 * latest bill, then its last line: the order the purchase-price trigger of migration 0042 follows), with the cost
 * price the supplier's row holds now.
 */
function latestPurchasePrices(db: Kysely<DB>, enterpriseId: number, partnerId?: number) {
  return db.selectFrom((eb) => eb.selectFrom('bill_line as l')
    .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'l.enterprise_id').onRef('b.id', '=', 'l.bill_id'))
    .leftJoin('product_unit as u', (j) => j.onRef('u.enterprise_id', '=', 'l.enterprise_id').onRef('u.product_id', '=', 'l.product_id').onRef('u.unit_id', '=', 'l.unit_id'))
    .distinctOn(['b.partner_id', 'l.product_id'])
    .select(['b.partner_id', 'l.product_id', 'b.id as bill_id', 'b.bill_sn', 'b.bill_date', sql<string>`round(l.price / coalesce(u.ratio, 1), 6)`.as('latest_price')])
    .where('l.enterprise_id', '=', enterpriseId).where('b.type', '=', 'purchase-bills').where('b.audit_status', '=', AuditStatus.approved).where('b.partner_id', '>', 0)
    .$if(partnerId !== undefined, (q) => q.where('b.partner_id', '=', partnerId!))
    .orderBy('b.partner_id').orderBy('l.product_id').orderBy('b.bill_date', 'desc').orderBy('b.id', 'desc').orderBy('l.line_no', 'desc')
    .as('x'))
    .innerJoin('partner as p', (j) => j.on('p.enterprise_id', '=', enterpriseId).onRef('p.id', '=', 'x.partner_id'))
    .innerJoin('product as g', (j) => j.on('g.enterprise_id', '=', enterpriseId).onRef('g.id', '=', 'x.product_id'))
    .leftJoin('cost_price as c', (j) => j.on('c.enterprise_id', '=', enterpriseId).onRef('c.partner_id', '=', 'x.partner_id').onRef('c.product_id', '=', 'x.product_id'))
    .where('p.deleted_time', 'is', null).where('g.deleted_time', 'is', null).where('p.type', '=', 2);
}

/**
 * Cost price sync (成本价同步, hidden page opened from the cost prices): approving a purchase bill already moves the
 * product's purchase price (migration 0042); this brings the suppliers' own cost prices (supplier × product) up to
 * their latest approved purchase prices. GET /cost-prices/sync shows what each pair would become, POST
 * /cost-prices/sync (cost_price_sync) writes the pairs that differ, for one supplier or all.
 */
export async function costPriceSyncRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/cost-prices/sync', { config: { columns: { pages: ['costPrice'], fields: { cost_price: ['cost_price', 'latest_price'] } } }, schema: { tags, querystring: SyncQuery, response: { 200: envelope(listOf(SyncRow)) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!canOpenPage(tenant.permissions, 'costPriceSync')) throw forbidden();
    const q = req.query;
    let base = latestPurchasePrices(db, tenant.enterpriseId, q.partner_id);
    if (q.pending === '1') base = base.where(sql<boolean>`c.cost_price IS DISTINCT FROM x.latest_price`);
    if (q.keyword) {
      const pattern = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([eb('g.code', 'ilike', pattern), eb('g.name', 'ilike', pattern), eb('p.name', 'ilike', pattern)]));
    }
    const [rows, count] = await Promise.all([
      base.select([
        sql<string>`x.partner_id || '-' || x.product_id`.as('id'), 'x.partner_id', 'p.name as partner_name', 'x.product_id', 'g.code as product_code', 'g.name as product_name',
        'c.cost_price', 'x.latest_price', 'x.bill_id', 'x.bill_sn', sql<string>`to_char(x.bill_date, 'YYYY-MM-DD')`.as('bill_date'), sql<string>`'purchase-bills'`.as('bill_type'),
        sql<number>`(c.cost_price IS DISTINCT FROM x.latest_price)::int`.as('pending'),
      ]).orderBy('x.bill_date', 'desc').orderBy('x.bill_id', 'desc').orderBy('x.product_id').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok({ list: rows as CostPriceSyncRow[], total: Number((count as { n: string }).n), page: q.page, page_size: q.page_size });
  });

  api.post('/cost-prices/sync', {
    config: { permission: 'cost_price_sync' },
    schema: { tags, body: SyncBody, response: { 200: envelope(SyncResult) } },
  }, async (req) => {
    const tenant = req.ctx.tenant!;
    const now = nowSeconds();
    const result = await db.transaction().execute(async (tx) => {
      const pending = await latestPurchasePrices(tx, tenant.enterpriseId, req.body.partner_id)
        .where(sql<boolean>`c.cost_price IS DISTINCT FROM x.latest_price`)
        .select(['x.partner_id', 'x.product_id', 'x.latest_price', 'c.id as cost_price_id'])
        .execute() as Array<{ partner_id: number; product_id: number; latest_price: string; cost_price_id: number | null }>;
      const created = pending.filter((p) => p.cost_price_id === null);
      if (pending.length) {
        // One statement; a pair another writer added meanwhile is updated rather than refused.
        await tx.insertInto('cost_price')
          .values(pending.map((p) => ({ enterprise_id: tenant.enterpriseId, partner_id: p.partner_id, product_id: p.product_id, cost_price: p.latest_price, create_time: now, update_time: now })))
          .onConflict((oc) => oc.columns(['enterprise_id', 'partner_id', 'product_id']).doUpdateSet({ cost_price: sql.ref('excluded.cost_price'), update_time: now }))
          .execute();
        await logChange(tx, {
          enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'cost-prices', recordId: 0, action: 'update',
          summary: `sync ${pending.length}`, changes: { synced: [null, pending.length] },
        });
      }
      return { created: created.length, updated: pending.length - created.length };
    });
    return ok(result);
  });
}
