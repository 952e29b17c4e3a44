import { Decimal, MaintenanceCycle, EquipmentStatus, qty } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { BillService } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { PermissionSet } from '../../platform/permissions/permission-set.ts';
import { MessageKind, notify } from '../messages/index.ts';
import { maintenanceBill } from './equipment.bills.ts';

/** A claim left without its bill this long (its server died) may be taken over by another run. */
const staleClaimSeconds = 600;
/** Due dates one plan may catch up on in one run (a server that was down for months). */
const maxDuesPerRun = 24;

interface DuePlan {
  enterprise_id: number; id: number; name: string; equipment_id: number; equipment_name: string; project_name: string; content: string;
  cycle_kind: number; cycle_value: number; next_date: string | null; start_date: string; last_hours: string; running_hours: string;
  responsible_id: number;
}

/** 'YYYY-MM-DD' + n days (calendar arithmetic in UTC). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The plan job (a schedule; any server may run it): every active plan that is due on `today` gets one maintenance
 * bill per due date — day plans for each due date up to today (next_date, then + cycle days), hour plans once the
 * machine ran `cycle_value` hours since the last one — and its responsible person a message. The row of
 * `maintenance_due` (plan × due key) is claimed first: a second server running the job at the same moment finds it
 * taken and leaves the plan alone, so a due date never gets two bills. The bill is made through the bill engine (its
 * own transaction); linking it, moving the plan on and the message are one transaction after it.
 */
export async function runMaintenancePlans(db: Kysely<DB>, today: string, opts: { logger?: FastifyBaseLogger; afterSelect?: () => Promise<void> } = {}): Promise<{ created: number }> {
  const { rows: plans } = await sql<DuePlan>`
    SELECT p.enterprise_id, p.id, p.name, p.equipment_id, e.name AS equipment_name, m.name AS project_name, m.content, p.cycle_kind, p.cycle_value,
      p.next_date::text AS next_date, p.start_date::text AS start_date, p.last_hours::text AS last_hours, e.running_hours::text AS running_hours, p.responsible_id
    FROM maintenance_plan p
    JOIN equipment e ON e.enterprise_id = p.enterprise_id AND e.id = p.equipment_id
    JOIN maintenance_project m ON m.enterprise_id = p.enterprise_id AND m.id = p.project_id
    WHERE p.status = 1 AND e.status <> ${EquipmentStatus.scrapped}
      AND ((p.cycle_kind = ${MaintenanceCycle.days} AND coalesce(p.next_date, p.start_date) <= ${today}::date)
        OR (p.cycle_kind = ${MaintenanceCycle.hours} AND e.running_hours - p.last_hours >= p.cycle_value))
    ORDER BY p.enterprise_id, p.id`.execute(db);
  // Tests hold two runs here until both have read the same due plans, so both go for the same due dates.
  await opts.afterSelect?.();
  let created = 0;
  for (const plan of plans) {
    try {
      if (plan.cycle_kind === MaintenanceCycle.hours) {
        const threshold = qty(new Decimal(plan.last_hours).add(plan.cycle_value));
        if (await dueOnce(db, plan, `h:${threshold}`, today, today, { last_hours: plan.running_hours })) created++;
        continue;
      }
      let due = plan.next_date ?? plan.start_date;
      for (let i = 0; i < maxDuesPerRun && due <= today; i++) {
        const next = addDays(due, plan.cycle_value);
        if (!(await dueOnce(db, plan, due, due, today, { next_date: next }))) break;
        created++;
        due = next;
      }
    } catch (err) {
      opts.logger?.error({ err, plan: plan.id, enterprise: plan.enterprise_id }, 'maintenance plan failed');
    }
  }
  return { created };
}

/**
 * One due occasion of a plan: claim it, make its bill, link it and move the plan on. False when another run holds or
 * finished the claim (the plan is left to it).
 */
