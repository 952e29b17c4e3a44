import { AuditStatus, Code, InvoiceStatus, invoiceMetaFor, lineDiscountProblem, takesLineDiscount, type BillBodyInput, type BillCreated, type MessageKey } from '@zf/shared';
import type { Kysely } from 'kysely';
import { transactionWithHooks } from '../../platform/db/after-commit.ts';
import type { DB } from '../../platform/db/schema.ts';
import { nowSeconds } from '../../platform/db/types.ts';
import { AppError, invalidFields, notFound } from '../../platform/http/app-error.ts';
import type { TenantContext } from '../../platform/tenancy/context.ts';
import { logChange } from '../resource/change-log.ts';
import { assertVersion } from '../resource/record-version.ts';
import { auditBillIn, type AuditOutcome } from './bill-audit.ts';
import { checkBillRefs } from './bill-refs.ts';
import { assertBillPeriodOpen } from './bill-period.ts';
import { headerValues, loadBill, priceLines, touch, writeLines, writeMoneyRows } from './bill-store.ts';
import { checkMoneyRows } from './money-rows.ts';
import { parseBillExt } from './bill-ext.ts';
import { prepareInvoice } from './bill-invoice.ts';
import type { BillType } from './bill-type.ts';
import { nextBillSn } from './numbering.ts';

/**
 * Creating, editing and deleting documents. The body was validated by its schema; here are the rules that need the
 * type or the database: partner and stores present, lines priced on the server, editing only while pending or
 * rejected (an edit of a rejected bill sends it back to pending), deleting only while pending, rejected or voided.
 */
export class BillService {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * A new document; with `audit: true` (保存并审核) it is approved in the same transaction, so a refused approval
   * (stock, period, rule, approver) rolls the document back with it and answers the refusal: nothing is stored and no
   * number is used, and the clerk's retry cannot make a second document.
   */
  async create(tenant: TenantContext, type: BillType, input: BillBodyInput): Promise<BillCreated> {
    const prepared = await this.prepare(tenant, type, input);
    if (!input.audit) return this.db.transaction().execute((tx) => insertBill(tx, tenant, type, prepared));
    return transactionWithHooks(this.db, async (tx) => {
      const created = await insertBill(tx, tenant, type, prepared);
      return { ...created, ...(await auditBillIn(tx, tenant, type, created.id, 'audit')) };
    });
  }

  /**
   * The same inside a transaction the caller holds (`this.db` is that transaction): a service that writes documents of
   * two enterprises at once (the supply chain's linked purchase and sales orders) commits both or neither.
   */
  async createInTransaction(tenant: TenantContext, type: BillType, input: BillBodyInput): Promise<{ id: number; bill_sn: string }> {
    return insertBill(this.db, tenant, type, await this.prepare(tenant, type, input));
  }

  private async prepare(tenant: TenantContext, type: BillType, input: BillBodyInput): Promise<PreparedBill> {
    const body = type.prepareBody ? await type.prepareBody(this.db, tenant.enterpriseId, input) : input;
    checkHeader(type, body);
    let ext = parseBillExt(type, body.ext ?? {});
    await checkBillRefs(this.db, tenant.enterpriseId, type.meta, body);
    let priced = priceLines(body, type.meta);
    // Invoices price their lines from the lines they invoice (bill-invoice.ts).
    if (type.meta.invoice) ({ priced, ext } = await prepareInvoice(this.db, tenant.enterpriseId, type.meta, body, priced, ext));
    return { body, ext, priced };
  }

