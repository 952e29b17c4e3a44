/**
 * Auto-voucher templates (FINANCE.md §3, general taxpayer): per posting bill type, which amounts of the bill land on
 * which account. The defaults live here; an enterprise overrides any slot (auto_voucher_map, scope = the bill type).
 * Inventory accounts come from the warehouses, cash accounts from the settlement accounts and income/expense
 * accounts from the categories — those are not template slots.
 *
 * Slots:
 * - receivable / payable: the partner's account for entries on the receivable / payable side (partner auxiliary);
 * - input_tax / output_tax: the bill's VAT;
 * - revenue: sales, what balances the voucher (total with tax − tax);
 * - cogs: sales, the cost of the goods that left (or came back);
 * - price_difference: purchases, a return priced differently from the receipt it goes back to;
 * - counter: stock documents without a partner, the account against the inventory (gifts in, use out, stocktake…);
 * - pending_tax: input VAT awaiting its invoice (暂估进项税额), used when the finance setting "input VAT on invoice" is
 *   on: purchases debit it instead of input_tax, and the approved purchase invoice moves it to input_tax.
 * The list itself is the shared contract's (the configuration request and answer name the slots).
 */
import { voucherSlots } from '@zf/shared';

export { voucherSlots };
export type VoucherSlot = (typeof voucherSlots)[number];

export interface BillVoucherTemplate {
  /** The slots the type uses, with their default account codes. */
  slots: Partial<Record<VoucherSlot, string>>;
  /**
   * Sign of the bill's tax on the debit side (+1 input VAT of a purchase, −1 output VAT of a sale, …); `onInvoice`:
   * the slot that takes it instead when input VAT is recognised on the invoice (finance setting `vat_on_invoice`).
   */
  tax?: { slot: 'input_tax' | 'output_tax' | 'pending_tax'; sign: 1 | -1; onInvoice?: 'pending_tax' };
  /** Sign of the amount rows by income-expense category on the debit side (+1 an expense, −1 an income). */
  categorySign?: 1 | -1;
  /** Sales: the stock that moved is carried against cost of goods sold. */
  stockAgainst?: 'cogs';
  /** The slot that takes whatever balances the voucher (none: the rows balance by themselves). */
  plug?: VoucherSlot;
  /**
   * Returns: the voucher is the red copy of the forward bill's (same sides, negative amounts; FINANCE.md §3);
   * 'negative': red when the bill's tax is negative (a red-letter invoice).
   */
  red?: boolean | 'negative';
  /** Only with input VAT on invoice (purchase invoices): otherwise the type makes no voucher. */
  onlyVatOnInvoice?: boolean;
  /**
   * Stock moves against the plug one by one, its debits and credits kept apart: a production receipt that backflushes
   * shows Dr 4001 / Cr 1403 for the components and Dr 1405 / Cr 4001 for the product, not their net.
   */
  grossPlug?: boolean;
}

const purchase = (red: boolean): BillVoucherTemplate => ({
  slots: { payable: '2202', input_tax: '22210101', pending_tax: '222107', price_difference: '5401' },
  tax: { slot: 'input_tax', sign: red ? -1 : 1, onInvoice: 'pending_tax' }, plug: 'price_difference', red,
});
const sale = (red: boolean): BillVoucherTemplate => ({
  slots: { receivable: '1122', output_tax: '22210107', revenue: '5001', cogs: '5401' }, tax: { slot: 'output_tax', sign: red ? 1 : -1 }, stockAgainst: 'cogs', plug: 'revenue', red,
});
const stock = (counter: string): BillVoucherTemplate => ({ slots: { counter }, plug: 'counter' });

