import type { BillTypeCode } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { liveBillVoucher, voucherNo } from '../ledger/index.ts';

/** The bill's voucher for its detail (API.md: `voucher_id`, `voucher_no`, null when it has none or it was reversed). */
export async function billVoucherLink(db: Kysely<DB>, enterpriseId: number, billType: BillTypeCode, billId: number): Promise<{ voucher_id: number | null; voucher_no: string | null }> {
  const v = await liveBillVoucher(db, enterpriseId, billType, billId);
  return v ? { voucher_id: v.id, voucher_no: voucherNo(v.word, v.number) } : { voucher_id: null, voucher_no: null };
}
