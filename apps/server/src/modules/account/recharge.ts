import { amount, type RechargeBody } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { notFound } from '../../platform/http/app-error.ts';

/** `months` calendar months after a unix time (31 Jan + 1 month = 28/29 Feb, as people count a month). */
export function addMonths(seconds: number, months: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return Math.floor(d.getTime() / 1000);
}

/**
 * Records a recharge (by the platform operator): the edition becomes the recharged one and the expiry moves on by the
 * months bought — from the old expiry while it is still ahead, else from now. The record keeps both expiries.
 */
export async function recordRecharge(db: Kysely<DB>, input: RechargeBody) {
  return db.transaction().execute(async (tx) => {
    const e = await tx.selectFrom('enterprise').select('expired_time').where('id', '=', input.enterprise_id).forUpdate().executeTakeFirst();
    if (!e) throw notFound();
    const now = nowSeconds();
    const before = Number(e.expired_time);
    const after = addMonths(Math.max(before, now), input.months);
    await tx.updateTable('enterprise').set({ version_name: input.version_name, expired_time: after, update_time: now }).where('id', '=', input.enterprise_id).execute();
    return tx.insertInto('enterprise_recharge').values({
      enterprise_id: input.enterprise_id, version_name: input.version_name, months: input.months, amount: amount(input.amount), pay_method: input.pay_method,
      serial_number: input.serial_number, expired_before: before, expired_after: after, create_time: now,
    }).returning(['id', 'expired_after']).executeTakeFirstOrThrow();
  });
}

export async function rechargeRecords(db: Kysely<DB>, enterpriseId: number) {
  const rows = await db.selectFrom('enterprise_recharge').selectAll().where('enterprise_id', '=', enterpriseId).orderBy('id', 'desc').execute();
  const e = await db.selectFrom('enterprise').select(['version_name', 'expired_time']).where('id', '=', enterpriseId).executeTakeFirstOrThrow();
  return {
    version_name: e.version_name, expired_time: Number(e.expired_time),
    list: rows.map((r) => ({
      id: r.id, version_name: r.version_name, months: r.months, amount: r.amount, pay_method: r.pay_method, serial_number: r.serial_number,
      expired_before: Number(r.expired_before), expired_after: Number(r.expired_after), create_time: Number(r.create_time),
    })),
  };
}
