import { PartnerSerialQuerySchema as PartnerSerialQuery, PartnerSerialRowSchema as PartnerSerialRow, PartnerType } from '@zf/shared';
import { sql } from 'kysely';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, listOf, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';

/** The partner types whose page the caller may open: customers on the customer list, suppliers on the supplier list. */
const readablePartnerTypes = (permissions: Parameters<typeof canOpenPage>[0]) =>
  [[PartnerType.customer, 'customerList'], [PartnerType.supplier, 'supplierList']].filter(([, page]) => canOpenPage(permissions, page as string)).map(([type]) => type as number);

/**
 * GET /partner-serials (往来单位商品序列号): every serial number a document moved with a partner — sold to a
 * customer, bought from a supplier, returned — with the document, the warehouse, the direction, whether it was a
 * reversal, and whether the serial is in stock now. A clerk sees the partners of the pages they may open.
 */
export async function partnerSerialRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/partner-serials', { schema: { tags: ['stock'], querystring: PartnerSerialQuery, response: { 200: envelope(listOf(PartnerSerialRow)) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    const types = readablePartnerTypes(tenant.permissions);
    if (!canOpenPage(tenant.permissions, 'partnerGoodsSerial') || !types.length) throw forbidden();
    const q = req.query;
    let base = db.selectFrom('stock_serial_move as m')
      .innerJoin('bill as b', (j) => j.onRef('b.enterprise_id', '=', 'm.enterprise_id').onRef('b.id', '=', 'm.bill_id'))
      .innerJoin('partner as p', (j) => j.onRef('p.enterprise_id', '=', 'b.enterprise_id').onRef('p.id', '=', 'b.partner_id'))
      .innerJoin('product as g', (j) => j.onRef('g.enterprise_id', '=', 'm.enterprise_id').onRef('g.id', '=', 'm.product_id'))
      .leftJoin('warehouse as w', (j) => j.onRef('w.enterprise_id', '=', 'm.enterprise_id').onRef('w.id', '=', 'm.warehouse_id'))
      .leftJoin('stock_serial as s', (j) => j.onRef('s.enterprise_id', '=', 'm.enterprise_id').onRef('s.product_id', '=', 'm.product_id').onRef('s.serial', '=', 'm.serial'))
      .where('m.enterprise_id', '=', tenant.enterpriseId)
      .where('p.type', 'in', types);
    if (q.partner_id) base = base.where('b.partner_id', '=', q.partner_id);
    if (q.product_id) base = base.where('m.product_id', '=', q.product_id);
    if (q.date_from) base = base.where('b.bill_date', '>=', q.date_from);
    if (q.date_to) base = base.where('b.bill_date', '<=', q.date_to);
    if (q.keyword) {
      const pattern = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) => eb.or([eb('m.serial', 'ilike', pattern), eb('m.bill_sn', 'ilike', pattern)]));
    }
    const [rows, count] = await Promise.all([
      base.select([
        sql<number>`m.id::int`.as('id'), 'm.serial', 'm.product_id', 'g.code as product_code', 'g.name as product_name', 'b.partner_id', 'p.name as partner_name',
        'm.bill_type', 'm.bill_id', 'm.bill_sn', sql<string>`to_char(b.bill_date, 'YYYY-MM-DD')`.as('bill_date'), sql<string>`coalesce(w.name, '')`.as('warehouse_name'),
        'm.direction', 'm.reversal', sql<boolean>`coalesce(s.in_stock, false)`.as('in_stock'),
      ]).orderBy('m.id', 'desc').limit(q.page_size).offset((q.page - 1) * q.page_size).execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const list = rows.map((r) => ({ ...r, reversal: r.reversal ? 1 : 0, in_stock: r.in_stock ? 1 : 0 }));
    return ok({ list, total: Number(count.n), page: q.page, page_size: q.page_size });
  });
}
