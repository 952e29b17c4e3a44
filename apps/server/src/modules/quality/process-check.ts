import { AuditStatus, Code, billMetaOf, refIdSchema, type BillBodyInput } from '@zf/shared';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { defineBillType } from '../../engines/bill/index.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import { checkRows, loadSource, refuseOverOpen } from './check-lines.ts';
import { checkedRows } from './incoming-check.ts';

const reports = 'work-reports';
const type = 'process-checks';

/** The process checked (for the pass rate per process); the work report's order step when left out. */
const ProcessCheckExt = z.object({ process_id: refIdSchema().default(0) });

async function prepareProcess(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  if (!body.source_bill_id) throw invalidFields({ source_bill_id: 'quality.sourceRequired' });
  const source = await loadSource(db, enterpriseId, reports, body.source_bill_id, type);
  if (!source) throw invalidFields({ source_bill_id: 'field.refMissing' });
  if (source.audit_status !== AuditStatus.approved) throw invalidFields({ source_bill_id: 'quality.sourceNotApproved' });
  return { ...body, lines: checkRows(source, body) };
}

/** Process check (工序检验单) of an approved work report: qualified and rejected per row; it moves no goods. */
export const processCheck = defineBillType({
  meta: billMetaOf(type)!,
  ext: ProcessCheckExt,
  prepareBody: prepareProcess,
  async beforePosting(tx, enterpriseId, bill) {
    const head = await tx.selectFrom('bill').select('source_bill_id').where('enterprise_id', '=', enterpriseId).where('id', '=', bill.id).executeTakeFirstOrThrow();
    const source = await loadSource(tx, enterpriseId, reports, head.source_bill_id, type, bill.id, true);
    if (!source || source.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'quality.sourceNotApproved');
    refuseOverOpen(source, checkedRows(bill));
    return {};
  },
  toPostings: () => ({}),
});
