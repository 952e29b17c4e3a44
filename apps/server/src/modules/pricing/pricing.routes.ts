import { checkDecimal, checkDateRange } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { logChange } from '../../engines/resource/change-log.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { forbidden, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { emptyData, envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant, type RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { resolveSalePrice } from './sale-price.ts';

const tags = ['pricing'];
const price = z.union([z.string(), z.number()]).transform(String).refine((v) => checkDecimal(v, 6) === null, 'decimal.format');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateRange.format');
const IdParams = z.object({ id: z.coerce.number().int().positive() });
const IdsBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(500) });
const page = { page: z.coerce.number().int().min(1).default(1), page_size: z.coerce.number().int().min(1).max(500).default(20) };

const AgreementBody = z.object({
  partner_id: z.coerce.number().int().positive('bill.partnerRequired'),
  product_id: z.coerce.number().int().positive('bill.productRequired'),
  price,
  remark: z.string().max(200).default(''),
});
const AgreementQuery = z.object({ ...page, partner_id: z.coerce.number().int().positive().optional(), product_id: z.coerce.number().int().positive().optional(), keyword: z.string().optional() });

const PromotionBody = z.object({
  name: z.string().trim().min(1, 'field.required').max(100),
  product_id: z.coerce.number().int().min(0).default(0),
  kind: z.coerce.number().int().refine((v) => v === 1 || v === 2, 'field.invalid'),
  price: price.default('0'),
  discount: z.union([z.string(), z.number()]).transform(String).refine((v) => checkDecimal(v, 4) === null && Number(v) > 0 && Number(v) <= 1, 'promotion.discountRange').default('1'),
  date_from: date,
  date_to: date,
  status: z.coerce.number().int().min(0).max(1).default(1),
  remark: z.string().max(200).default(''),
});
const PromotionQuery = z.object({ ...page, product_id: z.coerce.number().int().min(0).optional(), status: z.coerce.number().int().min(0).max(1).optional(), date: date.optional(), keyword: z.string().optional() });
const LookupQuery = z.object({
  partner_id: z.coerce.number().int().min(0).default(0),
  product_ids: z.string().regex(/^\d+(,\d+)*$/, 'field.invalid'),
  date,
});

/** Pages whose editors fill sales prices: any of them may look a price up. */
const salePages = ['saleBill', 'saleOrder', 'saleQuotation', 'customerEnquiry', 'saleReturn', 'saleAgreementPrice', 'promotion'];
const canOpen = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
const need = (ctx: RequestContext, fun: string) => {
  if (!ctx.tenant!.permissions.can(fun)) throw forbidden();
};

/**
 * Sales agreement prices (销售协议价: a customer's price per product), promotions (促销管理: date-bounded fixed
 * prices or discount rates) and the price lookup the bill editor calls to fill a line: GET /sale-prices.
 */
