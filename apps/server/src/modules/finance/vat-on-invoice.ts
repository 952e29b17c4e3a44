import { AuditStatus, Code, InvoiceStatus } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * "Input VAT on invoice" decides where a purchase's tax goes at receipt (进项税额, or 暂估进项税额 until the invoice).
 * Switching it while approved purchases in the books still wait for invoices would move their tax twice or never, so
 * the switch waits until every such purchase bill and return is fully invoiced (4090 naming one that is not).
 */
export async function assertVatSwitchable(tx: Kysely<DB>, enterpriseId: number, startPeriod: string): Promise<void> {
  let q = tx.selectFrom('bill').select('bill_sn').where('enterprise_id', '=', enterpriseId)
    .where('type', 'in', ['purchase-bills', 'purchase-returns']).where('audit_status', '=', AuditStatus.approved)
    .where('invoice_status', 'in', [InvoiceStatus.none, InvoiceStatus.partly]);
  if (startPeriod) q = q.where('bill_date', '>=', `${startPeriod}-01`);
  const open = await q.orderBy('bill_date').limit(1).executeTakeFirst();
  if (open) throw new AppError(Code.conflict, 'invoice.vatSwitchOpen', null, { sn: open.bill_sn });
}
