import { CertificationStatus, type PersonalCertAnswer, type PersonalCertBody } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';

/** user_certification.status; 0 in answers = never submitted. The same codes as an enterprise's certification (packages/shared status.ts). */
export const PersonalCertStatus = CertificationStatus;

/** An ID number as shown back: 110***********1234. */
export const maskIdNumber = (v: string) => (v.length > 7 ? `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}` : v);

export async function personalCertOf(db: Kysely<DB>, userId: number): Promise<PersonalCertAnswer> {
  const r = await db.selectFrom('user_certification').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!r) return { status: PersonalCertStatus.none, real_name: '', id_number: '', id_front_image: '', id_back_image: '', review_remark: '', submit_time: 0, review_time: 0 };
  return {
    status: r.status, real_name: r.real_name, id_number: maskIdNumber(r.id_number), id_front_image: r.id_front_image, id_back_image: r.id_back_image,
    review_remark: r.review_remark, submit_time: Number(r.submit_time), review_time: Number(r.review_time ?? 0),
  };
}

/** Submits or resubmits the user's real-name record; it waits for review. An approved record stays as it is. */
export async function submitPersonalCert(db: Kysely<DB>, userId: number, input: PersonalCertBody) {
  const current = await db.selectFrom('user_certification').select('status').where('user_id', '=', userId).executeTakeFirst();
  if (current?.status === PersonalCertStatus.approved) throw conflict('personalCert.approved');
  const values = { ...input, status: PersonalCertStatus.pending, review_remark: '', submit_time: nowSeconds(), review_time: null };
  await db.insertInto('user_certification').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
}

/** The platform operator's review of a pending record. */
export async function reviewPersonalCert(db: Kysely<DB>, userId: number, approve: boolean, remark: string) {
  const done = await db.updateTable('user_certification')
    .set({ status: approve ? PersonalCertStatus.approved : PersonalCertStatus.rejected, review_remark: remark, review_time: nowSeconds() })
    .where('user_id', '=', userId).where('status', '=', PersonalCertStatus.pending).returning('user_id').executeTakeFirst();
  if (!done) throw notFound();
}
