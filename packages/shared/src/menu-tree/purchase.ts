import { billColumns, deliveryDate, instoreStatus, payStatus, returnStatus } from './columns.ts';
import { billFuns, col, funs, hiddenPage, menu, page, queryFuns, system } from './build.ts';

/** Purchasing (SPEC §2 "Purchasing"): from requisition to payment, invoice and after-sales. */
export const purchase = system('purchase', 'purchase', 'ShoppingCartOutlined', '采购管理', 'Purchase', [
  menu('purchaseBillMenu', '采购业务', 'Purchasing', [
    page('purchaseRequisition', '采购申请单', 'Purchase requisitions', {
      funs: billFuns('purchase_requisition', ['to_order', '生成采购订单', 'Create purchase order']),
      cols: billColumns('none', [deliveryDate]),
    }),
    page('purchaseEnquiry', '采购询价单', 'Purchase enquiries', { funs: billFuns('purchase_enquiry'), cols: billColumns('supplier') }),
    page('supplierQuotation', '供应商报价单', 'Supplier quotations', { funs: billFuns('supplier_quotation'), cols: billColumns('supplier') }),
    page('purchaseOrder', '采购订单', 'Purchase orders', {
      funs: billFuns('purchase_order', ['close', '关闭', 'Close'], ['to_bill', '生成采购单', 'Create purchase bill']),
      cols: billColumns('supplier', [deliveryDate, instoreStatus]),
    }),
    page('purchaseBill', '采购单', 'Purchase bills', {
      funs: billFuns('purchase_bill', ['to_return', '生成退货单', 'Create return']),
      cols: billColumns('supplier', [instoreStatus, payStatus, returnStatus]),
    }),
    page('purchaseWarehousing', '采购入库', 'Purchase warehousing', {
      funs: funs('purchase_warehousing', ['instore', '确认入库', 'Confirm stock-in'], 'export', 'print'),
      cols: billColumns('supplier', [instoreStatus]),
    }),
    page('purchaseReturn', '采购退货单', 'Purchase returns', { funs: billFuns('purchase_return'), cols: billColumns('supplier', [payStatus]) }),
    page('purchaseAfterSale', '采购售后', 'Purchase after-sales', { funs: billFuns('purchase_after_sale'), cols: billColumns('supplier') }),
    hiddenPage('purchaseOrderDetail', '采购订单详情', 'Purchase order details', ['purchaseOrder']),
    hiddenPage('purchaseBillDetail', '采购单详情', 'Purchase bill details', ['purchaseBill']),
    hiddenPage('purchaseRequirementPlan', '采购需求计划', 'Purchase requirement plan', ['purchaseRequisition', 'purchaseOrder']),
  ]),
  menu('purchaseSettleMenu', '采购结算', 'Purchase settlement', [
    page('purchasePayment', '采购付款单', 'Purchase payments', {
      funs: billFuns('purchase_payment'),
      cols: billColumns('supplier', [col('pay_amount', '付款金额', 'Payment amount'), col('account_name', '结算账户', 'Settlement account')]),
    }),
    page('purchaseInvoice', '采购发票', 'Purchase invoices', {
      funs: billFuns('purchase_invoice', ['certify', '认证', 'Certify']),
      cols: billColumns('supplier', [col('invoice_no', '发票号码', 'Invoice No.'), col('invoice_amount', '发票金额', 'Invoice amount')]),
    }),
  ]),
  menu('purchaseQueryMenu', '采购查询', 'Purchase queries', [
    page('purchaseQuery', '采购查询', 'Purchase query', { funs: queryFuns('purchase_query'), cols: billColumns('supplier', [instoreStatus, payStatus]) }),
  ]),
]);
