import { Decimal, type BillBodyInput, type MessageKey, type MoneyMeta } from '@zf/shared';

/**
 * The rows of a money document, checked without the database: receipts and payments need a settlement account on
 * every row, other receipts/payments and receivable/payable bills an income-expense category; a verification bill
 * has no amount rows, only clearing rows. A document clears each other document once, and a receipt or payment
 * clears no more than its own amount (what is left is an advance).
 */
export function checkMoneyRows(money: MoneyMeta, body: BillBodyInput): Partial<Record<string, MessageKey>> {
  const { money_lines: moneyLines = [], settlements = [] } = body;
  const fields: Partial<Record<string, MessageKey>> = {};
  const verification = money.cash === 'none' && !money.categories;
  if (verification) {
    if (settlements.length < 2) fields.settlements = 'money.settlementRequired';
  } else if (!moneyLines.length) {
    fields.money_lines = 'money.linesRequired';
  }
  moneyLines.forEach((l, i) => {
    if (money.cash !== 'none' && !l.account_id) fields[`money_lines.${i}.account_id`] = 'money.accountRequired';
    if (money.categories && !l.category_id) fields[`money_lines.${i}.category_id`] = 'money.categoryRequired';
  });
  if (!money.settles.length && settlements.length) fields.settlements = 'field.invalid';
  const seen = new Set<number>();
  settlements.forEach((s, i) => {
    if (seen.has(s.bill_id)) fields[`settlements.${i}.bill_id`] = 'money.settlementDuplicate';
    seen.add(s.bill_id);
  });
  if (!verification) {
    const total = moneyLines.reduce((s, l) => s.add(l.amount), new Decimal(0));
    const cleared = settlements.reduce((s, l) => s.add(l.amount), new Decimal(0));
    if (cleared.gt(total)) fields.settlements = 'money.overSettled';
  }
  return fields;
}
