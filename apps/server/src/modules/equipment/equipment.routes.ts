import {
  AuditStatus, Decimal, amount, qty, EquipmentCardListQuerySchema as CardListQuery, EquipmentCardListSchema as CardListAnswer, EquipmentCardSchema as CardAnswer,
  EquipmentCostQuerySchema as CostQuery, EquipmentCostsSchema as CostAnswer, EquipmentDowntimeQuerySchema as DowntimeQuery, EquipmentDowntimeSchema as DowntimeAnswer,
  EquipmentIdParamsSchema, type EquipmentCostRow, type EquipmentCosts, type EquipmentDowntimeRow, type EquipmentHistoryRow, type EquipmentPlanRow,
} from '@zf/shared';
import { sql } from 'kysely';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';

const tags = ['equipment'];
const readPage = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
/** Pages that show a machine's card, history and costs. */
export const cardPages = ['equipmentCard', 'equipmentLedger', 'maintainBill', 'repairBill'];

/** An ILIKE pattern matching the keyword anywhere, its wildcards taken literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A bill's spare parts at ledger cost: out moves less their reversals. */
const spareCost = sql<string>`coalesce((SELECT sum(-m.direction * m.amount) FROM stock_move m WHERE m.enterprise_id = b.enterprise_id AND m.bill_id = b.id), 0)`;

/**
 * Equipment routes beside the resource and bill engines: a machine's card (its record with names, plans and the
 * history of its maintenance and repair bills) and the downtime and maintenance cost per month.
 */
