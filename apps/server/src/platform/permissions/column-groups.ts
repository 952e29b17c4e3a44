import { billMetaOf, billPages } from '@zf/shared';
import type { FastifyRequest } from 'fastify';
import type { AnswerColumns } from './answer-columns.ts';

/**
 * The column groups answers carry (ISSUE 11 item 3): prices, costs, profit, amounts and the supplier. Each maps the
 * page column a permission group grants to the answer fields that column governs, so a route states what it returns
 * by naming a group instead of listing fields: `config: { columns: { pages: ['goodsList'], fields: productPrices } }`.
 * A field listed under two columns is hidden when either is (gross profit needs the cost and the amount).
 */

/** Product prices (goods pages): purchase, sale and cost price, with their history and derived level prices. */
export const productPrices = {
  purchase_price: ['purchase_price', 'old_purchase_price', 'latest_purchase_price'],
  sale_price: ['sale_price', 'old_sale_price', 'level_price'],
  cost_price: ['cost_price', 'latest_price'],
} as const satisfies AnswerColumns['fields'];

/** Stock value (inventory list): the unit cost and the value of what is held. */
export const stockValue = {
  cost_price: ['cost_price', 'unit_cost'],
  amount: ['amount', 'opening_amount', 'in_amount', 'out_amount', 'closing_amount', 'balance_amount'],
} as const satisfies AnswerColumns['fields'];

/** Stock ledger rows (inventory ledger, stock records): unit cost, moved value and the running value. */
export const stockMoveValue = {
  unit_cost: ['unit_cost', 'cost_price'],
  amount: ['amount', 'in_amount', 'out_amount', 'opening_amount', 'closing_amount'],
  balance_amount: ['balance_amount', 'opening_amount', 'closing_amount'],
} as const satisfies AnswerColumns['fields'];

/** Profit figures: the revenue and cost behind them, the profit and the margin. */
const profitFields = ['gross_profit', 'gross_margin', 'gpm', 'profit'] as const;
const costFields = ['cost_amount', 'cost_price', 'unit_cost', 'cost', 'cost_total'] as const;

/**
 * A document's money (bill pages and the queries over documents): the partner (supplier or customer), amounts with
 * the line prices they come from, tax, cost and gross profit.
 */
export const billMoney = {
  partner_name: ['partner_name', 'supplier_name', 'customer_name'],
  total_amount: [
    'total_amount', 'amount', 'price', 'tax_price', 'tax_amount_total', 'discount_amount', 'revenue', 'settled_amount', 'unsettled_amount',
    'pay_amount', 'receipt_amount', 'invoice_amount', 'order_amount', 'open_amount', 'line_amount', 'income_amount', 'expense_amount',
    'invoiced_amount', 'paid_amount', 'suggested_amount',
  ],
  tax_amount: ['tax_amount', 'invoiced_tax', 'open_tax'],
  cost_amount: [...costFields, ...profitFields],
  gross_profit: [...profitFields],
} as const satisfies AnswerColumns['fields'];

/** Receivables and payables (statements, balances, open items): document money plus the running balance. */
export const partnerMoney = {
  ...billMoney,
  total_amount: [...billMoney.total_amount, 'opening', 'increase', 'decrease', 'closing', 'balance', 'open', 'settled', 'unsettled'],
} as const satisfies AnswerColumns['fields'];

/** The pages of the bill type named by the `:type` path parameter (none for an unknown type: the route answers 4004). */
export const pagesOfBillType = (req: FastifyRequest): readonly string[] => {
  const meta = billMetaOf((req.params as { type?: string }).type ?? '');
  return meta ? billPages(meta) : [];
};

/** The declaration of a document route: the bill type's pages and the document's money. */
export const billTypeColumns: AnswerColumns = { pages: pagesOfBillType, fields: billMoney };