  /**
   * `version` (when sent) must be the stored one: an edit made from an older read is refused with 4090 (record-version.ts).
   * With `audit: true` the edited draft is approved in the same transaction; a refusal leaves the draft as it was.
   */
  async update(tenant: TenantContext, type: BillType, id: number, input: BillBodyInput, version?: number): Promise<AuditOutcome | undefined> {
    const body = type.prepareBody ? await type.prepareBody(this.db, tenant.enterpriseId, input) : input;
    checkHeader(type, body);
    // An edit that leaves `ext` out keeps the stored fields, as it keeps any other header field it leaves out.
    let ext = body.ext === undefined ? {} : { ext: JSON.stringify(parseBillExt(type, body.ext)) };
    await checkBillRefs(this.db, tenant.enterpriseId, type.meta, body);
    let priced = priceLines(body, type.meta);
    if (type.meta.invoice) {
      // An invoice's `red` follows its lines, so its fields are written on every edit (the stored ones when left out).
      const stored = body.ext === undefined ? await storedExt(this.db, tenant.enterpriseId, id) : parseBillExt(type, body.ext);
      const prepared = await prepareInvoice(this.db, tenant.enterpriseId, type.meta, body, priced, stored, id);
      priced = prepared.priced;
      ext = { ext: JSON.stringify(prepared.ext) };
    }
    return transactionWithHooks(this.db, async (tx) => {
      const bill = await loadBill(tx, tenant.enterpriseId, type.meta.type, id, { forUpdate: true });
      if (!bill) throw notFound();
      const h = bill.header;
      // The period first, so a document of a closed month answers with the month. Moving a document out of a
      // closed period is a change in it as much as moving one in.
      await assertBillPeriodOpen(tx, tenant.enterpriseId, type.meta, [bill.header.bill_date, body.bill_date]);
      await assertVersion(tx, { enterpriseId: tenant.enterpriseId, resource: type.meta.type, recordId: id, version: h.version, updateTime: h.update_time }, version);
      if (h.audit_status !== AuditStatus.pending && h.audit_status !== AuditStatus.rejected) throw new AppError(Code.conflict, 'bill.notEditable');
      await tx
        .updateTable('bill')
        .set({ ...headerValues(body), ...ext, total_number: priced.total_number, total_amount: priced.total_amount, tax_amount: priced.tax_amount, audit_status: AuditStatus.pending, audit_step: 0, ...touch() } as never)
        .where('enterprise_id', '=', tenant.enterpriseId)
        .where('id', '=', id)
        .execute();
      await writeLines(tx, tenant.enterpriseId, id, priced.lines, body.store_id ?? body.out_store_id ?? 0);
      await writeMoneyRows(tx, tenant.enterpriseId, id, body);
      await type.afterSave?.(tx, { enterpriseId: tenant.enterpriseId, id });
      await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: type.meta.type, recordId: id, action: 'update', summary: bill.header.bill_sn, changes: { total_amount: [bill.header.total_amount, priced.total_amount] } });
      return input.audit ? auditBillIn(tx, tenant, type, id, 'audit') : undefined;
    });
  }

  async remove(tenant: TenantContext, type: BillType, id: number): Promise<void> {
    return transactionWithHooks(this.db, async (tx) => {
      const bill = await loadBill(tx, tenant.enterpriseId, type.meta.type, id, { forUpdate: true });
      if (!bill) throw notFound();
      await assertBillPeriodOpen(tx, tenant.enterpriseId, type.meta, [bill.header.bill_date]);
      if (bill.header.audit_status === AuditStatus.approved) throw new AppError(Code.conflict, 'bill.notDeletable');
      await tx.deleteFrom('bill').where('enterprise_id', '=', tenant.enterpriseId).where('id', '=', id).execute();
      await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: type.meta.type, recordId: id, action: 'delete', summary: bill.header.bill_sn });
    });
  }
}

/**
 * A new pending bill made inside another document's transaction (quality: the purchase return draft of an incoming
 * check's rejects): the same checks and pricing as a save from the screen, on the caller's transaction handle.
 */
export function createBillIn(tx: Kysely<DB>, tenant: TenantContext, type: BillType, body: BillBodyInput): Promise<{ id: number; bill_sn: string }> {
  return new BillService(tx).createInTransaction(tenant, type, body);
}

async function storedExt(db: Kysely<DB>, enterpriseId: number, id: number): Promise<Record<string, unknown>> {
  const row = await db.selectFrom('bill').select('ext').where('enterprise_id', '=', enterpriseId).where('id', '=', id).executeTakeFirst();
  return row?.ext ?? {};
}

