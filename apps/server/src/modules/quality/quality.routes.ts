import {
  AuditStatus, Decimal, qty, QualityPassRateQuerySchema as PassRateQuery, QualityPassRateSchema as PassRateAnswer, QualitySettingsBodySchema, QualitySettingsSchema as SettingsAnswer,
  QualityWaitingQuerySchema as WaitingQuery, QualityWaitingSchema as WaitingAnswer, type QualityWaitingRow,
} from '@zf/shared';
import { sql } from 'kysely';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { RequestContext } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { qualitySettings, saveQualitySettings } from './quality-settings.ts';

const tags = ['quality'];
const checkPages = ['incomingCheck', 'processCheck', 'deliveryCheck', 'qualityScheme'];
const readPage = (ctx: RequestContext, ...pages: string[]) => {
  if (!pages.some((p) => ctx.tenant!.permissions.canOpen(p))) throw forbidden();
};
const checkTypes = { incoming: 'incoming-checks', process: 'process-checks', delivery: 'delivery-checks' } as const;

/**
 * Quality routes beside the bill engine's: the enterprise's quality switches, the receipt rows waiting for their
 * incoming check, and the pass rate of approved checks per supplier, product, process or month, or of their item
 * results per quality project.
 */
export async function qualityRoutes(api: App, { db }: ModuleServices): Promise<void> {
  const eid = (ctx: RequestContext) => ctx.tenant!.enterpriseId;

  api.get('/quality/settings', { schema: { tags, response: { 200: envelope(SettingsAnswer) } } }, async (req) => {
    readPage(req.ctx, ...checkPages);
    return ok(await qualitySettings(db, eid(req.ctx)));
  });
  api.put('/quality/settings', {
    schema: { tags, body: QualitySettingsBodySchema, response: { 200: envelope(SettingsAnswer) } },
    config: { permission: ['quality_scheme_edit', 'incoming_check_edit'] },
  }, async (req) => ok(await saveQualitySettings(db, eid(req.ctx), req.body)));

  api.get('/quality/waiting', { schema: { tags, querystring: WaitingQuery, response: { 200: envelope(WaitingAnswer) } } }, async (req) => {
    readPage(req.ctx, 'incomingCheck');
    const { rows } = await sql<QualityWaitingRow>`
      SELECT b.id AS bill_id, b.bill_sn, b.bill_date::text, coalesce(pa.name, '') AS partner_name, l.id AS line_id, l.product_id, p.code AS product_code, p.name AS product_name,
        l.number::text, w.checked::text, (l.number - w.checked)::text AS open, coalesce(wh.name, '') AS warehouse_name
      FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
      JOIN product p ON p.enterprise_id = l.enterprise_id AND p.id = l.product_id
      LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
      LEFT JOIN LATERAL (SELECT m.warehouse_id FROM stock_move m WHERE m.enterprise_id = l.enterprise_id AND m.bill_line_id = l.id AND m.reverses_id IS NULL
        AND m.bill_type = 'purchase-bills' AND m.warehouse_id <> l.warehouse_id
        AND NOT EXISTS (SELECT 1 FROM stock_move r WHERE r.enterprise_id = m.enterprise_id AND r.reverses_id = m.id) LIMIT 1) mv ON true
      -- Held in place (no inspection warehouse): the row's goods wait in its own warehouse (quarantine.ts).
      LEFT JOIN quality_hold h ON h.enterprise_id = l.enterprise_id AND h.bill_line_id = l.id
      LEFT JOIN warehouse wh ON wh.enterprise_id = l.enterprise_id AND wh.id = coalesce(mv.warehouse_id, h.warehouse_id)
      CROSS JOIN LATERAL (SELECT coalesce(sum(c.number), 0) AS checked FROM bill_line c JOIN bill cb ON cb.enterprise_id = c.enterprise_id AND cb.id = c.bill_id
        WHERE c.enterprise_id = l.enterprise_id AND c.source_line_id = l.id AND cb.type = 'incoming-checks' AND cb.audit_status = ${AuditStatus.approved}) w
      WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type = 'purchase-bills' AND b.audit_status = ${AuditStatus.approved} AND l.number > w.checked
        AND (mv.warehouse_id IS NOT NULL OR h.bill_line_id IS NOT NULL)
        ${req.query.partner_id ? sql`AND b.partner_id = ${req.query.partner_id}` : sql``}
      ORDER BY b.bill_date, b.id, l.line_no LIMIT 500`.execute(db);
    return ok({ list: rows });
  });

  api.get('/quality/pass-rate', { schema: { tags, querystring: PassRateQuery, response: { 200: envelope(PassRateAnswer) } } }, async (req) => {
    readPage(req.ctx, ...checkPages);
    const q = req.query;
    const types = q.kind ? [checkTypes[q.kind]] : Object.values(checkTypes);
    const dates = sql`${q.date_from ? sql`AND b.bill_date >= ${q.date_from}` : sql``} ${q.date_to ? sql`AND b.bill_date <= ${q.date_to}` : sql``}`;
    if (q.group_by === 'project') {
      // Per quality project: of the item results recorded on approved checks, how many passed (counts, not quantities).
      const { rows } = await sql<{ key: string; name: string; qualified: string; rejected: string }>`
        SELECT p.id::text AS key, p.name, count(*) FILTER (WHERE r.value->>'passed' = 'true')::text AS qualified,
          count(*) FILTER (WHERE r.value->>'passed' = 'false')::text AS rejected
        FROM bill b CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(b.ext->'results') = 'array' THEN b.ext->'results' ELSE '[]'::jsonb END) r
        JOIN quality_project p ON p.enterprise_id = b.enterprise_id AND p.id = (r.value->>'project_id')::integer
        WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type = ANY(${types}::text[]) AND b.audit_status = ${AuditStatus.approved}
          AND r.value->>'passed' IN ('true', 'false') ${dates}
        GROUP BY p.id, p.name, p.code ORDER BY p.code, p.id LIMIT 1000`.execute(db);
      return ok({ list: rows.map((r) => ({ ...r, checked: String(Number(r.qualified) + Number(r.rejected)), pass_rate: rate(r.qualified, r.rejected).pass_rate })) });
    }
    const group = {
      supplier: { key: sql`b.partner_id::text`, name: sql`coalesce(max(pa.name), '')` },
      product: { key: sql`l.product_id::text`, name: sql`coalesce(max(p.name), '')` },
      process: { key: sql`coalesce(b.ext->>'process_id', '0')`, name: sql`coalesce(max(pr.name), '')` },
      month: { key: sql`to_char(b.bill_date, 'YYYY-MM')`, name: sql`to_char(b.bill_date, 'YYYY-MM')` },
    }[q.group_by];
    const { rows } = await sql<{ key: string; name: string; qualified: string; rejected: string }>`
      SELECT ${group.key} AS key, ${group.name} AS name, sum(l.qualified)::text AS qualified, sum(l.rejected)::text AS rejected
      FROM bill b JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
      LEFT JOIN partner pa ON pa.enterprise_id = b.enterprise_id AND pa.id = b.partner_id
      LEFT JOIN product p ON p.enterprise_id = l.enterprise_id AND p.id = l.product_id
      LEFT JOIN process pr ON pr.enterprise_id = b.enterprise_id AND pr.id = coalesce((b.ext->>'process_id')::integer, 0)
      WHERE b.enterprise_id = ${eid(req.ctx)} AND b.type = ANY(${types}::text[]) AND b.audit_status = ${AuditStatus.approved}
        ${dates}
      GROUP BY 1 ORDER BY 1 LIMIT 1000`.execute(db);
    return ok({ list: rows.map((r) => ({ ...r, ...rate(r.qualified, r.rejected) })) });
  });
}

/** Checked = qualified + rejected; the pass rate in percent, 2 dp ("0.00" when nothing was checked). */
export function rate(qualified: string, rejected: string): { checked: string; pass_rate: string } {
  const checked = new Decimal(qualified).add(rejected);
  return { checked: qty(checked), pass_rate: checked.isZero() ? '0.00' : new Decimal(qualified).div(checked).mul(100).toFixed(2) };
}