/** Every bill type of the trading core that posts; a type absent here gets no voucher (opening stock is in the openings). */
export const billVoucherTemplates: Readonly<Record<string, BillVoucherTemplate>> = {
  'purchase-bills': purchase(false),
  'purchase-returns': purchase(true),
  'sale-bills': sale(false),
  'sale-returns': sale(true),
  receipts: { slots: { receivable: '1122', payable: '2202' } },
  payments: { slots: { receivable: '1122', payable: '2202' } },
  'receivable-bills': { slots: { receivable: '1122', payable: '2202' }, categorySign: -1 },
  'payable-bills': { slots: { receivable: '1122', payable: '2202' }, categorySign: 1 },
  'other-receipts': { slots: { receivable: '1122', payable: '2202' }, categorySign: -1 },
  'other-payments': { slots: { receivable: '1122', payable: '2202' }, categorySign: 1 },
  'other-ins': stock('5301'),
  'other-outs': stock('560201'),
  'stock-transfers': stock('1901'),
  stocktakes: stock('1901'),
  'loss-gain-orders': stock('1901'),
  assemblies: stock('4001'),
  splits: stock('4001'),
  'cost-adjustments': stock('5401'),
  // Expense bills (FINANCE.md §3 expense claim): Dr the category's expense account (+ input VAT) / Cr the cash account,
  // the supplier's 2202, or — an employee's claim, which moves no subledger — 2241 其他应付款 as the plug.
  'expense-bills': { slots: { receivable: '1122', payable: '2202', input_tax: '22210101', counter: '2241' }, categorySign: 1, tax: { slot: 'input_tax', sign: 1 }, plug: 'counter' },
  // Input VAT on invoice: Dr 进项税额 / Cr 暂估进项税额 for the invoice's tax (red for a red-letter invoice). Sales
  // invoices make none: revenue and output VAT are the sale bill's.
  'purchase-invoices': { slots: { input_tax: '22210101', pending_tax: '222107' }, tax: { slot: 'input_tax', sign: 1 }, plug: 'pending_tax', red: 'negative', onlyVatOnInvoice: true },
  // Outsourcing (PRODUCTION.md §3): a pick is Dr 1408 (the subcontractor's warehouse) / Cr the source warehouse's
  // account, a return its red copy; a receipt Dr the receiving warehouse's account / Cr 1408 for the materials it
  // consumed there and, as the plug, for the processing fee billed before it; the fee not billed yet is its estimate
  // (暂估, a partner entry of kind `estimate`) Cr 2202 on the supplier. The fee bill Dr 1408 + input VAT / Cr 2202;
  // billing received goods it reverses their estimate on 2202 and debits the difference to their inventory account.
  'outsourcing-picks': stock('1408'),
  'outsourcing-supplements': stock('1408'),
  'outsourcing-returns': { ...stock('1408'), red: true },
  'outsourcing-ins': { slots: { counter: '1408', payable: '2202' }, plug: 'counter' },
  'outsourcing-fees': { slots: { payable: '2202', input_tax: '22210101', counter: '1408' }, tax: { slot: 'input_tax', sign: 1 }, plug: 'counter' },
  // Production (PRODUCTION.md §2, helper production): a pick Dr 4001 生产成本 / Cr the warehouse's inventory account, a
  // material return its red copy, a receipt Dr inventory (1405) / Cr 4001 (and, for the components it backflushes,
  // Dr 4001 / Cr their inventory account, gross), a material scrap like a pick (its cost
  // stays in the order). Work reports, orders and process scrap post nothing and get none.
  'production-picks': stock('4001'),
  'production-supplements': stock('4001'),
  'production-returns': { ...stock('4001'), red: true },
  'production-ins': { ...stock('4001'), grossPlug: true },
  'production-scraps': stock('4001'),
  // Equipment (helper equipment): spare parts issued to maintenance and repair Dr 4101 制造费用 / Cr inventory.
  'maintenance-bills': stock('4101'),
  'repair-bills': stock('4101'),
  // Quality (helper quality): an incoming check moves waiting goods out of the inspection warehouse like a transfer —
  // a voucher only when the two warehouses book to different inventory accounts.
  'incoming-checks': stock('1901'),
};

/** The settlement account's cash account by its type (1 cash, 2 bank, 3 online payment). */
export const defaultCashSubject = (accountType: number) => (accountType === 1 ? '1001' : accountType === 2 ? '1002' : '1012');
/** An income category books to other revenue, an expense category to office expenses (both overridable). */
export const defaultCategorySubject = (direction: number) => (direction === 2 ? '5051' : '560201');
export const defaultInventorySubject = '1405';

/** Partner ledger kinds on the receivable side (1122); the rest are on the payable side (2202). */
export const receivableKinds: ReadonlySet<string> = new Set(['sale', 'sale_return', 'receipt', 'receivable', 'other']);
