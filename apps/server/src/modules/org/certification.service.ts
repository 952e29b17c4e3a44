import { CertificationStatus, type CertificationAnswer, type CertificationBody } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { MessageKind, notify } from '../messages/index.ts';
import { enterpriseDisplayName } from './enterprise-display.ts';

/** enterprise_certification.status; 0 in answers = never submitted (packages/shared status.ts, the web reads it too). */
export { CertificationStatus };

export async function certificationOf(db: Kysely<DB>, enterpriseId: number): Promise<CertificationAnswer> {
  const row = await db.selectFrom('enterprise_certification').selectAll().where('enterprise_id', '=', enterpriseId).executeTakeFirst();
  if (!row) return { status: CertificationStatus.none, company_name: '', license_number: '', license_image: '', legal_person: '', review_remark: '', submit_time: 0, review_time: 0 };
  return {
    status: row.status, company_name: row.company_name, license_number: row.license_number, license_image: row.license_image, legal_person: row.legal_person,
    review_remark: row.review_remark, submit_time: Number(row.submit_time), review_time: Number(row.review_time ?? 0),
  };
}

/**
 * Submits (or resubmits) the enterprise's certification: company name, license number and image. Any submission —
 * also after an approval, since the data changed — waits for review again.
 */
export async function submitCertification(db: Kysely<DB>, enterpriseId: number, employeeId: number, input: CertificationBody): Promise<void> {
  const values = { ...input, status: CertificationStatus.pending, review_remark: '', submitted_by: employeeId, submit_time: nowSeconds(), review_time: null };
  await db.insertInto('enterprise_certification').values({ enterprise_id: enterpriseId, ...values })
    .onConflict((oc) => oc.column('enterprise_id').doUpdateSet(values)).execute();
}

/**
 * The platform operator's review of a pending certification (from the system maintenance enterprise). The
 * enterprise's admin is told the result.
 */
export async function reviewCertification(db: Kysely<DB>, enterpriseId: number, approve: boolean, remark: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const row = await tx.updateTable('enterprise_certification')
      .set({ status: approve ? CertificationStatus.approved : CertificationStatus.rejected, review_remark: remark, review_time: nowSeconds() })
      .where('enterprise_id', '=', enterpriseId).where('status', '=', CertificationStatus.pending).returning('enterprise_id').executeTakeFirst();
    if (!row) throw notFound();
    const e = await tx.selectFrom('enterprise').select(['name', 'type', 'org_name', 'alias_name']).where('id', '=', enterpriseId).executeTakeFirstOrThrow();
    const admin = await tx.selectFrom('employee').select('user_id').where('enterprise_id', '=', enterpriseId).where('is_admin', '=', true).executeTakeFirst();
    if (!admin) return;
    const params = { enterprise: enterpriseDisplayName(e), remark };
    await notify(tx, enterpriseId, admin.user_id, { key: 'msg.certificationReviewed.title' },
      { key: approve ? 'msg.certificationApproved.content' : 'msg.certificationRejected.content', params }, MessageKind.system);
  });
}