/** Header rules every type shares: its partner, its rows, its stores (a transfer needs two different ones). */
function checkHeader(type: BillType, body: BillBodyInput) {
  const fields: Partial<Record<string, MessageKey>> = { ...type.checkBody?.(body) };
  if ((type.meta.partner === 'supplier' || type.meta.partner === 'customer' || type.meta.partner === 'either') && !body.partner_id) fields.partner_id = 'bill.partnerRequired';
  Object.assign(fields, checkLineDiscounts(type, body));
  if (type.meta.money) Object.assign(fields, checkMoneyRows(type.meta.money, body));
  else if (!body.lines.length && !type.meta.linesOptional) fields.lines = 'bill.linesRequired';
  // Without rows there is no row warehouse to stand in for the header's: a save missing everything hears all of it.
  const rowless = !body.lines.length && type.meta.linesOptional;
  if (type.meta.store === 'single' && !rowless && !body.store_id && (!body.lines.length || body.lines.some((l) => !l.warehouse_id))) fields.store_id = 'bill.storeRequired';
  if (type.meta.store === 'transfer') {
    if (!body.out_store_id) fields.out_store_id = 'bill.storeRequired';
    if (!body.in_store_id) fields.in_store_id = 'bill.storeRequired';
    if (body.out_store_id && body.out_store_id === body.in_store_id) fields.in_store_id = 'transfer.sameStore';
  }
  if (Object.keys(fields).length) throw invalidFields(fields as Record<string, MessageKey>);
  const unconfirmed = type.confirmations?.(body).find((c) => !body.confirm?.includes(c.key));
  if (unconfirmed) throw new AppError(unconfirmed.code, unconfirmed.message, { confirm_key: unconfirmed.key });
}


/**
 * Line discounts: only purchase and sales documents take them (the documents with a line tax rate); a discount is at
 * most the line's gross, and a rate sent with an amount must make that amount (line-discount.ts).
 */
function checkLineDiscounts(type: BillType, body: BillBodyInput): Partial<Record<string, MessageKey>> {
  const fields: Partial<Record<string, MessageKey>> = {};
  const takes = takesLineDiscount(type.meta);
  body.lines.forEach((l, i) => {
    const rate = l.discount_rate !== undefined && Number(l.discount_rate) !== 0;
    const off = l.discount_amount !== undefined && Number(l.discount_amount) !== 0;
    if (!takes) {
      if (rate || off) fields[`lines.${i}.${rate ? 'discount_rate' : 'discount_amount'}`] = 'bill.discountNotHere';
      return;
    }
    const problem = lineDiscountProblem(l);
    if (problem) fields[`lines.${i}.${problem.field}`] = problem.message;
  });
  return fields;
}

type PreparedBill = { body: BillBodyInput; ext: Record<string, unknown>; priced: ReturnType<typeof priceLines> };

/** Numbers and writes a prepared document in the caller's transaction. */
async function insertBill(tx: Kysely<DB>, tenant: TenantContext, type: BillType, { body, ext, priced }: PreparedBill): Promise<{ id: number; bill_sn: string }> {
  await assertBillPeriodOpen(tx, tenant.enterpriseId, type.meta, [body.bill_date]);
  const now = nowSeconds();
  const bill_sn = await nextBillSn(tx, tenant.enterpriseId, type.meta.prefix, body.bill_date);
  const { id } = await tx
    .insertInto('bill')
    .values({
      ...headerValues(body), enterprise_id: tenant.enterpriseId, type: type.meta.type, bill_sn, bill_date: body.bill_date, maker_id: tenant.employeeId,
      total_number: priced.total_number, total_amount: priced.total_amount, tax_amount: priced.tax_amount, ext: JSON.stringify(ext), create_time: now, update_time: now,
      invoice_status: invoiceMetaFor(type.meta.type) ? InvoiceStatus.none : 0,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLines(tx, tenant.enterpriseId, id, priced.lines, body.store_id ?? body.out_store_id ?? 0, true);
  await writeMoneyRows(tx, tenant.enterpriseId, id, body, true);
  await type.afterSave?.(tx, { enterpriseId: tenant.enterpriseId, id });
  await logChange(tx, { enterpriseId: tenant.enterpriseId, employeeId: tenant.employeeId, resource: type.meta.type, recordId: id, action: 'create', summary: bill_sn });
  return { id, bill_sn };
}
