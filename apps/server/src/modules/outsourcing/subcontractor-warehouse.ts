import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import type { ListFilter } from '../../engines/resource/index.ts';

/**
 * `GET /warehouses?subcontracted=0`: ordinary warehouses only (what the pickers of ordinary documents ask for by
 * default); `1`: the subcontractors' (委外仓) only; `all` or anything else: every warehouse.
 */
export const warehousesBySubcontracting: ListFilter = (q, value) =>
  value === '0' ? q.where('m.subcontractor_id', '=', 0) : value === '1' ? q.where('m.subcontractor_id', '<>', 0) : q;

/** The supplier's subcontractor warehouse (委外仓), if it has one. */
export async function subcontractorWarehouse(db: Kysely<DB>, enterpriseId: number, partnerId: number): Promise<number | undefined> {
  const row = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', enterpriseId).where('subcontractor_id', '=', partnerId).executeTakeFirst();
  return row?.id;
}

/**
 * The supplier's subcontractor warehouse, made on first use (docs/decisions.md "Outsourcing"): named 委外仓-<supplier>,
 * booked on 1408 委托加工物资, marked with the supplier's id. Two first uses at once meet on the unique index; the
 * loser reads the winner's row.
 */
export async function ensureSubcontractorWarehouse(db: Kysely<DB>, enterpriseId: number, partnerId: number): Promise<number> {
  const found = await subcontractorWarehouse(db, enterpriseId, partnerId);
  if (found) return found;
  const { rows: [partner] } = await sql<{ name: string }>`SELECT name FROM partner WHERE enterprise_id = ${enterpriseId} AND id = ${partnerId}`.execute(db);
  if (!partner) throw new Error(`partner ${partnerId} not found`);
  const now = nowSeconds();
  // The name is unique per enterprise: a warehouse of ours that already has it gets the supplier's id appended.
  await sql`
    INSERT INTO warehouse (enterprise_id, name, inventory_subject, subcontractor_id, remark, create_time, update_time)
    SELECT ${enterpriseId}, CASE WHEN EXISTS (SELECT 1 FROM warehouse WHERE enterprise_id = ${enterpriseId} AND name = ${`委外仓-${partner.name}`})
      THEN ${`委外仓-${partner.name}-${partnerId}`} ELSE ${`委外仓-${partner.name}`} END, '1408', ${partnerId}, '委外加工 subcontractor', ${now}, ${now}
    ON CONFLICT (enterprise_id, subcontractor_id) WHERE subcontractor_id <> 0 DO NOTHING`.execute(db);
  return (await subcontractorWarehouse(db, enterpriseId, partnerId))!;
}
