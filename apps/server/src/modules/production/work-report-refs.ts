import { EmployeeStatus } from '../org/index.ts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';

/**
 * A work report's worker is one of the enterprise's active staff (picked from the staff list, not typed); its
 * production equipment and fixture, when named, are the enterprise's. Refused on the field (4220).
 */
export async function checkWorkReportRefs(db: Kysely<DB>, enterpriseId: number, ext: Record<string, unknown>): Promise<void> {
  const worker = Number(ext.worker_id ?? 0);
  const equipment = Number(ext.equipment_id ?? 0);
  const fixture = Number(ext.fixture_id ?? 0);
  if (worker && !(await db.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', worker).where('status', '=', EmployeeStatus.active).executeTakeFirst())) {
    throw invalidFields({ 'ext.worker_id': 'production.workerUnknown' });
  }
  if (equipment && !(await db.selectFrom('production_equipment').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', equipment).executeTakeFirst())) {
    throw invalidFields({ 'ext.equipment_id': 'production.equipmentUnknown' });
  }
  if (fixture && !(await db.selectFrom('fixture').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', fixture).executeTakeFirst())) {
    throw invalidFields({ 'ext.fixture_id': 'production.fixtureUnknown' });
  }
}

/**
 * What an approved work report adds to the machines it names (docs/decisions.md "Production: work reports feed
 * equipment and fixtures"): its hours to the running hours of the equipment-ledger machine its production equipment
 * links to (which drives hour-based maintenance plans), and one use per piece reported (good + scrap, whole pieces
 * rounded up) to its fixture's usage count; a reversal takes them off again. In the approval's transaction.
 */
export async function feedEquipment(tx: Kysely<DB>, enterpriseId: number, billId: number, approved: boolean): Promise<void> {
  const { rows: [r] } = await sql<{ equipment_id: number; fixture_id: number; hours: string; pieces: string }>`
    SELECT coalesce((b.ext->>'equipment_id')::int, 0) AS equipment_id, coalesce((b.ext->>'fixture_id')::int, 0) AS fixture_id,
      coalesce(b.ext->>'hours', '0') AS hours, (coalesce(sum(l.number), 0) + coalesce((b.ext->>'scrap')::numeric, 0))::text AS pieces
    FROM bill b LEFT JOIN bill_line l ON l.enterprise_id = b.enterprise_id AND l.bill_id = b.id
    WHERE b.enterprise_id = ${enterpriseId} AND b.id = ${billId} GROUP BY b.id, b.ext`.execute(tx);
  if (!r) return;
  const sign = approved ? 1 : -1;
  const now = Math.floor(Date.now() / 1000);
  if (r.equipment_id && Number(r.hours) > 0) {
    await sql`UPDATE equipment e SET running_hours = e.running_hours + ${sign} * ${r.hours}::numeric, update_time = ${now}
      FROM production_equipment p WHERE p.enterprise_id = ${enterpriseId} AND p.id = ${r.equipment_id} AND e.enterprise_id = p.enterprise_id AND e.id = p.equipment_id`.execute(tx);
  }
  const uses = Math.ceil(Number(r.pieces));
  if (r.fixture_id && uses > 0) {
    await tx.updateTable('fixture').set((eb) => ({ usage_count: eb('usage_count', '+', sign * uses), update_time: now }))
      .where('enterprise_id', '=', enterpriseId).where('id', '=', r.fixture_id).execute();
  }
}
