import { AuditStatus, chinaToday, Code, SignStatus } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { logChange } from '../../engines/resource/change-log.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';

/** Business dates are Chinese calendar days (the product's market), whatever the server's zone. */

/**
 * Acceptance auto sign-off (SPEC §9): an approved sales bill the customer has not signed off is signed off
 * automatically once `acceptance_days` (default 15) have passed since its bill date — unless the customer changed the
 * acceptance time, which turns auto sign-off off for that bill. Idempotent; covers every enterprise (a system job).
 * Returns how many bills it signed off.
 */
export async function autoSignOff(db: Kysely<DB>, today: string): Promise<number> {
  const done = await db.updateTable('bill')
    .set({ sign_status: SignStatus.automatic, sign_time: nowSeconds() })
    .where('type', '=', 'sale-bills').where('audit_status', '=', AuditStatus.approved).where('sign_status', '=', SignStatus.awaiting).where('auto_sign', '=', true)
    .where(sql<boolean>`bill_date + acceptance_days <= ${today}::date`)
    .executeTakeFirst();
  return Number(done.numUpdatedRows);
}

/** Once a day per server (the first sweep after the Chinese date changes): the job runner calls it when idle. */
export function dailyAutoSignOff(db: Kysely<DB>, today: () => string = chinaToday): () => Promise<boolean> {
  let lastDay = '';
  return async () => {
    const day = today();
    if (day === lastDay) return false;
    lastDay = day;
    await autoSignOff(db, day);
    return false;
  };
}

async function approvedSaleBill(tx: Kysely<DB>, enterpriseId: number, id: number) {
  const bill = await tx.selectFrom('bill').select(['id', 'bill_sn', 'audit_status', 'sign_status', 'acceptance_days'])
    .where('enterprise_id', '=', enterpriseId).where('type', '=', 'sale-bills').where('id', '=', id).forUpdate().executeTakeFirst();
  if (!bill) throw notFound();
  if (bill.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'bill.badTransition', { audit_status: bill.audit_status });
  if (bill.sign_status !== SignStatus.awaiting) throw new AppError(Code.conflict, 'sales.alreadySigned');
  return bill;
}

/** The customer signs the goods off (recorded by staff). */
export async function signOff(db: Kysely<DB>, tenant: TenantContext, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const bill = await approvedSaleBill(tx, tenant.enterpriseId, id);
    await tx.updateTable('bill').set({ sign_status: SignStatus.byCustomer, sign_time: nowSeconds() }).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'sale-bills', recordId: id, action: 'update', summary: `${bill.bill_sn} sign`, changes: { sign_status: [0, 1] } });
  });
}

/** The customer changes the acceptance time: the new number of days is kept and auto sign-off is off for this bill. */
export async function changeAcceptance(db: Kysely<DB>, tenant: TenantContext, id: number, days: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const bill = await approvedSaleBill(tx, tenant.enterpriseId, id);
    await tx.updateTable('bill').set({ acceptance_days: days, auto_sign: false }).where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).execute();
    await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: 'sale-bills', recordId: id, action: 'update', summary: `${bill.bill_sn} acceptance`, changes: { acceptance_days: [bill.acceptance_days, days], auto_sign: [true, false] } });
  });
}
