import { sql, type Kysely } from 'kysely';
import {
  billHeader, billVoucherLines, billVoucherTemplates, createVoucher, ledgerSettings, loadVoucherMapping, makeCostVoucher, pendingCostBills,
  type BillHeader, type VoucherLineInput,
} from '../../../engines/ledger/index.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { translate } from '../../../platform/i18n/server-messages.ts';
import { Code, billTypeName, isBillTypeCode, AuditStatus, type GenerateVouchersBody, type GenerateVouchersResult, type Language } from '@zf/shared';

type Result = GenerateVouchersResult;

const messageOf = (e: unknown, language: Language) => (e instanceof AppError ? translate(language, e.key, e.params) : e instanceof Error ? e.message : String(e));

/**
 * Batch mode (生成凭证): vouchers for the approved bills of a date range that have none yet — one per bill, or one per
 * day with the lines of all that day's bills — then the cost-difference vouchers of vouchered bills whose costs
 * changed since. Each voucher commits on its own, so one bill that cannot be vouchered (an unmapped account, a closed
 * period) is reported and the others are made.
 */
export async function generateVouchers(db: Kysely<DB>, enterpriseId: number, actorId: number, body: GenerateVouchersBody, language: Language): Promise<Result> {
  const result: Result = { created: 0, skipped: 0, errors: [] };
  const settings = await ledgerSettings(db, enterpriseId);
  if (!settings.initialized) throw new AppError(Code.conflict, 'autoVoucher.notInitialized');
  const from = settings.start_period && body.date_from < `${settings.start_period}-01` ? `${settings.start_period}-01` : body.date_from;
  const types = (body.bill_types?.length ? body.bill_types : Object.keys(billVoucherTemplates)).filter((t) => isBillTypeCode(t) && billVoucherTemplates[t]).map(billTypeName);
  const bills = types.length ? await db.selectFrom('bill as b').select(['b.id', 'b.type', 'b.bill_sn', 'b.bill_date', 'b.partner_id', 'b.department_id', 'b.principal_id', 'b.tax_amount'])
    .where('b.enterprise_id', '=', enterpriseId).where('b.audit_status', '=', AuditStatus.approved).where('b.type', 'in', types)
    .where('b.bill_date', '>=', from).where('b.bill_date', '<=', body.date_to)
    .where(noStandingVoucher)
    .orderBy('b.bill_date').orderBy('b.id').execute() : [];
  const mapping = await loadVoucherMapping(db, enterpriseId);
  const groups = new Map<string, BillHeader[]>();
  for (const b of bills) {
    const key = body.merge === 'day' ? b.bill_date : `${b.id}`;
    groups.set(key, [...(groups.get(key) ?? []), b]);
  }
  for (const [, group] of groups) {
    try {
      await db.transaction().execute(async (tx) => {
        const lines: VoucherLineInput[] = [];
        const sources = [];
        const free = await lockUnvouchered(tx, enterpriseId, group);
        result.skipped += group.length - free.length;
        for (const bill of free) {
          let billLines: VoucherLineInput[];
          try {
            billLines = await billVoucherLines(tx, enterpriseId, bill, mapping);
          } catch (e) {
            result.errors.push({ bill_sn: bill.bill_sn, message: messageOf(e, language) });
            continue;
          }
          if (!billLines.length) { result.skipped++; continue; }
          // Each line names its bill: a day voucher's cost difference is read per bill, like the bill's own voucher.
          lines.push(...billLines.map((l) => ({ ...l, bill_id: bill.id })));
          sources.push({ billType: bill.type, billId: bill.id, billSn: bill.bill_sn });
        }
        if (!sources.length) return;
        await createVoucher(tx, enterpriseId, { voucher_date: group[0]!.bill_date, word: '记', lines }, { kind: 'bill', makerId: actorId, sources, standing: true });
        result.created++;
      });
    } catch (e) {
      // The index's refusal: another run vouchered these bills between our check and insert — they have their voucher.
      if (e instanceof AppError && e.key === 'voucher.billVouchered') { result.skipped += group.length; continue; }
      for (const bill of group) result.errors.push({ bill_sn: bill.bill_sn, message: messageOf(e, language) });
    }
  }
  const cost = await generateCostVouchers(db, enterpriseId, actorId, from, body.date_to, language, types);
  return { created: result.created + cost.created, skipped: result.skipped + cost.skipped, errors: [...result.errors, ...cost.errors] };
}

/** Bill `b` has no standing voucher (correlated on the alias b). */
const noStandingVoucher = sql<boolean>`NOT EXISTS (SELECT 1 FROM voucher_source s
  WHERE s.enterprise_id = b.enterprise_id AND s.bill_type = b.type AND s.bill_id = b.id AND s.standing)`;

/**
 * The group's bills locked (in id order, so two runs never deadlock) that are still approved and still without a
 * standing voucher once the lock is ours: a run that got there first committed its voucher, and this one skips the
 * bill instead of vouchering it again (the unique index voucher_source_standing is the backstop).
 */
async function lockUnvouchered(tx: Kysely<DB>, enterpriseId: number, group: readonly BillHeader[]): Promise<BillHeader[]> {
  const ids = group.map((b) => b.id);
  await tx.selectFrom('bill').select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).orderBy('id').forUpdate().execute();
  const free = await tx.selectFrom('bill as b').select('b.id').where('b.enterprise_id', '=', enterpriseId).where('b.id', 'in', ids)
    .where('b.audit_status', '=', AuditStatus.approved).where(noStandingVoucher).execute();
  const keep = new Set(free.map((b) => b.id));
  return group.filter((b) => keep.has(b.id));
}

/** The cost-difference vouchers of a date range (cost vouchers page, after the monthly cost run; batch generation). */
export async function generateCostVouchers(db: Kysely<DB>, enterpriseId: number, actorId: number, from: string, to: string, language: Language, types?: string[]): Promise<Result> {
  const result: Result = { created: 0, skipped: 0, errors: [] };
  const mapping = await loadVoucherMapping(db, enterpriseId);
  const pending = (await pendingCostBills(db, enterpriseId, from, to, mapping)).filter((p) => !types || types.includes(p.bill_type));
  for (const p of pending) {
    try {
      await db.transaction().execute(async (tx) => {
        // Under the bill's lock the difference is read after any concurrent run's cost voucher committed: made once.
        await tx.selectFrom('bill').select('id').where('enterprise_id', '=', enterpriseId).where('id', '=', p.bill_id).forUpdate().execute();
        const bill = await billHeader(tx, enterpriseId, p.bill_id);
        if (bill && (await makeCostVoucher(tx, enterpriseId, bill, actorId, mapping))) result.created++;
        else result.skipped++;
      });
    } catch (e) {
      result.errors.push({ bill_sn: p.bill_sn, message: messageOf(e, language) });
    }
  }
  return result;
}
