import { AuditStatus, CheckKind, Code, Decimal, billMetaOf, qty, type BillBodyInput } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { defineBillType, type ApprovalGate } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import { CheckResultsExt, recordResults } from './check-items.ts';
import { checkRows, loadSource, refuseOverOpen } from './check-lines.ts';
import { checkedRows, flaggedProducts } from './incoming-check.ts';
import { qualitySettings } from './quality-settings.ts';

const sales = 'sale-bills';
const type = 'delivery-checks';

/**
 * The gate on a sales bill's approval: with the delivery check mandatory, every row of a product that requires it
 * needs approved delivery checks of this bill whose qualified quantity covers the row; else approval is refused,
 * naming the product.
 */
export const requireDeliveryCheck: ApprovalGate = async (tx, enterpriseId, bill, postings) => {
  const settings = await qualitySettings(tx, enterpriseId);
  if (!settings.delivery_mandatory) return postings;
  const flagged = await flaggedProducts(tx, enterpriseId, bill.lines.map((l) => l.product_id), 'delivery_check');
  if (!flagged.size) return postings;
  const { rows } = await sql<{ id: number; number: string; name: string; qualified: string }>`
    SELECT l.id, l.number::text, p.name,
      coalesce((SELECT sum(c.qualified) FROM bill_line c JOIN bill cb ON cb.enterprise_id = c.enterprise_id AND cb.id = c.bill_id
        WHERE c.enterprise_id = l.enterprise_id AND c.source_line_id = l.id AND cb.type = ${type} AND cb.audit_status = ${AuditStatus.approved}), 0)::text AS qualified
    FROM bill_line l JOIN product p ON p.enterprise_id = l.enterprise_id AND p.id = l.product_id
    WHERE l.enterprise_id = ${enterpriseId} AND l.bill_id = ${bill.id} AND l.product_id = ANY(${[...flagged]}::int[]) ORDER BY l.line_no`.execute(tx);
  const short = rows.find((r) => new Decimal(r.qualified).lt(r.number));
  if (short) throw new AppError(Code.conflict, 'quality.deliveryUnchecked', { line_id: short.id }, { product: short.name, number: qty(short.number) });
  return postings;
};

async function prepareDelivery(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  if (!body.source_bill_id) throw invalidFields({ source_bill_id: 'quality.sourceRequired' });
  const source = await loadSource(db, enterpriseId, sales, body.source_bill_id, type);
  if (!source) throw invalidFields({ source_bill_id: 'field.refMissing' });
  if (source.audit_status === AuditStatus.approved) throw invalidFields({ source_bill_id: 'quality.saleApproved' });
  const lines = checkRows(source, body);
  return { ...body, partner_id: source.partner_id, lines, ext: await recordResults(db, enterpriseId, CheckKind.delivery, body, lines) };
}

/**
 * Delivery check (出货检验单) of a sales bill before it is approved: records qualified and rejected per row and moves
 * nothing; its approved qualified quantities are what the sales bill's gate asks for.
 */
export const deliveryCheck = defineBillType({
  meta: billMetaOf(type)!,
  ext: CheckResultsExt,
  prepareBody: prepareDelivery,
  async beforePosting(tx, enterpriseId, bill) {
    const head = await tx.selectFrom('bill').select('source_bill_id').where('enterprise_id', '=', enterpriseId).where('id', '=', bill.id).executeTakeFirstOrThrow();
    const source = await loadSource(tx, enterpriseId, sales, head.source_bill_id, type, { except: bill.id, lock: true });
    if (!source) throw new AppError(Code.conflict, 'quality.sourceRequired');
    if (source.audit_status === AuditStatus.approved) throw new AppError(Code.conflict, 'quality.saleApproved');
    refuseOverOpen(source, checkedRows(bill));
    return {};
  },
  toPostings: () => ({}),
});