export async function pricingRoutes(api: App, { db }: ModuleServices): Promise<void> {
  // product and partner belong to other modules' migrations: read untyped, like the bill engine does.
  const raw = db as unknown as Kysely<any>;

  const checkRefs = async (enterpriseId: number, partnerId: number | null, productId: number) => {
    const fields: Record<string, 'field.refMissing' | 'bill.partnerType'> = {};
    if (productId) {
      const p = await raw.selectFrom('product').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', productId).where('deleted_time', 'is', null).executeTakeFirst();
      if (!p) fields.product_id = 'field.refMissing';
    }
    if (partnerId !== null) {
      const c = await raw.selectFrom('partner').select('type').where('enterprise_id', '=', enterpriseId).where('id', '=', partnerId).where('deleted_time', 'is', null).executeTakeFirst();
      if (!c) fields.partner_id = 'field.refMissing';
      else if (c.type !== 1) fields.partner_id = 'bill.partnerType';
    }
    if (Object.keys(fields).length) throw invalidFields(fields);
  };

  // ---- agreement prices ----
  api.get('/sale-agreement-prices', { schema: { tags, querystring: AgreementQuery } }, async (req) => {
    canOpen(req.ctx, 'saleAgreementPrice');
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    let base = raw.selectFrom('sale_agreement_price as a')
      .innerJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'a.enterprise_id').onRef('p.id', '=', 'a.product_id'))
      .innerJoin('partner as c', (j) => j.onRef('c.enterprise_id', '=', 'a.enterprise_id').onRef('c.id', '=', 'a.partner_id'))
      .where('a.enterprise_id', '=', e);
    if (q.partner_id) base = base.where('a.partner_id', '=', q.partner_id);
    if (q.product_id) base = base.where('a.product_id', '=', q.product_id);
    if (q.keyword) base = base.where((eb: any) => eb.or([eb('p.name', 'ilike', `%${q.keyword}%`), eb('p.code', 'ilike', `%${q.keyword}%`), eb('c.name', 'ilike', `%${q.keyword}%`)]));
    const [list, count] = await Promise.all([
      base.select(['a.id', 'a.partner_id', 'c.name as partner_name', 'a.product_id', 'p.code as product_code', 'p.name as product_name', 'p.sale_price', 'a.price', 'a.remark', 'a.update_time'])
        .orderBy('c.name').orderBy('p.code').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select((eb: any) => eb.fn.countAll().as('n') as never).executeTakeFirstOrThrow(),
    ]);
    return ok({ list: list.map((r: { update_time: string }) => ({ ...r, update_time: Number(r.update_time) })), total: Number((count as { n: string }).n), page: q.page, page_size: q.page_size });
  });

  api.post('/sale-agreement-prices', { schema: { tags, body: AgreementBody, response: { 200: envelope(z.object({ id: z.number() })) } } }, async (req) => {
    need(req.ctx, 'sale_agreement_price_add');
    const t = requireTenant(req.ctx);
    const b = req.body;
    await checkRefs(t.enterpriseId, b.partner_id, b.product_id);
    const now = nowSeconds();
    const row = await db.insertInto('sale_agreement_price')
      .values({ enterprise_id: t.enterpriseId, partner_id: b.partner_id, product_id: b.product_id, price: b.price, remark: b.remark, create_time: now, update_time: now })
      .onConflict((oc) => oc.columns(['enterprise_id', 'partner_id', 'product_id']).doNothing())
      .returning('id').executeTakeFirst();
    if (!row) throw invalidFields({ product_id: 'field.duplicate' });
    await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'sale_agreement_price', recordId: row.id, action: 'create', summary: `${b.partner_id}/${b.product_id} ${b.price}` });
    return ok({ id: row.id });
  });

  api.put('/sale-agreement-prices/:id', { schema: { tags, params: IdParams, body: AgreementBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    need(req.ctx, 'sale_agreement_price_edit');
    const t = requireTenant(req.ctx);
    const b = req.body;
    await checkRefs(t.enterpriseId, b.partner_id, b.product_id);
    const before = await db.selectFrom('sale_agreement_price').select('price').where('enterprise_id', '=', t.enterpriseId).where('id', '=', req.params.id).executeTakeFirst();
    if (!before) throw notFound();
    const clash = await db.selectFrom('sale_agreement_price').select('id').where('enterprise_id', '=', t.enterpriseId)
      .where('partner_id', '=', b.partner_id).where('product_id', '=', b.product_id).where('id', '<>', req.params.id).executeTakeFirst();
    if (clash) throw invalidFields({ product_id: 'field.duplicate' });
    await db.updateTable('sale_agreement_price').set({ partner_id: b.partner_id, product_id: b.product_id, price: b.price, remark: b.remark, update_time: nowSeconds() })
      .where('enterprise_id', '=', t.enterpriseId).where('id', '=', req.params.id).execute();
    await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'sale_agreement_price', recordId: req.params.id, action: 'update', summary: `${b.partner_id}/${b.product_id}`, changes: { price: [before.price, b.price] } });
    return ok({});
  });

  const removeAgreements = async (ctx: RequestContext, ids: number[]) => {
    need(ctx, 'sale_agreement_price_del');
    const t = requireTenant(ctx);
    const gone = await db.deleteFrom('sale_agreement_price').where('enterprise_id', '=', t.enterpriseId).where('id', 'in', ids).returning('id').execute();
    for (const g of gone) await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'sale_agreement_price', recordId: g.id, action: 'delete', summary: String(g.id) });
    return gone.length;
  };
  api.delete('/sale-agreement-prices/:id', { schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    if (!(await removeAgreements(req.ctx, [req.params.id]))) throw notFound();
    return ok({});
  });
  api.post('/sale-agreement-prices/batch-delete', { schema: { tags, body: IdsBody } }, async (req) => ok({ deleted: await removeAgreements(req.ctx, req.body.ids) }));

  // ---- promotions ----
  const promotionRefs = async (enterpriseId: number, b: z.infer<typeof PromotionBody>) => {
    const bad = checkDateRange(b.date_from, b.date_to);
    if (bad && bad !== 'dateRange.tooLong') throw invalidFields({ date_to: bad });
    if (b.kind === 1 && b.product_id === 0) throw invalidFields({ product_id: 'promotion.priceNeedsProduct' });
    await checkRefs(enterpriseId, null, b.product_id);
  };

  api.get('/promotions', { schema: { tags, querystring: PromotionQuery } }, async (req) => {
    canOpen(req.ctx, 'promotion');
    const e = requireTenant(req.ctx).enterpriseId;
    const q = req.query;
    let base = raw.selectFrom('promotion as m')
      .leftJoin('product as p', (j) => j.onRef('p.enterprise_id', '=', 'm.enterprise_id').onRef('p.id', '=', 'm.product_id'))
      .where('m.enterprise_id', '=', e);
    if (q.product_id !== undefined) base = base.where('m.product_id', '=', q.product_id);
    if (q.status !== undefined) base = base.where('m.status', '=', q.status);
    if (q.date) base = base.where('m.date_from', '<=', q.date).where('m.date_to', '>=', q.date);
    if (q.keyword) base = base.where((eb: any) => eb.or([eb('m.name', 'ilike', `%${q.keyword}%`), eb('p.name', 'ilike', `%${q.keyword}%`), eb('p.code', 'ilike', `%${q.keyword}%`)]));
    const [list, count] = await Promise.all([
      base.select(['m.id', 'm.name', 'm.product_id', 'p.code as product_code', 'p.name as product_name', 'm.kind', 'm.price', 'm.discount',
        (eb: any) => eb.fn('to_char', ['m.date_from', eb.val('YYYY-MM-DD')]).as('date_from'),
        (eb: any) => eb.fn('to_char', ['m.date_to', eb.val('YYYY-MM-DD')]).as('date_to'), 'm.status', 'm.remark'])
        .orderBy('m.date_from', 'desc').orderBy('m.id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select((eb: any) => eb.fn.countAll().as('n') as never).executeTakeFirstOrThrow(),
    ]);
    return ok({ list, total: Number((count as { n: string }).n), page: q.page, page_size: q.page_size });
  });

  api.post('/promotions', { schema: { tags, body: PromotionBody, response: { 200: envelope(z.object({ id: z.number() })) } } }, async (req) => {
    need(req.ctx, 'promotion_add');
    const t = requireTenant(req.ctx);
    await promotionRefs(t.enterpriseId, req.body);
    const now = nowSeconds();
    const { id } = await db.insertInto('promotion').values({ ...req.body, enterprise_id: t.enterpriseId, create_time: now, update_time: now }).returning('id').executeTakeFirstOrThrow();
    await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'promotion', recordId: id, action: 'create', summary: req.body.name });
    return ok({ id });
  });

  api.put('/promotions/:id', { schema: { tags, params: IdParams, body: PromotionBody, response: { 200: envelope(emptyData) } } }, async (req) => {
    need(req.ctx, 'promotion_edit');
    const t = requireTenant(req.ctx);
    await promotionRefs(t.enterpriseId, req.body);
    const done = await db.updateTable('promotion').set({ ...req.body, update_time: nowSeconds() }).where('enterprise_id', '=', t.enterpriseId).where('id', '=', req.params.id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound();
    await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'promotion', recordId: req.params.id, action: 'update', summary: req.body.name });
    return ok({});
  });

  api.post('/promotions/:id/status', { schema: { tags, params: IdParams, body: z.object({ status: z.coerce.number().int().min(0).max(1) }), response: { 200: envelope(emptyData) } } }, async (req) => {
    need(req.ctx, 'promotion_enable');
    const t = requireTenant(req.ctx);
    const done = await db.updateTable('promotion').set({ status: req.body.status, update_time: nowSeconds() }).where('enterprise_id', '=', t.enterpriseId).where('id', '=', req.params.id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound();
    await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'promotion', recordId: req.params.id, action: 'update', summary: `status ${req.body.status}` });
    return ok({});
  });

  const removePromotions = async (ctx: RequestContext, ids: number[]) => {
    need(ctx, 'promotion_del');
    const t = requireTenant(ctx);
    const gone = await db.deleteFrom('promotion').where('enterprise_id', '=', t.enterpriseId).where('id', 'in', ids).returning(['id', 'name']).execute();
    for (const g of gone) await logChange(db, { enterpriseId: t.enterpriseId, employeeId: t.employeeId, resource: 'promotion', recordId: g.id, action: 'delete', summary: g.name });
    return gone.length;
  };
  api.delete('/promotions/:id', { schema: { tags, params: IdParams, response: { 200: envelope(emptyData) } } }, async (req) => {
    if (!(await removePromotions(req.ctx, [req.params.id]))) throw notFound();
    return ok({});
  });
  api.post('/promotions/batch-delete', { schema: { tags, body: IdsBody } }, async (req) => ok({ deleted: await removePromotions(req.ctx, req.body.ids) }));

  // ---- the lookup the bill editor calls ----
  api.get('/sale-prices', { schema: { tags, querystring: LookupQuery } }, async (req) => {
    canOpen(req.ctx, ...salePages);
    const e = requireTenant(req.ctx).enterpriseId;
    const ids = [...new Set(req.query.product_ids.split(',').map(Number))].slice(0, 500);
    return ok({ list: await salePrices(db, e, req.query.partner_id, ids, req.query.date) });
  });
}

