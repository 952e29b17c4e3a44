import type { Labels } from '../resource/field.ts';

/** What the web and the server both know about a bill type: its number prefix, partner, stores and permissions. */
export interface BillMeta {
  /** Path segment: /api/v1/bills/<type>; one of the registered codes below (BillTypeCode). */
  type: BillTypeCode;
  /** Bill number prefix (SPEC §3): CGDD-, CGRK-, CGTH-, XSDD-, XSCK-, XSTH-, RK, CK, DB, PD … */
  prefix: string;
  label: Labels;
  /** Menu page name; function codes are `<funPrefix>_add|edit|del|audit|reverse|void|import|export|print`. */
  page: string;
  funPrefix: string;
  /**
   * Which partner the header names: supplier or customer (required, of that type), either (required, any type),
   * any (optional), or none.
   */
  partner: 'supplier' | 'customer' | 'either' | 'any' | null;
  /** single: one warehouse (header store_id, a line may override); transfer: out_store_id → in_store_id; none. */
  store: 'single' | 'transfer' | 'none';
  /** The document this one is made from, and which of its progress fields it moves. */
  source?: { type: string; tracks: 'instore' | 'outstore' | 'return' };
  /** Stock effect, for the UI's zero-cost and availability prompts. */
  stock: 'in' | 'out' | 'both' | null;
  /**
   * Line and header fields beyond the common ones, for the generic editor: `direction` (each row 1 in / -1 out),
   * `allocation` (header 1 by quantity, 2 by amount, 3 manual with row `cost_share`), `counted` (rows are counts: send
   * `counted: true`, 0 allowed), `book` (approval fills read-only `book_number`/`book_amount` on the rows), `newCost`
   * (row `price` is the new unit cost), `lineStore` (a transfer's rows each leave from their own `warehouse_id`; the
   * header's 调出仓库 is only their default, so changing it keeps the rows).
   */
  fields?: Array<'direction' | 'allocation' | 'counted' | 'book' | 'newCost' | 'lineStore'>;
  /** Money documents (receipts, payments, receivable and payable bills, verification): rows of money, not goods. */
  money?: MoneyMeta;
  /** Other menu pages that open this document type with function codes of their own (sales receipts = receipts). */
  alsoOn?: Array<{ page: string; funPrefix: string }>;
  /** Invoices (purchase and sales): the bill lines they invoice (`source_line_id`), see InvoiceMeta. */
  invoice?: InvoiceMeta;
  /** Documents that may have no goods rows (a maintenance bill without spare parts); others need at least one. */
  linesOptional?: boolean;
  /**
   * Check bills: the document type they inspect. Their lines name its lines (`source_line_id`) without taking from
   * them (the type checks the open quantity itself); rows carry `qualified` and `rejected`.
   */
  inspects?: string;
  /**
   * Rows with direction −1 are what the document consumed, not what it is about (a production receipt's backflushed
   * components, 倒冲): the server writes them, and they count in neither the header's total quantity nor any figure
   * summed from it (lists, queries, exports, prints). See `countsInTotal`.
   */
  consumedRows?: boolean;
}

/**
 * An invoice's lines name lines of the documents it invoices: `blue` documents (purchase or sale bills) are invoiced
 * by positive invoices; `red` ones (returns) by red-letter invoices, which may also name lines of an earlier invoice
 * of the same type (a red invoice against the original). One invoice is all blue or all red.
 */
export interface InvoiceMeta {
  blue: string;
  red: string;
  /** Purchase invoices record input VAT certification (认证). */
  certifies: boolean;
}

/**
 * A money document's rows (`money_lines`: settlement account and/or income-expense category, amount) and what it
 * may settle (`settlements`: documents of the same partner and the amount of each it clears, 核销).
 */
export interface MoneyMeta {
  /** Money into a settlement account (receipts), out of one (payments), or no account (receivable bills, verification). */
  cash: 'in' | 'out' | 'none';
  /** Rows name an income or expense category (other receipts and payments, receivable and payable bills). */
  categories: boolean;
  /** The document types whose open amounts its settlement rows may clear. */
  settles: readonly string[];
  /**
   * Expense bills: rows also name an expense project and carry input VAT; how the bill is settled (cash from one
   * settlement account, owed to a supplier, owed to the employee who claims it) is the header's `ext.settle`.
   */
  expense?: boolean;
}

