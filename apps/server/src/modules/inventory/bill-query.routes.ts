import {
  BillLineQueryListSchema, BillQueryListSchema, BillQueryParamsSchema, amount, billMetas, checkDateRange, qty, type BillLineQueryRow, type BillQueryParams as BillQuery,
  type BillQueryRow,
} from '@zf/shared';
import { sql } from 'kysely';
import { forbidden, invalidFields } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { billMoney } from '../../platform/permissions/column-groups.ts';


/** Pages whose screens read documents across types (storage queries of SPEC §2). */
const pages = ['billDetailQuery', 'stockBillDetail', 'historyBill', 'inStoreList', 'outStoreList', 'stockDifference', 'stockDifferenceDetail',
  'callOutManage', 'assemblyCostAllocation', 'splitCostAllocation'];
const readBills = (ctx: RequestContext) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
const typesMoving = (direction: 'in' | 'out' | 'any') =>
  billMetas.filter((m) => (direction === 'any' ? m.stock !== null : m.stock === direction || m.store === 'transfer')).map((m) => m.type);

/** The WHERE of both queries: the enterprise, the type(s), the header filters; lines add product and warehouse. */
function filters(e: number, q: BillQuery, lines: boolean) {
  const like = q.keyword ? `%${q.keyword}%` : null;
  return sql.join([
    sql`b.enterprise_id = ${e}`,
    ...(q.type ? [sql`b.type = ${q.type}`] : []),
    ...(q.stock ? [sql`b.type IN (${sql.join(typesMoving(q.stock))})`] : []),
    ...(q.partner_id ? [sql`b.partner_id = ${q.partner_id}`] : []),
    ...(q.audit_status ? [sql`b.audit_status = ${q.audit_status}`] : []),
    ...(q.date_from ? [sql`b.bill_date >= ${q.date_from}`] : []),
    ...(q.date_to ? [sql`b.bill_date <= ${q.date_to}`] : []),
    ...(lines && q.product_id ? [sql`l.product_id = ${q.product_id}`] : []),
    ...(q.warehouse_id ? [lines ? sql`l.warehouse_id = ${q.warehouse_id}` : sql`(b.store_id = ${q.warehouse_id} OR b.out_store_id = ${q.warehouse_id} OR b.in_store_id = ${q.warehouse_id})`] : []),
    ...(lines && q.differs ? [sql`l.number <> l.book_number`] : []),
    ...(like ? [lines ? sql`(b.bill_sn ILIKE ${like} OR p.code ILIKE ${like} OR p.name ILIKE ${like})` : sql`(b.bill_sn ILIKE ${like} OR b.remark ILIKE ${like})`] : []),
  ], sql` AND `);
}

/**
 * Documents across types, for the storage queries: bill lines with their document, product and warehouse (单据明细
 * 查询, 库存单据明细, 库存差异, 组装/拆卸成本分摊), and bill headers (历史单据, 入库单列表, 出库单列表, 调出管理).
 */
export async function billQueryRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const tags = ['stock'];
  const checkRange = (q: BillQuery) => {
    if (q.date_from && q.date_to) {
      const bad = checkDateRange(q.date_from, q.date_to);
      if (bad) throw invalidFields({ date_to: bad });
    }
  };

  api.get('/bill-query/lines', { config: { columns: { pages, fields: billMoney } }, schema: { tags, querystring: BillQueryParamsSchema, response: { 200: envelope(BillLineQueryListSchema) } } }, async (req) => {
    readBills(req.ctx);
    const q = req.query;
    checkRange(q);
    const e = req.ctx.tenant!.enterpriseId;
    const from = sql`
      FROM bill_line l
      JOIN bill b ON b.enterprise_id = l.enterprise_id AND b.id = l.bill_id
      JOIN product p ON p.enterprise_id = l.enterprise_id AND p.id = l.product_id
      LEFT JOIN warehouse w ON w.enterprise_id = l.enterprise_id AND w.id = l.warehouse_id
      LEFT JOIN partner c ON c.enterprise_id = b.enterprise_id AND c.id = b.partner_id
      WHERE ${filters(e, q, true)}`;
    const [rows, sums] = await Promise.all([
      sql<BillLineQueryRow>`
        SELECT l.id, b.id AS bill_id, b.type, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, b.audit_status, c.name AS partner_name,
          w.name AS warehouse_name, p.code AS product_code, p.name AS product_name, p.spec, l.direction, l.number, l.price, l.amount,
          l.cost_amount, l.book_number, l.number - l.book_number AS difference, l.remark
        ${from} ORDER BY b.bill_date DESC, b.id DESC, l.line_no LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db),
      sql<{ n: string; number: string; amount: string; cost_amount: string }>`
        SELECT count(*) AS n, coalesce(sum(l.number), 0) AS number, coalesce(sum(l.amount), 0) AS amount, coalesce(sum(l.cost_amount), 0) AS cost_amount ${from}`.execute(db),
    ]);
    const t = sums.rows[0]!;
    return ok({
      list: rows.rows.map((r) => ({ ...r, number: qty(r.number!), amount: amount(r.amount!), cost_amount: amount(r.cost_amount!), book_number: qty(r.book_number!), difference: qty(r.difference!) })),
      total: Number(t.n), page: q.page, page_size: q.page_size,
      totals: { number: qty(t.number), amount: amount(t.amount), cost_amount: amount(t.cost_amount) },
    });
  });

  api.get('/bill-query/bills', { config: { columns: { pages, fields: billMoney } }, schema: { tags, querystring: BillQueryParamsSchema, response: { 200: envelope(BillQueryListSchema) } } }, async (req) => {
    readBills(req.ctx);
    const q = req.query;
    checkRange(q);
    const e = req.ctx.tenant!.enterpriseId;
    const from = sql`
      FROM bill b
      LEFT JOIN partner c ON c.enterprise_id = b.enterprise_id AND c.id = b.partner_id
      LEFT JOIN warehouse w ON w.enterprise_id = b.enterprise_id AND w.id = coalesce(nullif(b.store_id, 0), b.out_store_id)
      LEFT JOIN warehouse wi ON wi.enterprise_id = b.enterprise_id AND wi.id = b.in_store_id
      WHERE ${filters(e, q, false)}`;
    const [rows, sums] = await Promise.all([
      sql<BillQueryRow>`
        SELECT b.id, b.type, b.bill_sn, to_char(b.bill_date, 'YYYY-MM-DD') AS bill_date, b.audit_status, c.name AS partner_name, w.name AS warehouse_name,
          wi.name AS in_store_name, b.total_number, b.total_amount, b.instore_status, b.outstore_status, b.pay_status, b.remark
        ${from} ORDER BY b.bill_date DESC, b.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`.execute(db),
      sql<{ n: string; total_number: string; total_amount: string }>`
        SELECT count(*) AS n, coalesce(sum(b.total_number), 0) AS total_number, coalesce(sum(b.total_amount), 0) AS total_amount ${from}`.execute(db),
    ]);
    const t = sums.rows[0]!;
    return ok({
      list: rows.rows.map((r) => ({ ...r, total_number: qty(r.total_number!), total_amount: amount(r.total_amount!) })),
      total: Number(t.n), page: q.page, page_size: q.page_size,
      totals: { total_number: qty(t.total_number), total_amount: amount(t.total_amount) },
    });
  });
}

