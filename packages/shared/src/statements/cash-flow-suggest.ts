/**
 * Which cash-flow item (会小企03表 line) a cash or bank voucher line most likely belongs to, from the accounts on the
 * other side of its voucher (FINANCE.md §5 "Derivation"). Used by the auto-voucher builder (generated receipts and
 * payments carry an item) and by the assignment screen (a suggestion the accountant confirms).
 *
 * Rules are tried in order, first match wins, so the account that says most about the business comes first: a
 * receipt against 1122 with a bank fee on 5603 is a sales receipt (1), a cash purchase of 1405 with input VAT on 2221
 * is a purchase (3). A counterpart matches a rule by code prefix (sub-accounts included). No counterpart besides cash
 * (a transfer between cash and bank) gives no item: such lines stay untagged and do not count as missing.
 */
export const cashCodes = ['1001', '1002', '1012'] as const;
export const isCashCode = (code: string) => cashCodes.some((c) => code.startsWith(c));

interface Rule { codes: readonly string[]; inflow?: number; outflow?: number }
const standardRules: readonly Rule[] = [
  { codes: ['1122', '2203', '5001', '5051'], inflow: 1, outflow: 1 },
  { codes: ['2202', '1123', '1401', '1402', '1403', '1405', '1411'], inflow: 3, outflow: 3 },
  { codes: ['2211'], inflow: 4, outflow: 4 },
  { codes: ['2001', '2501'], inflow: 14, outflow: 16 },
  { codes: ['2231'], outflow: 17 },
  { codes: ['3001', '3002'], inflow: 15 },
  { codes: ['2232'], outflow: 18 },
  { codes: ['1101', '1501', '1511'], inflow: 8, outflow: 11 },
  { codes: ['5111', '1131', '1132'], inflow: 9 },
  { codes: ['1601', '1604', '1605', '1701', '1606'], inflow: 10, outflow: 12 },
  { codes: ['2221', '5403', '5801'], outflow: 5 },
];

/** The 2-digit code of an item line ('01'): what voucher_line.cash_flow_item holds. */
export const cashFlowItemCode = (line: number) => String(line).padStart(2, '0');

/**
 * One row of an enterprise's cash-flow mapping (cash_flow_map): a counterpart account (code prefix, sub-accounts
 * included) and the item of a cash line on the inflow (debit) and outflow (credit) side; '' = the row says nothing for
 * that side. Rows are tried in `sort` order, first match wins.
 */
export interface CashFlowRule { subject_code: string; inflow_item: string; outflow_item: string; sort: number }

/** The standard mapping every enterprise starts with (FINANCE.md §5 Derivation), one row per account code. */
export const standardCashFlowRules: readonly CashFlowRule[] = standardRules.flatMap((r, i) => r.codes.map((code, j) => ({
  subject_code: code, inflow_item: r.inflow ? cashFlowItemCode(r.inflow) : '', outflow_item: r.outflow ? cashFlowItemCode(r.outflow) : '', sort: (i + 1) * 100 + j,
})));

/** What a cash line takes when no row matches: other operating receipts (2) and payments (6). */
export const fallbackCashFlowItem = (inflow: boolean) => cashFlowItemCode(inflow ? 2 : 6);

/**
 * The suggested item code for a cash line whose voucher's other lines are on `counterparts` (account codes); `inflow`
 * when the cash line is on the debit side. '' when the voucher moves cash only.
 */
export function suggestCashFlowItem(counterparts: readonly string[], inflow: boolean, rules: readonly CashFlowRule[] = standardCashFlowRules): string {
  const others = counterparts.filter((c) => !isCashCode(c));
  if (!others.length) return '';
  const ordered = [...rules].sort((a, b) => a.sort - b.sort);
  for (const rule of ordered) {
    const item = inflow ? rule.inflow_item : rule.outflow_item;
    if (item && others.some((c) => c.startsWith(rule.subject_code))) return item;
  }
  return fallbackCashFlowItem(inflow);
}
