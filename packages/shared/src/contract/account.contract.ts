import { z } from 'zod';
import { queryId } from '../input.ts';
import { listOf, pageQuery } from './common.contract.ts';

/*
 * The account centre and the platform operator's tools (API.md "account"): recharge records (充值记录), the
 * operator's enterprise search and recharge entry, the front- and back-end customers (前后台客户) and the
 * enterprise's deregistration (企业注销). The certifications are in certification.contract.ts.
 */

/** GET /setup/enterprises?keyword=: whom a recharge is for. */
export const OperatorEnterpriseQuerySchema = z.object({ keyword: z.string().trim().min(1, 'field.required').max(50) });
const OperatorEnterprise = z.object({ id: z.number(), code: z.string(), name: z.string(), version_name: z.string(), expired_time: z.number() });
export const OperatorEnterpriseListSchema = z.object({ list: z.array(OperatorEnterprise) });
export type OperatorEnterpriseList = z.infer<typeof OperatorEnterpriseListSchema>;
export type OperatorEnterprise = OperatorEnterpriseList['list'][number];

/** GET /setup/recharges?enterprise_id=. */
export const RechargeQuerySchema = z.object({ enterprise_id: queryId() });
export const RechargeRowSchema = z.object({
  id: z.number(), version_name: z.string(), months: z.number(), amount: z.string(), pay_method: z.string(), serial_number: z.string(),
  expired_before: z.number(), expired_after: z.number(), create_time: z.number(),
});
/** GET /recharge-records and /setup/recharges: the edition, its expiry and the recharge history. */
export const RechargeRecordsSchema = z.object({ version_name: z.string(), expired_time: z.number(), list: z.array(RechargeRowSchema) });
export type RechargeRecords = z.infer<typeof RechargeRecordsSchema>;
export type RechargeRow = z.infer<typeof RechargeRowSchema>;

/** POST /setup/recharges. */
export const RechargeBodySchema = z.object({
  enterprise_id: z.number().int().positive(),
  version_name: z.string().trim().min(1, 'field.required').max(30, 'field.tooLong'),
  months: z.number().int('field.invalid').min(1, 'number.range').max(120, 'number.range'),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'decimal.format'),
  pay_method: z.string().trim().max(30, 'field.tooLong').default(''),
  serial_number: z.string().trim().max(60, 'field.tooLong').default(''),
});
export type RechargeBody = z.infer<typeof RechargeBodySchema>;
export const RechargeMadeSchema = z.object({ id: z.number(), expired_after: z.number() });
export type RechargeMade = z.infer<typeof RechargeMadeSchema>;

/** GET /front-back-customers. */
export const FrontBackQuerySchema = pageQuery.extend({ side: z.enum(['front', 'back']).optional(), keyword: z.string().max(50).optional() });
export const FrontBackRowSchema = z.object({
  partner_id: z.number(), code: z.string(), name: z.string(), contact: z.string(), mobile: z.string(),
  accounts: z.number().describe('enabled customer-account logins'), shops: z.number().describe('shops ordering as this customer'),
  side: z.enum(['front', 'back']).describe('front: can order online (a login or a shop); back: kept in the back office only'),
});
export type FrontBackRow = z.infer<typeof FrontBackRowSchema>;
export const FrontBackListSchema = listOf(FrontBackRowSchema);
export type FrontBackList = z.infer<typeof FrontBackListSchema>;

/** GET /enterprise/deregistration, and the answer of applying and undoing. */
export const DeregistrationStateSchema = z.object({
  status: z.number().describe('0 none, 1 cooling off, 3 deregistered'), reason: z.string(), apply_time: z.number(), due_time: z.number(), days_left: z.number(),
  last_export_time: z.number(), export_fresh: z.boolean().describe('exported within 24 hours: an application may be made'),
});
export type DeregistrationState = z.infer<typeof DeregistrationStateSchema>;
/** POST /enterprise/deregistration/export: the answer is the file (application/octet-stream), no JSON schema. */
export const DeregistrationExportBodySchema = z.object({}).describe('no fields: the answer is the file');
/** POST /enterprise/deregistration: the enterprise's name typed as confirmation. */
export const DeregistrationBodySchema = z.object({ confirm_name: z.string().max(100), reason: z.string().max(200, 'field.tooLong') });
