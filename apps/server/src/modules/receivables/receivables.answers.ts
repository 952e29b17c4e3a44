import { z } from 'zod';

/** Answer shapes of the receivables/payables queries; a field missing here would not reach the caller. */
const text = z.string();
const int = z.number();
const decimal = z.string();

export const OpenItemList = z.object({
  list: z.array(z.object({
    id: int, type: text, bill_sn: text, bill_date: text, amount: decimal.describe('with tax'), paid_amount: decimal, open_amount: decimal, pay_status: int,
  })),
});

export const PartnerStatement = z.object({
  opening: decimal, increase: decimal, decrease: decimal, closing: decimal,
  rows: z.array(z.object({
    id: text, entry_date: text, kind: text, bill_type: text, bill_id: int, bill_sn: text, reversal: z.boolean().describe('cancels an earlier row'),
    increase: decimal, decrease: decimal, balance: decimal,
  })),
});

const movement = { opening: decimal, increase: decimal, decrease: decimal, closing: decimal };
export const PartnerBalanceList = z.object({
  list: z.array(z.object({ partner_id: int, name: text, code: text, type: int, ...movement })),
  total: int, page: int, page_size: int, totals: z.object(movement),
});
