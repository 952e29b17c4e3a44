import { billMetaOf, EquipmentStatus, type BillBodyInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineBillType, type BillForPosting, type BillType } from '../../engines/bill/index.ts';
import type { StockPosting } from '../../engines/posting/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { invalidFields } from '../../platform/http/app-error.ts';

const hours = z.union([z.string(), z.number()]).transform(String).refine((v) => /^\d+(\.\d{1,4})?$/.test(v), 'equipment.hours');
const money = z.union([z.string(), z.number()]).transform(String).refine((v) => /^\d+(\.\d{1,2})?$/.test(v), 'equipment.cost');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'field.invalid');

/**
 * What a maintenance or repair bill says beyond its spare-part rows: the machine, downtime hours, labour or outside
 * cost (spare parts are costed by the stock ledger), what was done; a repair also the fault and its cause. A bill a
 * plan made names the plan and its due date.
 */
export const EquipmentBillExt = z.object({
  equipment_id: z.preprocess((v) => Number(v ?? 0), z.number({ error: 'equipment.required' }).int('equipment.required').positive('equipment.required')),
  downtime_hours: hours.default('0'),
  labour_cost: money.default('0'),
  work_done: z.string().trim().max(500).default(''),
  fault: z.string().trim().max(500).default(''),
  cause: z.string().trim().max(500).default(''),
  plan_id: z.preprocess((v) => Number(v ?? 0), z.number().int().min(0)).default(0),
  due_date: date.optional(),
  due_key: z.string().max(40).optional(),
});
export type EquipmentBillExt = z.infer<typeof EquipmentBillExt>;

/** The machine must be one of the enterprise's and not scrapped (4220 on `ext.equipment_id`). */
async function checkEquipment(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  const id = Number((body.ext ?? {}).equipment_id ?? 0);
  if (!Number.isInteger(id) || id <= 0) throw invalidFields({ 'ext.equipment_id': 'equipment.required' });
  const row = await db.selectFrom('equipment').select('status').where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  if (!row) throw invalidFields({ 'ext.equipment_id': 'field.refMissing' });
  if (row.status === EquipmentStatus.scrapped) throw invalidFields({ 'ext.equipment_id': 'equipment.scrapped' });
  return body;
}

/** Spare parts leave their warehouse at ledger cost (no amount: the stock ledger values the issue). */
const spareParts = (bill: BillForPosting) => ({
  stock: bill.lines.map((l): StockPosting => ({
    productId: l.product_id, warehouseId: l.warehouse_id, date: bill.bill_date, direction: 'out', qty: l.number,
    billType: bill.type, billId: bill.id, billSn: bill.bill_sn, billLineId: l.id,
  })),
});

/**
 * A repair bill's status flow: saved (the machine is reported: a machine in use goes under repair), approved
 * = repaired, which puts a machine under repair back in use; a reversal puts it back under repair.
 */
async function afterRepair(tx: Kysely<DB>, bill: { enterpriseId: number; id: number; approved: boolean }): Promise<void> {
  const row = await tx.selectFrom('bill').select('ext').where('enterprise_id', '=', bill.enterpriseId).where('id', '=', bill.id).executeTakeFirstOrThrow();
  const equipmentId = Number((row.ext as { equipment_id?: number } | null)?.equipment_id ?? 0);
  const [from, to] = bill.approved ? [EquipmentStatus.repair, EquipmentStatus.inUse] : [EquipmentStatus.inUse, EquipmentStatus.repair];
  await tx.updateTable('equipment').set({ status: to, update_time: Math.floor(Date.now() / 1000) })
    .where('enterprise_id', '=', bill.enterpriseId).where('id', '=', equipmentId).where('status', '=', from).execute();
}

/** Saving a repair bill reports its machine: in use → under repair (idle, sealed or scrapped machines keep their status). */
async function reportRepair(tx: Kysely<DB>, bill: { enterpriseId: number; id: number }): Promise<void> {
  await afterRepair(tx, { ...bill, approved: false });
}

const equipmentBill = (type: 'maintenance-bills' | 'repair-bills', extra: Partial<BillType> = {}): BillType => defineBillType({
  meta: billMetaOf(type)!,
  ext: EquipmentBillExt,
  prepareBody: checkEquipment,
  toPostings: spareParts,
  ...extra,
});

/** 保养单 (BYD): planned or ad-hoc maintenance of one machine; spare parts out at ledger cost (Dr 4101). */
export const maintenanceBill = equipmentBill('maintenance-bills');
/** 维修单 (WXD): a repair with fault, cause, downtime and cost; spare parts out at ledger cost (Dr 4101). */
export const repairBill = equipmentBill('repair-bills', { afterApproval: afterRepair, afterSave: reportRepair });

export const equipmentBillTypes = [maintenanceBill, repairBill];
export const equipmentBillTypeNames = ['maintenance-bills', 'repair-bills'] as const;
