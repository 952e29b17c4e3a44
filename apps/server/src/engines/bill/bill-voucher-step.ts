import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { makeBillVoucher, voucherOnApproval, withdrawBillVouchers, type BillHeader } from '../ledger/index.ts';

/**
 * The general-ledger step of approval and reverse audit (ARCHITECTURE §5). The voucher code the bill engine needs
 * lives in engines/ledger (an engine, so the bill engine may call it; modules only configure it through the mapping
 * tables), not in a module hook: approval must never commit without its voucher.
 *
 * Approval, after the postings: when the books run (locked_account 1), the mode is "on approval" and the bill's
 * date is in the books (≥ start period), the bill's voucher is made from the rows just written.
 */
export async function billFollowsInLedger(tx: Kysely<DB>, tenant: TenantContext, header: BillHeader): Promise<void> {
  if (!(await voucherOnApproval(tx, tenant.enterpriseId, header.bill_date))) return;
  await makeBillVoucher(tx, tenant.enterpriseId, header, tenant.employeeId);
}

/** Reverse audit: the bill's vouchers are deleted (unaudited), unaudited and deleted (audited) or reversed in red (posted). */
export async function billLeavesLedger(tx: Kysely<DB>, tenant: TenantContext, header: BillHeader): Promise<void> {
  await withdrawBillVouchers(tx, tenant.enterpriseId, header.type, header.id, tenant.employeeId);
}
