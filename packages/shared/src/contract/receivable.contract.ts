import { z } from 'zod';
import { dateSchema, queryId, queryInt, queryPage, queryPageSize, queryRefId } from '../input.ts';

/*
 * Receivables and payables queries (API.md "Bills"; issue 5 item 6): a partner's open documents, the partner statement
 * (对账单, printed with PrintDocumentSchema), balances per partner and the settlement accounts' balances. Amounts are
 * decimal strings; column rights may take the partner money fields away.
 */
const date = dateSchema();
const side = z.enum(['receivable', 'payable']).default('receivable');
/** GET /receivables/open-items: what a receipt or payment can clear. */
export const OpenItemsQuerySchema = z.object({ partner_id: queryId(), side, except_bill_id: queryRefId().default(0) });
/** GET /receivables/statement (and its print and export). */
export const PartnerStatementQuerySchema = z.object({ partner_id: queryId(), date_from: date, date_to: date, side });
/** GET /receivables/balances. */
export const PartnerBalancesQuerySchema = z.object({
  date_from: date, date_to: date, side,
  partner_type: queryInt(1, 2).optional(),
  keyword: z.string().trim().max(60).optional(),
  page: queryPage(), page_size: queryPageSize(500, 20),
});
/** GET /receivables/accounts: balances at the end of `date`, or now. */
export const AccountBalancesQuerySchema = z.object({ date: date.optional() });

const text = z.string();
const int = z.number();
const decimal = z.string();
export const OpenItemListSchema = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, amount: decimal.describe('with tax'), paid_amount: decimal, open_amount: decimal, pay_status: int,
  })),
});
export type OpenItemList = z.infer<typeof OpenItemListSchema>;
export const PartnerStatementSchema = z.object({
  opening: decimal, increase: decimal, decrease: decimal, closing: decimal,
  rows: z.array(z.object({
    id: text, entry_date: text, kind: text, bill_type: text, bill_id: int, bill_sn: text, reversal: z.boolean().describe('cancels an earlier row'),
    increase: decimal, decrease: decimal, balance: decimal,
  })),
});
export type PartnerStatement = z.infer<typeof PartnerStatementSchema>;
const movement = { opening: decimal, increase: decimal, decrease: decimal, closing: decimal };
export const PartnerBalanceListSchema = z.object({
  list: z.array(z.object({ partner_id: int, name: text, code: text, type: int, ...movement })),
  total: int, page: int, page_size: int, totals: z.object(movement),
});
export type PartnerBalanceList = z.infer<typeof PartnerBalanceListSchema>;
export const AccountBalancesSchema = z.object({ list: z.array(z.object({
  id: z.number(), name: z.string(), opening_balance: z.string(), income: z.string(), expense: z.string(), balance: z.string(),
})) });
export type AccountBalances = z.infer<typeof AccountBalancesSchema>;