export async function equipmentRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;

  // The machines to pick a card from (the card page may be granted without the ledger page).
  api.get('/equipment-cards', { schema: { tags, querystring: CardListQuery, response: { 200: envelope(CardListAnswer) } } }, async (req) => {
    readPage(req.ctx, ...cardPages);
    const { keyword, page, page_size } = req.query;
    let q = db.selectFrom('equipment').where('enterprise_id', '=', eid(req.ctx));
    if (keyword) {
      const like = likePattern(keyword);
      q = q.where((eb) => eb.or([eb('code', 'ilike', like), eb('name', 'ilike', like), eb('model', 'ilike', like)]));
    }
    const [{ total }, list] = await Promise.all([
      q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      q.select(['id', 'code', 'name', 'model', 'status']).orderBy('code').orderBy('id').limit(page_size).offset((page - 1) * page_size).execute(),
    ]);
    return ok({ list, total: Number(total), page, page_size });
  });

  api.get('/equipment-cards/:id', { schema: { tags, params: EquipmentIdParamsSchema, response: { 200: envelope(CardAnswer) } } }, async (req) => {
    readPage(req.ctx, ...cardPages);
    const e = eid(req.ctx);
    const equipment = await db.selectFrom('equipment as q')
      .leftJoin('department as d', (j) => j.onRef('d.enterprise_id', '=', 'q.enterprise_id').onRef('d.id', '=', 'q.department_id'))
      .leftJoin('partner as p', (j) => j.onRef('p.enterprise_id', '=', 'q.enterprise_id').onRef('p.id', '=', 'q.supplier_id'))
      .leftJoin('fixed_asset as a', (j) => j.onRef('a.enterprise_id', '=', 'q.enterprise_id').onRef('a.id', '=', 'q.asset_id'))
      .select(['q.id', 'q.code', 'q.name', 'q.model', 'q.category', 'q.location', 'q.purchase_date', 'q.value', 'q.status', 'q.asset_id', 'q.running_hours', 'q.img_urls', 'q.documents', 'q.remark'])
      .select((eb) => [eb.fn.coalesce('d.name', sql.lit('')).as('department_name'), eb.fn.coalesce('p.name', sql.lit('')).as('supplier_name'), eb.fn.coalesce('a.code', sql.lit('')).as('asset_code')])
      .where('q.enterprise_id', '=', e).where('q.id', '=', req.params.id).executeTakeFirst();
    if (!equipment) throw notFound();
    const { rows: plans } = await sql<EquipmentPlanRow>`
      SELECT p.id, p.name, m.name AS project_name, p.cycle_kind, p.cycle_value, p.next_date::text AS next_date, coalesce(s.name, '') AS responsible_name, p.status
      FROM maintenance_plan p JOIN maintenance_project m ON m.enterprise_id = p.enterprise_id AND m.id = p.project_id
      LEFT JOIN employee s ON s.enterprise_id = p.enterprise_id AND s.id = p.responsible_id
      WHERE p.enterprise_id = ${e} AND p.equipment_id = ${req.params.id} ORDER BY p.id`.execute(db);
    const { rows: history } = await sql<EquipmentHistoryRow>`
      SELECT b.id, b.type, b.bill_sn, b.bill_date::text AS bill_date, b.audit_status,
        coalesce(b.ext->>'downtime_hours', '0')::numeric(20,4)::text AS downtime_hours, coalesce(b.ext->>'labour_cost', '0')::numeric(20,2)::text AS labour_cost,
        ${spareCost}::numeric(20,2)::text AS spare_cost, coalesce(b.ext->>'fault', '') AS fault, coalesce(b.ext->>'work_done', '') AS work_done
      FROM bill b WHERE b.enterprise_id = ${e} AND b.type IN ('maintenance-bills', 'repair-bills') AND b.ext->>'equipment_id' = ${String(req.params.id)}
      ORDER BY b.bill_date DESC, b.id DESC LIMIT 500`.execute(db);
    const done = history.filter((h) => h.audit_status === AuditStatus.approved);
    const sum = (k: 'downtime_hours' | 'labour_cost' | 'spare_cost') => done.reduce((s, h) => s.add(h[k]), new Decimal(0));
    return ok({
      equipment: { ...equipment, value: amount(equipment.value), running_hours: qty(equipment.running_hours) },
      plans, history,
      totals: { downtime_hours: qty(sum('downtime_hours')), labour_cost: amount(sum('labour_cost')), spare_cost: amount(sum('spare_cost')), total_cost: amount(sum('labour_cost').add(sum('spare_cost'))) },
    });
  });

  api.get('/equipment-costs', { schema: { tags, querystring: CostQuery, response: { 200: envelope(CostAnswer) } } }, async (req) => {
    readPage(req.ctx, ...cardPages);
    const { date_from: from, date_to: to, equipment_id: equipmentId } = req.query;
    const { rows } = await sql<{ month: string; bills: number; repairs: number; downtime_hours: string; labour_cost: string; spare_cost: string }>`
      SELECT to_char(b.bill_date, 'YYYY-MM') AS month, count(*)::int AS bills, count(*) FILTER (WHERE b.type = 'repair-bills')::int AS repairs,
        sum(coalesce(b.ext->>'downtime_hours', '0')::numeric)::numeric(20,4)::text AS downtime_hours,
        sum(coalesce(b.ext->>'labour_cost', '0')::numeric)::numeric(20,2)::text AS labour_cost,
        sum(${spareCost})::numeric(20,2)::text AS spare_cost
      FROM bill b
      WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type IN ('maintenance-bills', 'repair-bills') AND b.audit_status = ${AuditStatus.approved}
        ${from ? sql`AND b.bill_date >= ${from}::date` : sql``} ${to ? sql`AND b.bill_date <= ${to}::date` : sql``}
        ${equipmentId ? sql`AND b.ext->>'equipment_id' = ${String(equipmentId)}` : sql``}
      GROUP BY 1 ORDER BY 1`.execute(db);
    const list = rows.map((r) => ({ ...r, total_cost: amount(new Decimal(r.labour_cost).add(r.spare_cost)) }));
    return ok(costAnswer(list));
  });

  // Downtime per machine (hours of approved maintenance and repair bills, most first): the chart on the card page.
  api.get('/equipment-downtime', { schema: { tags, querystring: DowntimeQuery, response: { 200: envelope(DowntimeAnswer) } } }, async (req) => {
    readPage(req.ctx, ...cardPages);
    const { date_from: from, date_to: to } = req.query;
    const { rows } = await sql<EquipmentDowntimeRow>`
      SELECT e.id AS equipment_id, e.code, e.name, count(*)::int AS bills, count(*) FILTER (WHERE b.type = 'repair-bills')::int AS repairs,
        sum(coalesce(b.ext->>'downtime_hours', '0')::numeric)::numeric(20,4)::text AS downtime_hours
      FROM bill b JOIN equipment e ON e.enterprise_id = b.enterprise_id AND e.id = (b.ext->>'equipment_id')::integer
      WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type IN ('maintenance-bills', 'repair-bills') AND b.audit_status = ${AuditStatus.approved}
        ${from ? sql`AND b.bill_date >= ${from}::date` : sql``} ${to ? sql`AND b.bill_date <= ${to}::date` : sql``}
      GROUP BY e.id, e.code, e.name ORDER BY sum(coalesce(b.ext->>'downtime_hours', '0')::numeric) DESC, e.code, e.id LIMIT 200`.execute(db);
    return ok({ list: rows });
  });
}

/** The monthly rows with their sums. */
function costAnswer(list: EquipmentCostRow[]): EquipmentCosts {
  const add = (k: 'downtime_hours' | 'labour_cost' | 'spare_cost' | 'total_cost') => list.reduce((s, r) => s.add(r[k]), new Decimal(0));
  return {
    list,
    total: {
      bills: list.reduce((s, r) => s + r.bills, 0), repairs: list.reduce((s, r) => s + r.repairs, 0),
      downtime_hours: qty(add('downtime_hours')), labour_cost: amount(add('labour_cost')), spare_cost: amount(add('spare_cost')), total_cost: amount(add('total_cost')),
    },
  };
}
