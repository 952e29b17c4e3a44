import { AuditStatus, Decimal, settlementSide, type BillBodyInput, type BillMeta } from '@zf/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';
import type { AnyMessageKey } from '../../platform/i18n/server-messages.ts';

/**
 * What a money document names must be the caller's: settlement accounts, income-expense categories, and the
 * documents it clears — approved, of the same partner, of a type it may clear. A verification bill clears as much on
 * one side (what the partner owes us) as on the other (what we owe them). Answered as 4220 on the fields.
 */
export async function checkMoneyRefs(typed: Kysely<DB>, enterpriseId: number, meta: BillMeta, body: BillBodyInput): Promise<Record<string, AnyMessageKey>> {
  const { money_lines: moneyLines = [], settlements = [] } = body;
  const fields: Record<string, AnyMessageKey> = {};
  const existing = async (table: 'settlement_account' | 'expense_category' | 'expense_project', ids: number[]) => new Set<number>(ids.length
    ? (await typed.selectFrom(table).select('id').where('enterprise_id', '=', enterpriseId).where('id', 'in', ids).execute()).map((r) => r.id)
    : []);
  const accounts = await existing('settlement_account', [...new Set(moneyLines.map((l) => l.account_id ?? 0).filter(Boolean))]);
  const categories = await existing('expense_category', [...new Set(moneyLines.map((l) => l.category_id ?? 0).filter(Boolean))]);
  const projects = await existing('expense_project', [...new Set(moneyLines.map((l) => l.project_id ?? 0).filter(Boolean))]);
  moneyLines.forEach((l, i) => {
    if (l.project_id && (!meta.money?.expense || !projects.has(l.project_id))) fields[`money_lines.${i}.project_id`] = 'field.refMissing';
    if (l.tax_amount && Number(l.tax_amount) !== 0 && !meta.money?.expense) fields[`money_lines.${i}.tax_amount`] = 'field.invalid';
    if (l.account_id && !accounts.has(l.account_id)) fields[`money_lines.${i}.account_id`] = 'field.refMissing';
    if (l.category_id && !categories.has(l.category_id)) fields[`money_lines.${i}.category_id`] = 'field.refMissing';
  });

  if (!settlements.length) return fields;
  const targets = new Map((await typed
    .selectFrom('bill')
    .select(['id', 'type', 'partner_id', 'audit_status', 'bill_sn'])
    .where('enterprise_id', '=', enterpriseId)
    .where('id', 'in', settlements.map((s) => s.bill_id))
    .execute()).map((t) => [t.id, t]));
  const sides = { receivable: new Decimal(0), payable: new Decimal(0) };
  settlements.forEach((s, i) => {
    const t = targets.get(s.bill_id);
    if (!t || !meta.money?.settles.includes(t.type) || t.partner_id !== body.partner_id) fields[`settlements.${i}.bill_id`] = 'settlement.targetInvalid';
    else if (t.audit_status !== AuditStatus.approved) fields[`settlements.${i}.bill_id`] = 'settlement.targetNotApproved';
    else sides[settlementSide(t.type)!] = sides[settlementSide(t.type)!].add(s.amount);
  });
  const verification = meta.money?.cash === 'none' && !meta.money.categories;
  if (verification && !fields.settlements && !sides.receivable.eq(sides.payable)) fields.settlements = 'money.unbalanced';
  return fields;
}
