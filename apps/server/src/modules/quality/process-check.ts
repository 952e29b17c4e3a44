import { AuditStatus, CheckKind, Code, Decimal, billMetaOf, qty, refIdSchema, type BillBodyInput } from '@zf/shared';
import { sql, type Kysely } from 'kysely';
import { defineBillType, type ApprovalGate } from '../../engines/bill/index.ts';
import { baseNumberSql } from '../../engines/bill/line-units.ts';
import type { DB } from '../../platform/db/schema.ts';
import { AppError, invalidFields } from '../../platform/http/app-error.ts';
import { loadOrder, orderFigures, sortedSteps } from '../production/index.ts';
import { CheckResultsExt, recordResults } from './check-items.ts';
import { checkRows, loadSource, refuseOverOpen } from './check-lines.ts';
import { checkedRows } from './incoming-check.ts';
import { qualitySettings } from './quality-settings.ts';

const reports = 'work-reports';
const type = 'process-checks';

/** The process checked (for the pass rate per process): the work report's step's process when left out. */
const ProcessCheckExt = CheckResultsExt.extend({ process_id: refIdSchema().default(0) });

const reportOf = (db: Kysely<DB>, enterpriseId: number, id: number) =>
  db.selectFrom('bill').select(['source_bill_id', 'ext']).where('enterprise_id', '=', enterpriseId).where('id', '=', id).where('type', '=', reports).executeTakeFirst();

async function prepareProcess(db: Kysely<DB>, enterpriseId: number, body: BillBodyInput): Promise<BillBodyInput> {
  if (!body.source_bill_id) throw invalidFields({ source_bill_id: 'quality.sourceRequired' });
  const source = await loadSource(db, enterpriseId, reports, body.source_bill_id, type, { base: true });
  if (!source) throw invalidFields({ source_bill_id: 'field.refMissing' });
  if (source.audit_status !== AuditStatus.approved) throw invalidFields({ source_bill_id: 'quality.sourceNotApproved' });
  let processId = Number(body.ext?.process_id ?? 0);
  if (!processId) {
    const report = (await reportOf(db, enterpriseId, body.source_bill_id))!;
    const order = await loadOrder(db, enterpriseId, report.source_bill_id);
    processId = order.ext.steps.find((s) => s.sequence === Number(report.ext?.step))?.process_id ?? 0;
  }
  const lines = checkRows(source, body);
  return { ...body, ext: { ...(await recordResults(db, enterpriseId, CheckKind.process, body, lines)), process_id: processId }, lines };
}

/**
 * Process check (工序检验单) of an approved work report: qualified and rejected per row, in the product's base unit
 * whatever unit the report was counted in (the order's figures are in base units); it moves no goods. Approved,
 * its rejects become the step's scrap in the production order's figures (order-figures.ts): the next step and the
 * receipt may take only what passed. So approval refuses to reject more of a step's good than the next step (or,
 * after the last step, the receipts) has not yet taken.
 */
export const processCheck = defineBillType({
  meta: billMetaOf(type)!,
  ext: ProcessCheckExt,
  prepareBody: prepareProcess,
  async beforePosting(tx, enterpriseId, bill) {
    const head = await tx.selectFrom('bill').select('source_bill_id').where('enterprise_id', '=', enterpriseId).where('id', '=', bill.id).executeTakeFirstOrThrow();
    const source = await loadSource(tx, enterpriseId, reports, head.source_bill_id, type, { except: bill.id, lock: true, base: true });
    if (!source || source.audit_status !== AuditStatus.approved) throw new AppError(Code.conflict, 'quality.sourceNotApproved');
    refuseOverOpen(source, checkedRows(bill));
    const report = (await reportOf(tx, enterpriseId, head.source_bill_id))!;
    const order = await loadOrder(tx, enterpriseId, report.source_bill_id, { lock: true });
    const figures = await orderFigures(tx, enterpriseId, order.id);
    const steps = sortedSteps(order);
    const at = steps.findIndex((s) => s.sequence === Number(report.ext?.step));
    const taken = at === steps.length - 1 ? figures.received : figures.steps.get(steps[at + 1]?.sequence ?? -1)?.good ?? new Decimal(0);
    const free = Decimal.max((figures.steps.get(Number(report.ext?.step))?.good ?? new Decimal(0)).sub(taken), 0);
    const rejected = bill.lines.reduce((sum, l) => sum.add(l.rejected ?? 0), new Decimal(0));
    if (rejected.gt(free)) throw new AppError(Code.conflict, 'quality.scrapTaken', null, { allowed: qty(free) });
    return {};
  },
  toPostings: () => ({}),
});

/**
 * The gate on work reports and production receipts (issue 18: the process-check switch): with process checks
 * mandatory, what a step that is an inspection point (process.inspection) reported may be taken further — by the
 * next step's work report, or after the last step by a production receipt — only once approved process checks of
 * that step's approved work reports cover everything it reported; else approval is refused, naming the step and
 * what still waits for its check.
 */
export const requireProcessCheck: ApprovalGate = async (tx, enterpriseId, bill, postings) => {
  const settings = await qualitySettings(tx, enterpriseId);
  if (!settings.process_mandatory) return postings;
  const head = await tx.selectFrom('bill').select(['source_bill_id', 'ext']).where('enterprise_id', '=', enterpriseId).where('id', '=', bill.id).executeTakeFirstOrThrow();
  const order = await loadOrder(tx, enterpriseId, head.source_bill_id);
  const steps = sortedSteps(order);
  const at = bill.type === reports ? steps.findIndex((s) => s.sequence === Number(head.ext?.step)) : steps.length;
  const previous = at > 0 ? steps[at - 1] : undefined;
  if (!previous) return postings;
  const process = await tx.selectFrom('process').select(['name', 'inspection']).where('enterprise_id', '=', enterpriseId).where('id', '=', previous.process_id).executeTakeFirst();
  if (!process?.inspection) return postings;
  const { rows } = await sql<{ reported: string; checked: string }>`
    SELECT coalesce(sum(${baseNumberSql()}), 0)::text AS reported,
      coalesce((SELECT sum(c.qualified + c.rejected) FROM bill_line c JOIN bill cb ON cb.enterprise_id = c.enterprise_id AND cb.id = c.bill_id
        JOIN bill r2 ON r2.enterprise_id = cb.enterprise_id AND r2.id = cb.source_bill_id
        WHERE cb.enterprise_id = ${enterpriseId} AND cb.type = ${type} AND cb.audit_status = ${AuditStatus.approved}
          AND r2.type = ${reports} AND r2.audit_status = ${AuditStatus.approved} AND r2.source_bill_id = ${order.id} AND r2.ext->>'step' = ${String(previous.sequence)}), 0)::text AS checked
    FROM bill r JOIN bill_line l ON l.enterprise_id = r.enterprise_id AND l.bill_id = r.id
    WHERE r.enterprise_id = ${enterpriseId} AND r.type = ${reports} AND r.audit_status = ${AuditStatus.approved} AND r.source_bill_id = ${order.id}
      AND r.ext->>'step' = ${String(previous.sequence)}`.execute(tx);
  const waiting = new Decimal(rows[0]?.reported ?? 0).sub(rows[0]?.checked ?? 0);
  if (waiting.gt(0)) throw new AppError(Code.conflict, 'quality.processUnchecked', null, { process: process.name, number: qty(waiting) });
  return postings;
};
