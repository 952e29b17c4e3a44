import { z } from 'zod';

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
