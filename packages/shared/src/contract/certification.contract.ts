import { z } from 'zod';
import { idSchema, queryInt } from '../input.ts';
import { checkIdCard } from '../validators.ts';
import { listOf, pageQuery } from './common.contract.ts';

/*
 * Certification answers (enterprise 企业认证 and personal 实名认证), shared by the server's response schemas and the
 * web's screens. `status` is CertificationStatus (status.ts): 0 never submitted, 1 pending review, 2 approved, 3 rejected.
 */

/** GET /enterprise/certification. */
export const CertificationSchema = z.object({
  status: z.number().describe('0 not submitted, 1 pending review, 2 approved, 3 rejected'),
  company_name: z.string(),
  license_number: z.string(),
  license_image: z.string(),
  legal_person: z.string(),
  review_remark: z.string(),
  submit_time: z.number(),
  review_time: z.number(),
});
export type CertificationAnswer = z.infer<typeof CertificationSchema>;

/** GET /user/certification: the ID number comes back masked. */
export const PersonalCertSchema = z.object({
  status: z.number().describe('0 not submitted, 1 pending review, 2 approved, 3 rejected'),
  real_name: z.string(), id_number: z.string().describe('masked: first 3 and last 4 characters'), id_front_image: z.string(), id_back_image: z.string(),
  review_remark: z.string(), submit_time: z.number(), review_time: z.number(),
});
export type PersonalCertAnswer = z.infer<typeof PersonalCertSchema>;

/** 18-character unified social credit code (GB 32100) or the older 15-digit business registration number. */
const licenseNumber = z.string().trim().toUpperCase().regex(/^([0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}|\d{15})$/, 'certification.licenseFormat');

/** POST /enterprise/certification. */
export const CertificationBodySchema = z.object({
  company_name: z.string({ error: 'field.required' }).trim().min(1, 'field.required').max(100, 'field.tooLong'),
  license_number: licenseNumber,
  license_image: z.string({ error: 'field.required' }).trim().min(1, 'field.required').max(500, 'field.tooLong').describe('URL from POST /common/upload'),
  legal_person: z.string().trim().max(50, 'field.tooLong').default(''),
});
export type CertificationBody = z.infer<typeof CertificationBodySchema>;

/** The operator's review of either certification: POST /setup/certifications/:enterprise_id/review and /setup/user-certifications/:id/review. */
export const CertificationReviewBodySchema = z.object({ approve: z.boolean(), remark: z.string().trim().max(200).default('') });
export const CertificationReviewParamsSchema = z.object({ enterprise_id: idSchema() });
export const PersonalCertReviewParamsSchema = z.object({ id: idSchema().describe('the user') });

const image = z.string({ error: 'field.required' }).trim().min(1, 'field.required').max(500, 'field.tooLong');
/** POST /user/certification. */
export const PersonalCertBodySchema = z.object({
  real_name: z.string({ error: 'field.required' }).trim().min(2, 'field.required').max(30, 'field.tooLong'),
  id_number: z.string({ error: 'field.required' }).trim().toUpperCase().min(1, 'field.required').refine((v) => checkIdCard(v) === null, 'idCard.format'),
  id_front_image: image.describe('URL from POST /common/upload'),
  id_back_image: image.describe('URL from POST /common/upload'),
});
export type PersonalCertBody = z.infer<typeof PersonalCertBodySchema>;

/** GET /setup/user-certifications: the operator's review queue. */
export const PersonalCertQuerySchema = pageQuery.extend({ status: queryInt(1, 3).optional(), keyword: z.string().trim().max(50).optional() });
export const PersonalCertRowSchema = z.object({
  user_id: z.number(), user_name: z.string(), phone: z.string().describe('masked: 138****0000'), real_name: z.string(),
  id_number: z.string().describe('masked: first 3 and last 4 characters'), id_front_image: z.string(), id_back_image: z.string(),
  status: z.number(), review_remark: z.string(), submit_time: z.number(), review_time: z.number(),
});
export type PersonalCertRow = z.infer<typeof PersonalCertRowSchema>;
export const PersonalCertListSchema = listOf(PersonalCertRowSchema);
export type PersonalCertList = z.infer<typeof PersonalCertListSchema>;
