import { EquipmentStatus, MaintenanceCycle } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { addDays } from './maintenance-plan.job.ts';

const machines = [
  { code: 'SB-001', name: '数控车床', model: 'CK6140', category: '机加工设备', location: '一车间A线', value: '128000.00', hours: '3260' },
  { code: 'SB-002', name: '立式加工中心', model: 'VMC850', category: '机加工设备', location: '一车间B线', value: '356000.00', hours: '1875' },
  { code: 'SB-003', name: '液压机', model: 'YH32-200T', category: '压制设备', location: '二车间', value: '98000.00', hours: '4120' },
];

/**
 * Demo equipment of the manufacturer: three machines, two maintenance items and two plans — a monthly lubrication of
 * the lathe that fell due ten days ago (the plan job makes its maintenance bill on the first run and tells the
 * responsible admin) and a press overhaul every 500 running hours.
 */
export async function seedEquipmentDemo(db: Kysely<DB>, enterpriseId: number, today: string): Promise<void> {
  const now = nowSeconds();
  const department = await db.selectFrom('department').select('id').where('enterprise_id', '=', enterpriseId).orderBy('id').executeTakeFirst();
  const admin = await db.selectFrom('employee').select('id').where('enterprise_id', '=', enterpriseId).orderBy('is_admin', 'desc').orderBy('id').executeTakeFirstOrThrow();
  const made = await db.insertInto('equipment').values(machines.map((m) => ({
    enterprise_id: enterpriseId, code: m.code, name: m.name, model: m.model, category: m.category, location: m.location, value: m.value,
    running_hours: m.hours, department_id: department?.id ?? 0, purchase_date: addDays(today, -400), status: EquipmentStatus.inUse, create_time: now, update_time: now,
  }))).returning(['id', 'code']).execute();
  const projects = await db.insertInto('maintenance_project').values([
    { enterprise_id: enterpriseId, code: 'BY-01', name: '导轨润滑与清洁', content: '清洁导轨和丝杠，加注导轨油，检查润滑泵', standard_hours: '1.5', spare_parts: '导轨油 1L', create_time: now, update_time: now },
    { enterprise_id: enterpriseId, code: 'BY-02', name: '液压系统检修', content: '更换液压油滤芯，检查油位和密封', standard_hours: '4', spare_parts: '滤芯 1个，液压油 20L', create_time: now, update_time: now },
  ]).returning(['id', 'code']).execute();
  const id = (rows: Array<{ id: number; code: string }>, code: string) => rows.find((r) => r.code === code)!.id;
  const start = addDays(today, -10);
  await db.insertInto('maintenance_plan').values([
    { enterprise_id: enterpriseId, code: 'JH-01', name: '车床月度润滑', equipment_id: id(made, 'SB-001'), project_id: id(projects, 'BY-01'), cycle_kind: MaintenanceCycle.days, cycle_value: 30, start_date: start, next_date: start, responsible_id: admin.id, create_time: now, update_time: now },
    { enterprise_id: enterpriseId, code: 'JH-02', name: '液压机500小时检修', equipment_id: id(made, 'SB-003'), project_id: id(projects, 'BY-02'), cycle_kind: MaintenanceCycle.hours, cycle_value: 500, start_date: start, last_hours: '4000', responsible_id: admin.id, create_time: now, update_time: now },
  ]).execute();
}
