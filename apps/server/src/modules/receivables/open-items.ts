import { AuditStatus, Decimal, amount, payableSide, receivableSide } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

export interface OpenItem {
  id: number;
  type: string;
  bill_sn: string;
  bill_date: string;
  /** The document's amount with tax: what clearing it fully takes. */
  amount: string;
  paid_amount: string;
  open_amount: string;
  pay_status: number;
}

/**
 * A partner's approved documents that still have an open amount, oldest first: on the receivable side what they owe
 * us (sales, purchase returns, receivable bills, our advances to them), on the payable side what we owe them.
 */
export async function openItems(db: Kysely<DB>, enterpriseId: number, partnerId: number, side: 'receivable' | 'payable', exceptBillId = 0): Promise<OpenItem[]> {
  const types = side === 'receivable' ? receivableSide : payableSide;
  const rows = await db
    .selectFrom('bill')
    .select(['id', 'type', 'bill_sn', 'bill_date', 'paid_amount', 'pay_status', sql<string>`total_amount + tax_amount`.as('amount')])
    .where('enterprise_id', '=', enterpriseId)
    .where('partner_id', '=', partnerId)
    .where('type', 'in', [...types])
    .where('audit_status', '=', AuditStatus.approved)
    .where('id', '<>', exceptBillId)
    .where(sql<boolean>`total_amount + tax_amount > paid_amount`)
    .orderBy('bill_date')
    .orderBy('id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, amount: amount(r.amount), paid_amount: amount(r.paid_amount), open_amount: amount(new Decimal(r.amount).sub(r.paid_amount)) }));
}
