import { AuditStatus, QualityCheckParamsSchema, QualityCheckSerialsSchema as SerialsAnswer, Switch, type QualityCheckSerials } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { forbidden, notFound } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import { requireTenant } from '../../platform/tenancy/context.ts';
import type { ModuleServices } from '../module-services.ts';
import { serialList, waitingIn } from './incoming-check.ts';

/**
 * The serials each serial-numbered row of an incoming check may name as rejected: the receipt row's serials that
 * still wait where the row waits (all of the row's when it did not wait), less those another live check of the same
 * receipt row rejects; the row's own choice always stays in the list. Rows of products without serials are left out.
 */
export async function checkSerialOptions(db: Kysely<DB>, enterpriseId: number, checkId: number): Promise<QualityCheckSerials> {
  const check = await db.selectFrom('bill').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', checkId).where('type', '=', 'incoming-checks').executeTakeFirst();
  if (!check) throw notFound();
  const { rows } = await sql<{ line_id: number; product_id: number; source_line_id: number; chosen: unknown; received: unknown }>`
    SELECT c.id AS line_id, c.product_id, c.source_line_id, c.serials AS chosen, s.serials AS received FROM bill_line c
    JOIN bill_line s ON s.enterprise_id = c.enterprise_id AND s.id = c.source_line_id
    JOIN product p ON p.enterprise_id = c.enterprise_id AND p.id = c.product_id AND p.serial_tracking = ${sql.lit(Switch.on)}
    WHERE c.enterprise_id = ${enterpriseId} AND c.bill_id = ${checkId} ORDER BY c.line_no`.execute(db);
  if (!rows.length) return { lines: [] };
  const sources = rows.map((r) => r.source_line_id);
  const waiting = await waitingIn(db, enterpriseId, sources);
  const { rows: others } = await sql<{ source_line_id: number; serials: unknown }>`
    SELECT c.source_line_id, c.serials FROM bill_line c JOIN bill b ON b.enterprise_id = c.enterprise_id AND b.id = c.bill_id
    WHERE c.enterprise_id = ${enterpriseId} AND c.source_line_id = ANY(${sources}::int[]) AND b.type = 'incoming-checks' AND b.id <> ${checkId}
      AND b.audit_status IN (${sql.lit(AuditStatus.pending)}, ${sql.lit(AuditStatus.approved)})`.execute(db);
  const lines = [];
  for (const r of rows) {
    const received = serialList(r.received);
    const chosen = new Set(serialList(r.chosen));
    const taken = new Set(others.filter((o) => o.source_line_id === r.source_line_id).flatMap((o) => serialList(o.serials)));
    const from = waiting.get(r.source_line_id);
    const held = from && received.length
      ? new Set((await db.selectFrom('stock_serial').select('serial').where('enterprise_id', '=', enterpriseId).where('product_id', '=', r.product_id)
        .where('warehouse_id', '=', from).where('in_stock', '=', true).where('serial', 'in', received).execute()).map((s) => s.serial))
      : new Set(received);
    lines.push({ line_id: r.line_id, serials: received.filter((s) => chosen.has(s) || (held.has(s) && !taken.has(s))) });
  }
  return { lines };
}

/** GET /quality/incoming-checks/:id/serials: for the results form's rejected-serials field (the incoming check page). */
export async function checkSerialRoutes(api: App, { db }: ModuleServices): Promise<void> {
  api.get('/quality/incoming-checks/:id/serials', {
    schema: { tags: ['quality'], params: QualityCheckParamsSchema, response: { 200: envelope(SerialsAnswer) } },
  }, async (req) => {
    const tenant = requireTenant(req.ctx);
    if (!tenant.permissions.canOpen('incomingCheck')) throw forbidden();
    return ok(await checkSerialOptions(db, tenant.enterpriseId, req.params.id));
  });
}