/**
 * Open items (SPEC "Receivables and payables"): what a partner owes us comes from sales, purchase returns, receivable
 * bills and payments we made (an advance to a supplier); what we owe them from purchases, sales returns, payable
 * bills and receipts (an advance from a customer). A receipt clears the first kind, a payment the second, and a
 * verification bill clears equal amounts of both.
 */
export const receivableSide = ['sale-bills', 'purchase-returns', 'receivable-bills', 'payments'] as const;
export const payableSide = ['purchase-bills', 'sale-returns', 'payable-bills', 'receipts'] as const;
export const settlementSide = (type: string): 'receivable' | 'payable' | undefined =>
  (receivableSide as readonly string[]).includes(type) ? 'receivable' : (payableSide as readonly string[]).includes(type) ? 'payable' : undefined;

export type BillAction = 'add' | 'edit' | 'del' | 'audit' | 'reverse' | 'void' | 'import' | 'export' | 'print';
export const billFunction = (meta: BillMeta, action: BillAction) => `${meta.funPrefix}_${action}`;
/** The function codes that allow an action: the type's own page's, or those of a page it is also on (any one). */
export const billFunctions = (meta: BillMeta, action: BillAction): string[] =>
  [meta.funPrefix, ...(meta.alsoOn ?? []).map((a) => a.funPrefix)].map((prefix) => `${prefix}_${action}`);
/** Every menu page that opens this document type. */
export const billPages = (meta: BillMeta): string[] => [meta.page, ...(meta.alsoOn ?? []).map((a) => a.page)];

const l = (zh: string, en: string): Labels => ({ 'zh-CN': zh, 'en-US': en });

/**
 * Checks every entry against BillMeta while keeping its `type` as a literal, so that BillTypeCode below is derived
 * from this one list: a module adding a bill type adds its entry here and the union follows.
 */
const registerBillMetas = <T extends string>(metas: Array<Omit<BillMeta, 'type'> & { type: T }>) => metas;

