import { Decimal, amount, billMetaOf, type BillBodyInput, type MessageKey } from '@zf/shared';
import { z } from 'zod';
import { defineBillType, type BillForPosting } from '../../engines/bill/index.ts';
import type { AccountPosting, PartnerPosting } from '../../engines/posting/index.ts';

/**
 * How an expense bill is settled (docs/decisions.md "Finance centre"): paid at once from a settlement account
 * (`cash`: every row names the account, money leaves it), owed to a supplier (`supplier`: the header partner, the
 * partner ledger's payable side → 2202), or owed to the employee who claims it (`employee`: the header principal;
 * no subledger moves, the voucher credits 2241 其他应付款).
 */
export const expenseSettles = ['cash', 'supplier', 'employee'] as const;
export type ExpenseSettle = (typeof expenseSettles)[number];
export const ExpenseExt = z.object({ settle: z.enum(expenseSettles).default('cash') });

export const settleOf = (ext: Record<string, unknown> | undefined): ExpenseSettle =>
  expenseSettles.includes(ext?.settle as ExpenseSettle) ? (ext!.settle as ExpenseSettle) : 'cash';

const rowTotal = (l: { amount: string; tax_amount?: string }) => new Decimal(l.amount).add(l.tax_amount ?? 0);

/** The settlement rules on the body: the account on every row when paid in cash, none otherwise; who is owed. */
export function checkExpenseBody(body: BillBodyInput): Partial<Record<string, MessageKey>> {
  if (body.ext === undefined) return {};
  const settle = settleOf(body.ext);
  const fields: Partial<Record<string, MessageKey>> = {};
  (body.money_lines ?? []).forEach((l, i) => {
    if (settle === 'cash' && !l.account_id) fields[`money_lines.${i}.account_id`] = 'money.accountRequired';
    if (settle !== 'cash' && l.account_id) fields[`money_lines.${i}.account_id`] = 'expense.accountNotHere';
  });
  if (settle === 'supplier' && !body.partner_id) fields.partner_id = 'bill.partnerRequired';
  if (settle === 'employee' && !body.principal_id) fields.principal_id = 'expense.employeeRequired';
  return fields;
}

/** What approving an expense bill posts: money out of the accounts, or a payable to the supplier; a claim posts nothing. */
export function expensePostings(bill: BillForPosting): { account?: AccountPosting[]; partner?: PartnerPosting[] } {
  const settle = settleOf(bill.ext);
  const rows = bill.money_lines ?? [];
  const origin = { date: bill.bill_date, billType: bill.type, billId: bill.id, billSn: bill.bill_sn };
  if (settle === 'cash') {
    return {
      account: rows.map((l) => ({ ...origin, accountId: l.account_id, amount: amount(rowTotal(l).neg()), categoryId: l.category_id, partnerId: bill.partner_id })),
    };
  }
  if (settle === 'supplier') {
    const total = rows.reduce((s, l) => s.add(rowTotal(l)), new Decimal(0));
    return { partner: [{ ...origin, partnerId: bill.partner_id, kind: 'payable', amount: amount(total.neg()) }] };
  }
  return {};
}

export const expenseBill = defineBillType({
  meta: billMetaOf('expense-bills')!,
  ext: ExpenseExt,
  checkBody: checkExpenseBody,
  toPostings: expensePostings,
});