/** Starting prices of products for a customer on a date (agreement, else promotion, else the sale price); another enterprise's products are left out. */
export async function salePrices(db: Kysely<DB>, enterpriseId: number, partnerId: number, productIds: number[], date: string) {
  if (!productIds.length) return [];
  const raw = db as unknown as Kysely<any>;
  const [products, agreements, promotions] = await Promise.all([
    raw.selectFrom('product').select(['id', 'sale_price']).where('enterprise_id', '=', enterpriseId).where('id', 'in', productIds).execute() as Promise<Array<{ id: number; sale_price: string }>>,
    partnerId
      ? db.selectFrom('sale_agreement_price').select(['product_id', 'price']).where('enterprise_id', '=', enterpriseId).where('partner_id', '=', partnerId).where('product_id', 'in', productIds).execute()
      : Promise.resolve([]),
    db.selectFrom('promotion')
      .select(['id', 'product_id', 'kind', 'price', 'discount', 'status', (eb) => eb.fn<string>('to_char', ['date_from', eb.val('YYYY-MM-DD')]).as('date_from'), (eb) => eb.fn<string>('to_char', ['date_to', eb.val('YYYY-MM-DD')]).as('date_to')])
      .where('enterprise_id', '=', enterpriseId).where('status', '=', 1).where('date_from', '<=', date).where('date_to', '>=', date)
      .where((eb) => eb.or([eb('product_id', '=', 0), eb('product_id', 'in', productIds)]))
      .execute(),
  ]);
  const agreed = new Map(agreements.map((a) => [a.product_id, a.price]));
  const byId = new Map(products.map((p) => [p.id, p]));
  return productIds.filter((id) => byId.has(id)).map((id) => resolveSalePrice({
    product_id: id, sale_price: byId.get(id)!.sale_price, agreement_price: agreed.get(id), date,
    promotions: promotions.filter((p) => p.product_id === 0 || p.product_id === id),
  }));
}