/** The documents of every module (trading core issue 5, production, quality, equipment …). */
export const billMetas = registerBillMetas([
  // Requisitions, enquiries and quotations post nothing; an order is made from them (source_bill_id on the order).
  { type: 'purchase-requisitions', prefix: 'CGSQ-', label: l('采购申请单', 'Purchase requisition'), page: 'purchaseRequisition', funPrefix: 'purchase_requisition', partner: null, store: 'none', stock: null },
  { type: 'purchase-enquiries', prefix: 'CGXJ-', label: l('采购询价单', 'Purchase enquiry'), page: 'purchaseEnquiry', funPrefix: 'purchase_enquiry', partner: 'supplier', store: 'none', stock: null },
  { type: 'supplier-quotations', prefix: 'GYBJ-', label: l('供应商报价单', 'Supplier quotation'), page: 'supplierQuotation', funPrefix: 'supplier_quotation', partner: 'supplier', store: 'none', stock: null },
  { type: 'sale-quotations', prefix: 'XSBJ-', label: l('销售报价单', 'Sales quotation'), page: 'saleQuotation', funPrefix: 'sale_quotation', partner: 'customer', store: 'none', stock: null },
  { type: 'customer-enquiries', prefix: 'KHXJ-', label: l('客户询价单', 'Customer enquiry'), page: 'customerEnquiry', funPrefix: 'customer_enquiry', partner: 'customer', store: 'none', stock: null },
  // After-sales records (purchase and sales after-sales): a document of what went wrong with a partner's goods; posts nothing.
  { type: 'purchase-after-sales', prefix: 'CGSH-', label: l('采购售后单', 'Purchase after-sales'), page: 'purchaseAfterSale', funPrefix: 'purchase_after_sale', partner: 'supplier', store: 'none', stock: null },
  { type: 'sale-after-sales', prefix: 'XSSH-', label: l('销售售后单', 'Sales after-sales'), page: 'saleAfterSale', funPrefix: 'sale_after_sale', partner: 'customer', store: 'none', stock: null },
  { type: 'purchase-orders', prefix: 'CGDD-', label: l('采购订单', 'Purchase order'), page: 'purchaseOrder', funPrefix: 'purchase_order', partner: 'supplier', store: 'single', stock: null },
  { type: 'purchase-bills', prefix: 'CGRK-', label: l('采购单', 'Purchase bill'), page: 'purchaseBill', funPrefix: 'purchase_bill', partner: 'supplier', store: 'single', stock: 'in', source: { type: 'purchase-orders', tracks: 'instore' } },
  { type: 'purchase-returns', prefix: 'CGTH-', label: l('采购退货单', 'Purchase return'), page: 'purchaseReturn', funPrefix: 'purchase_return', partner: 'supplier', store: 'single', stock: 'out', source: { type: 'purchase-bills', tracks: 'return' } },
  { type: 'sale-orders', prefix: 'XSDD-', label: l('销售订单', 'Sales order'), page: 'saleOrder', funPrefix: 'sale_order', partner: 'customer', store: 'single', stock: null },
  { type: 'sale-bills', prefix: 'XSCK-', label: l('销售单', 'Sales bill'), page: 'saleBill', funPrefix: 'sale_bill', partner: 'customer', store: 'single', stock: 'out', source: { type: 'sale-orders', tracks: 'outstore' } },
  { type: 'sale-returns', prefix: 'XSTH-', label: l('销售退货单', 'Sales return'), page: 'saleReturn', funPrefix: 'sale_return', partner: 'customer', store: 'single', stock: 'in', source: { type: 'sale-bills', tracks: 'return' } },
  // Opening stock (仓库期初): valued stock-in dated before the books start (the day before the start period), so the
  // period gate locks it once accounting is initialized.
  { type: 'stock-openings', prefix: 'QC', label: l('期初入库单', 'Opening stock'), page: 'warehouseInit', funPrefix: 'warehouse_init', partner: null, store: 'single', stock: 'in' },
  { type: 'other-ins', prefix: 'RK', label: l('其他入库单', 'Other stock-in'), page: 'otherInBill', funPrefix: 'other_in', partner: 'any', store: 'single', stock: 'in' },
  { type: 'other-outs', prefix: 'CK', label: l('其他出库单', 'Other stock-out'), page: 'otherOutBill', funPrefix: 'other_out', partner: 'any', store: 'single', stock: 'out' },
  { type: 'stock-transfers', prefix: 'DB', label: l('调拨单', 'Transfer order'), page: 'stockTransfer', funPrefix: 'stock_transfer', partner: null, store: 'transfer', stock: 'both' },
  // Stock operations (SPEC §2): lines of assemblies, splits and loss/gain orders carry `direction` (1 in, -1 out).
  { type: 'stocktakes', prefix: 'PD', label: l('盘点单', 'Stocktake'), page: 'stocktake', funPrefix: 'stocktake', partner: null, store: 'single', stock: 'both', fields: ['counted', 'book'] },
  { type: 'loss-gain-orders', prefix: 'SY', label: l('报损报溢单', 'Loss and gain order'), page: 'lossGainOrder', funPrefix: 'loss_gain', partner: null, store: 'single', stock: 'both', fields: ['direction', 'book'] },
  { type: 'assemblies', prefix: 'ZZ', label: l('组装单', 'Assembly order'), page: 'assemblyOrder', funPrefix: 'assembly', partner: null, store: 'single', stock: 'both', fields: ['direction', 'allocation'] },
  { type: 'splits', prefix: 'CX', label: l('拆卸单', 'Split order'), page: 'splitOrder', funPrefix: 'split', partner: null, store: 'single', stock: 'both', fields: ['direction', 'allocation'] },
  // Receivables and payables (issue 5 item 6): money documents through the same engine.
  { type: 'receipts', prefix: 'SKD-', label: l('收款单', 'Receipt'), page: 'receiptBill', funPrefix: 'receipt_bill', alsoOn: [{ page: 'saleReceipt', funPrefix: 'sale_receipt' }], partner: 'either', store: 'none', stock: null, money: { cash: 'in', categories: false, settles: receivableSide } },
  { type: 'payments', prefix: 'FKD-', label: l('付款单', 'Payment'), page: 'paymentBill', funPrefix: 'payment_bill', alsoOn: [{ page: 'purchasePayment', funPrefix: 'purchase_payment' }], partner: 'either', store: 'none', stock: null, money: { cash: 'out', categories: false, settles: payableSide } },
  { type: 'receivable-bills', prefix: 'YSD-', label: l('应收单', 'Receivable bill'), page: 'receivableBill', funPrefix: 'receivable_bill', partner: 'either', store: 'none', stock: null, money: { cash: 'none', categories: true, settles: [] } },
  { type: 'payable-bills', prefix: 'YFD-', label: l('应付单', 'Payable bill'), page: 'payableBill', funPrefix: 'payable_bill', partner: 'either', store: 'none', stock: null, money: { cash: 'none', categories: true, settles: [] } },
  { type: 'other-receipts', prefix: 'QTSK-', label: l('其他收款单', 'Other receipt'), page: 'otherReceiptBill', funPrefix: 'other_receipt', partner: 'any', store: 'none', stock: null, money: { cash: 'in', categories: true, settles: [] } },
  { type: 'other-payments', prefix: 'QTFK-', label: l('其他付款单', 'Other payment'), page: 'otherPaymentBill', funPrefix: 'other_payment', partner: 'any', store: 'none', stock: null, money: { cash: 'out', categories: true, settles: [] } },
  { type: 'verifications', prefix: 'HXD-', label: l('核销单', 'Verification bill'), page: 'verificationBill', funPrefix: 'verification', partner: 'either', store: 'none', stock: null, money: { cash: 'none', categories: false, settles: [...receivableSide, ...payableSide] } },
  // Finance centre: an expense (claim) by category and project, paid in cash or owed to a supplier or an employee.
  { type: 'expense-bills', prefix: 'FYD-', label: l('费用单', 'Expense bill'), page: 'expenseManage', funPrefix: 'expense', partner: 'any', store: 'none', stock: null, money: { cash: 'none', categories: true, settles: [], expense: true } },
  // Invoices (issue 15 item 5): received from suppliers against purchase bills, issued to customers against sales.
  { type: 'purchase-invoices', prefix: 'CGFP-', label: l('采购发票', 'Purchase invoice'), page: 'purchaseInvoice', funPrefix: 'purchase_invoice', partner: 'supplier', store: 'none', stock: null, invoice: { blue: 'purchase-bills', red: 'purchase-returns', certifies: true } },
  { type: 'sale-invoices', prefix: 'XSFP-', label: l('销售发票', 'Sales invoice'), page: 'saleInvoice', funPrefix: 'sale_invoice', partner: 'customer', store: 'none', stock: null, invoice: { blue: 'sale-bills', red: 'sale-returns', certifies: false } },
  { type: 'cost-adjustments', prefix: 'CBTZ', label: l('成本调整单', 'Cost adjustment order'), page: 'costAdjustment', funPrefix: 'cost_adjustment', partner: null, store: 'single', stock: null, fields: ['book', 'newCost'] },
  // Outsourcing (PRODUCTION.md §3): the order (its lines are the supplied materials, the product and fee in `ext`);
  // picks and returns move materials between our warehouse and the supplier's 委外仓 (out_store → in_store); the
  // receipt takes the product into in_store (direction 1) and consumes the materials in the 委外仓 (out_store, direction -1); the
  // fee bill is the processing fee payable with VAT. Every document after the order names it in `ext.order_id`.
  { type: 'outsourcing-orders', prefix: 'WWDD-', label: l('委外加工单', 'Outsourcing order'), page: 'outsourcedProcessing', funPrefix: 'outsourced_processing', partner: 'supplier', store: 'single', stock: null },
  { type: 'outsourcing-picks', prefix: 'WWLL-', label: l('委外领料单', 'Outsourcing pick'), page: 'outsourcingPick', funPrefix: 'outsourcing_pick', partner: 'supplier', store: 'transfer', stock: 'both', fields: ['lineStore'] },
  { type: 'outsourcing-returns', prefix: 'WWTL-', label: l('委外退料单', 'Outsourcing return'), page: 'outsourcingReturn', funPrefix: 'outsourcing_return', partner: 'supplier', store: 'transfer', stock: 'both' },
  { type: 'outsourcing-ins', prefix: 'WWRK-', label: l('委外入库单', 'Outsourcing stock-in'), page: 'outsourcingIn', funPrefix: 'outsourcing_in', partner: 'supplier', store: 'transfer', stock: 'both', fields: ['direction'] },
  // 委外补料 (helper prod16b): material sent to the subcontractor beyond the order's list allowance, with a reason.
  { type: 'outsourcing-supplements', prefix: 'WWBL-', label: l('委外补料单', 'Outsourcing supplementary pick'), page: 'outsourcingSupplement', funPrefix: 'outsourcing_supplement', partner: 'supplier', store: 'transfer', stock: 'both', fields: ['lineStore'] },
  { type: 'outsourcing-fees', prefix: 'WWFY-', label: l('委外费用单', 'Outsourcing fee bill'), page: 'outsourcingFeeBill', funPrefix: 'outsourcing_fee', partner: 'supplier', store: 'none', stock: null },
  // Production (issue 16, helper production): the order (header product and quantity in `ext`, lines = its BOM
  // snapshot, store = the receipt warehouse) and the documents made against it (`source_bill_id` = the order).
  { type: 'production-orders', prefix: 'SCD', label: l('生产单', 'Production order'), page: 'productionBill', funPrefix: 'production_bill', partner: null, store: 'single', stock: null },
  { type: 'production-picks', prefix: 'SCLL', label: l('生产领料单', 'Production pick'), page: 'productionPick', funPrefix: 'production_pick', partner: null, store: 'single', stock: 'out' },
  { type: 'production-returns', prefix: 'SCTL', label: l('生产退料单', 'Production return'), page: 'productionReturn', funPrefix: 'production_return', partner: null, store: 'single', stock: 'in' },
  // 生产补料 (helper prod16b): material issued beyond the order's 应发 × (1 + tolerance), with a reason (超领).
  { type: 'production-supplements', prefix: 'SCBL', label: l('生产补料单', 'Production supplementary issue'), page: 'productionSupplement', funPrefix: 'production_supplement', partner: null, store: 'single', stock: 'out' },
  { type: 'work-reports', prefix: 'BG', label: l('报工单', 'Work report'), page: 'workReport', funPrefix: 'work_report', partner: null, store: 'none', stock: null },
  { type: 'production-ins', prefix: 'SCRK', label: l('生产入库单', 'Production receipt'), page: 'productionIn', funPrefix: 'production_in', partner: null, store: 'single', stock: 'in', consumedRows: true },
  { type: 'production-scraps', prefix: 'BF', label: l('报废单', 'Scrap bill'), page: 'scrapBill', funPrefix: 'scrap', partner: null, store: 'single', stock: 'out' },
  // Equipment (issue 18, helper equipment): the machine, downtime, fault and labour cost in `ext`; the rows are spare
  // parts issued from the header warehouse at ledger cost (none needed for a maintenance bill made by a plan).
  { type: 'maintenance-bills', prefix: 'BYD', label: l('保养单', 'Maintenance bill'), page: 'maintainBill', funPrefix: 'maintain_bill', partner: null, store: 'single', stock: 'out', linesOptional: true },
  { type: 'repair-bills', prefix: 'WXD', label: l('维修单', 'Repair bill'), page: 'repairBill', funPrefix: 'repair_bill', partner: null, store: 'single', stock: 'out', linesOptional: true },
  // Quality (issue 18, helper quality): checks of a receipt (its waiting goods move on to stock, rejects to a return
  // draft), of a work report, and of a sale bill before it may be approved. `source_bill_id` = the inspected document.
  { type: 'incoming-checks', prefix: 'LLJY', label: l('来料检验单', 'Incoming inspection'), page: 'incomingCheck', funPrefix: 'incoming_check', partner: 'supplier', store: 'single', stock: null, inspects: 'purchase-bills' },
  { type: 'process-checks', prefix: 'GXJY', label: l('工序检验单', 'Process inspection'), page: 'processCheck', funPrefix: 'process_check', partner: null, store: 'none', stock: null, inspects: 'work-reports' },
  { type: 'delivery-checks', prefix: 'CHJY', label: l('出货检验单', 'Delivery inspection'), page: 'deliveryCheck', funPrefix: 'delivery_check', partner: 'customer', store: 'none', stock: null, inspects: 'sale-bills' },
]);

