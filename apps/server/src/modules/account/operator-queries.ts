import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { maskIdNumber } from './personal-certification.ts';

/* What the platform operator's screens read (enterprise 91, system maintenance): certifications to review, enterprises to recharge (answers: @zf/shared certification.contract.ts, account.contract.ts). */

const maskPhone = (v: string) => (v.length === 11 ? `${v.slice(0, 3)}****${v.slice(-4)}` : v);
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Personal certifications by status (pending first by default), oldest submission first so the queue is worked in order. */
export async function listPersonalCerts(db: Kysely<DB>, q: { page: number; page_size: number; status?: number; keyword?: string }) {
  let base = db.selectFrom('user_certification as c').innerJoin('app_user as u', 'u.id', 'c.user_id');
  if (q.status) base = base.where('c.status', '=', q.status);
  if (q.keyword) base = base.where((eb) => eb.or([eb('c.real_name', 'like', like(q.keyword!)), eb('u.phone', 'like', like(q.keyword!)), eb('u.name', 'like', like(q.keyword!))]));
  const { total } = await base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select(['c.user_id', 'u.name as user_name', 'u.phone', 'c.real_name', 'c.id_number', 'c.id_front_image', 'c.id_back_image', 'c.status', 'c.review_remark', 'c.submit_time', 'c.review_time'])
    .orderBy('c.submit_time').orderBy('c.user_id').limit(q.page_size).offset((q.page - 1) * q.page_size).execute();
  return {
    list: rows.map((r) => ({ ...r, phone: maskPhone(r.phone), id_number: maskIdNumber(r.id_number), submit_time: Number(r.submit_time), review_time: Number(r.review_time ?? 0) })),
    total: Number(total), page: q.page, page_size: q.page_size,
  };
}

/** Enterprises by code or name (at most 20), with their edition and expiry: whom a recharge is for. */
export async function findEnterprises(db: Kysely<DB>, keyword: string) {
  const rows = await db.selectFrom('enterprise').select(['id', 'code', 'name', 'version_name', 'expired_time'])
    .where((eb) => eb.or([eb('code', 'like', like(keyword)), eb('name', 'like', like(keyword)), eb('org_name', 'like', like(keyword))]))
    .orderBy('id').limit(20).execute();
  return rows.map((r) => ({ ...r, expired_time: Number(r.expired_time) }));
}
