import { z } from 'zod';
import { dateSchema, idSchema, intSchema } from '../input.ts';
import { listOf, pageQuery } from './common.contract.ts';

/*
 * Shared links (API.md "POST /shares · DELETE /shares/:id · GET /share/:token"): a statement or a bill's print an
 * enterprise hands a partner. GET /share/:token answers the common `PrintDocumentSchema`.
 */
const date = dateSchema();
const StatementShare = z.object({
  kind: z.literal('statement'),
  partner_id: idSchema(), side: z.enum(['receivable', 'payable']).default('receivable'), date_from: date, date_to: date,
  /** Unix seconds; 7 days from now when not given, at most 90. */
  expires_at: intSchema(1, 4_102_444_800).optional(),
});
/** What a statement link keeps (its `params`). */
export const ShareStatementParamsSchema = StatementShare.omit({ kind: true, expires_at: true });
/** A bill's printed document, read-only: the bill as it stands when the link is opened. */
const BillShare = z.object({
  kind: z.literal('bill'), bill_type: z.string().max(40), bill_id: idSchema(),
  expires_at: intSchema(1, 4_102_444_800).optional(),
});
/** What a bill link keeps (its `params`). */
export const ShareBillParamsSchema = BillShare.omit({ kind: true, expires_at: true });
/** `POST /shares`. */
export const ShareBodySchema = z.discriminatedUnion('kind', [StatementShare, BillShare]);
/** The answer of `POST /shares` and `POST /shares/:id/reissue`. */
export const ShareCreatedSchema = z.object({ id: z.number(), token: z.string(), url: z.string(), expires_at: z.number() });
export type ShareCreated = z.infer<typeof ShareCreatedSchema>;
export const ShareTokenParamsSchema = z.object({ token: z.string().max(100) });
export const ShareIdParamsSchema = z.object({ id: idSchema() });
/** `GET /shares?kind=`. */
export const ShareListQuerySchema = pageQuery.extend({ kind: z.enum(['bill', 'statement']).default('bill') });
const ShareRow = z.object({
  id: z.number(), kind: z.enum(['bill', 'statement']), params: z.record(z.string(), z.unknown()), created_by: z.number(), creator_name: z.string(),
  create_time: z.number(), expires_at: z.number(), revoked_time: z.number().nullable(), status: z.enum(['live', 'expired', 'revoked']), bill_sn: z.string(),
  partner_name: z.string(),
});
export const ShareListSchema = listOf(ShareRow);
export type ShareList = z.infer<typeof ShareListSchema>;
export type ShareRow = z.infer<typeof ShareRow>;