/** The registered bill type codes ('purchase-bills', 'sale-bills' …): the path segment of /api/v1/bills/<type>. */
export type BillTypeCode = (typeof billMetas)[number]['type'];

/** A code from outside (a URL segment, a stored row) that names a registered bill type. */
export const isBillTypeCode = (type: string): type is BillTypeCode => billMetas.some((m) => m.type === type);
/**
 * A type name the bill engine holds at run time (a registered type, an audit flow's or an invoice meta's type) read as
 * the `bill.type` column's type. The engine also runs types only a test registers, outside the union, so this does not
 * check; names from a request are checked at the edge (BillTypeRegistry.get, isBillTypeCode) before they get here.
 */
export const billTypeName = (type: string): BillTypeCode => type as BillTypeCode;

/** Whether a document row counts in its header's total quantity (a consumed row does not: `BillMeta.consumedRows`). */
export const countsInTotal = (meta: Pick<BillMeta, 'consumedRows'> | undefined, line: { direction?: number | null }) =>
  !(meta?.consumedRows && line.direction === -1);

export const billMetaOf = (type: string): BillMeta | undefined => billMetas.find((m) => m.type === type);

/** The invoice type that invoices documents of `type` (purchase bills and returns → purchase invoices …), if any. */
export const invoiceMetaFor = (type: string): BillMeta | undefined => billMetas.find((m) => m.invoice && (m.invoice.blue === type || m.invoice.red === type));
/** Invoice progress of an invoiced document (bill.invoice_status): 1 uninvoiced, 2 partly, 3 fully (0: not invoiced by nature). */
export const InvoiceStatus = { none: 1, partly: 2, all: 3 } as const;
/** Invoice kinds: VAT special invoice (增值税专用发票) or ordinary invoice (普通发票). */
export const invoiceKinds = ['special', 'ordinary'] as const;