async function dueOnce(db: Kysely<DB>, plan: DuePlan, dueKey: string, dueDate: string, today: string, advance: { next_date?: string; last_hours?: string }): Promise<boolean> {
  const now = nowSeconds();
  const claimed = await sql<{ bill_id: number }>`
    INSERT INTO maintenance_due (enterprise_id, plan_id, due_key, bill_id, claim_time) VALUES (${plan.enterprise_id}, ${plan.id}, ${dueKey}, 0, ${now})
    ON CONFLICT (enterprise_id, plan_id, due_key) DO UPDATE SET claim_time = EXCLUDED.claim_time
      WHERE maintenance_due.bill_id = 0 AND maintenance_due.claim_time < ${now - staleClaimSeconds}
    RETURNING bill_id`.execute(db);
  if (!claimed.rows.length) return false;
  // A taken-over claim: the dead server may have made the bill before it could link it.
  const { rows: earlier } = await sql<{ id: number; bill_sn: string }>`
    SELECT id, bill_sn FROM bill WHERE enterprise_id = ${plan.enterprise_id} AND type = 'maintenance-bills'
      AND ext->>'plan_id' = ${String(plan.id)} AND ext->>'due_key' = ${dueKey} LIMIT 1`.execute(db);
  const maker = await makerOf(db, plan);
  const parts = await partRows(db, plan);
  let bill = earlier[0];
  try {
    bill ??= await new BillService(db).create(
      { enterpriseId: plan.enterprise_id, employeeId: maker.id, isAdmin: true, permissions: PermissionSet.admin() },
      maintenanceBill,
      {
        bill_date: today, lines: parts.lines, store_id: parts.store_id, principal_id: plan.responsible_id || undefined, remark: `${plan.name}：${plan.project_name}`.slice(0, 500),
        ext: { equipment_id: plan.equipment_id, plan_id: plan.id, due_date: dueDate, due_key: dueKey, work_done: plan.content.slice(0, 500) },
      },
    );
  } catch (err) {
    // Refused (a closed period, a scrapped machine): free the due date for a later run and let the caller log it.
    await db.deleteFrom('maintenance_due').where('enterprise_id', '=', plan.enterprise_id).where('plan_id', '=', plan.id).where('due_key', '=', dueKey).execute();
    throw err;
  }
  const made = bill;
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('maintenance_due').set({ bill_id: made.id })
      .where('enterprise_id', '=', plan.enterprise_id).where('plan_id', '=', plan.id).where('due_key', '=', dueKey).execute();
    await tx.updateTable('maintenance_plan').set({ ...advance, update_time: nowSeconds() })
      .where('enterprise_id', '=', plan.enterprise_id).where('id', '=', plan.id).execute();
    if (maker.user_id) {
      await notify(tx, plan.enterprise_id, maker.user_id,
        { key: 'equipment.planDue.title', params: { equipment: plan.equipment_name } },
        { key: 'equipment.planDue.content', params: { plan: plan.name, due: dueDate, bill_sn: made.bill_sn } }, MessageKind.system);
    }
  });
  return true;
}

/**
 * The plan's maintenance item's spare parts as the bill's rows (at no price: the stock ledger costs them when the bill
 * is approved), issued from the enterprise's first warehouse; none: no rows and no warehouse.
 */
async function partRows(db: Kysely<DB>, plan: DuePlan): Promise<{ lines: Array<{ product_id: number; number: string; price: string }>; store_id?: number }> {
  const parts = await db.selectFrom('maintenance_project_part as mp').innerJoin('maintenance_plan as p', (j) => j.onRef('p.enterprise_id', '=', 'mp.enterprise_id').onRef('p.project_id', '=', 'mp.project_id'))
    .select(['mp.product_id', 'mp.quantity']).where('p.enterprise_id', '=', plan.enterprise_id).where('p.id', '=', plan.id).where('mp.quantity', '>', '0')
    .orderBy('mp.sort').orderBy('mp.id').execute();
  if (!parts.length) return { lines: [] };
  const store = await db.selectFrom('warehouse').select('id').where('enterprise_id', '=', plan.enterprise_id).orderBy('sort').orderBy('id').executeTakeFirst();
  return { lines: parts.map((p) => ({ product_id: p.product_id, number: p.quantity, price: '0' })), store_id: store?.id };
}

/** Who the bill is made for: the plan's responsible person, else the enterprise's first admin. */
async function makerOf(db: Kysely<DB>, plan: DuePlan): Promise<{ id: number; user_id: number }> {
  const responsible = plan.responsible_id
    ? await db.selectFrom('employee').select(['id', 'user_id']).where('enterprise_id', '=', plan.enterprise_id).where('id', '=', plan.responsible_id).executeTakeFirst()
    : undefined;
  if (responsible) return responsible;
  return db.selectFrom('employee').select(['id', 'user_id']).where('enterprise_id', '=', plan.enterprise_id).orderBy('is_admin', 'desc').orderBy('id').executeTakeFirstOrThrow();
}