/** Every menu page that edits goods documents: the pages whose editors may look up units, prices and stock for a line. */
export const goodsBillPages = (): string[] => billMetas.filter((m) => !m.money).flatMap(billPages);

/** Header fields of SPEC §3 that a type's editor offers beyond partner, warehouses, date and remark. */
export type HeaderField = 'delivery_date' | 'department_id' | 'principal_id' | 'pay_method' | 'freight';
const orders = new Set(['purchase-orders', 'sale-orders']);
const invoiced = new Set(['purchase-bills', 'sale-bills', 'purchase-returns', 'sale-returns']);
export function headerFields(meta: BillMeta): HeaderField[] {
  if (meta.money) return ['department_id', 'principal_id'];
  const fields: HeaderField[] = [];
  if (orders.has(meta.type)) fields.push('delivery_date');
  fields.push('department_id', 'principal_id');
  if (invoiced.has(meta.type) || orders.has(meta.type)) fields.push('pay_method');
  if (invoiced.has(meta.type)) fields.push('freight');
  return fields;
}
/** Rows carry a tax rate where a partner is invoiced: purchasing and selling documents. */
export const hasLineTax = (meta: BillMeta) => !meta.money && (meta.partner === 'supplier' || meta.partner === 'customer');
/** Line discounts belong to trading documents; an invoice's lines take their amounts from the lines they invoice. */
export const takesLineDiscount = (meta: BillMeta) => hasLineTax(meta) && !meta.invoice;
/** Payment methods a clerk picks from (stored as the code). */
export const payMethods = ['cash', 'transfer', 'wechat', 'alipay', 'card', 'credit', 'other'] as const;
