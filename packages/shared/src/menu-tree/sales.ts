import { billColumns, deliveryDate, outstoreStatus, receiptStatus, returnStatus } from './columns.ts';
import { billFuns, col, funs, hiddenPage, menu, page, queryFuns, resourceFuns, system } from './build.ts';

/** Selling (SPEC §2 "Selling"): quotation to receipt, customer ordering, promotions and agreement prices. */
export const sales = system('sales', 'sales', 'ShoppingOutlined', '销售管理', 'Sales', [
  menu('saleBillMenu', '销售业务', 'Selling', [
    page('saleQuotation', '销售报价单', 'Sales quotations', { funs: billFuns('sale_quotation'), cols: billColumns('customer') }),
    page('customerEnquiry', '客户询价单', 'Customer enquiries', { funs: billFuns('customer_enquiry'), cols: billColumns('customer') }),
    page('saleOrder', '销售订单', 'Sales orders', {
      funs: billFuns('sale_order', ['close', '关闭', 'Close'], ['to_bill', '生成销售单', 'Create sales bill']),
      cols: billColumns('customer', [deliveryDate, outstoreStatus]),
    }),
    page('saleBill', '销售单', 'Sales bills', {
      funs: billFuns('sale_bill', ['to_return', '生成退货单', 'Create return']),
      cols: billColumns('customer', [outstoreStatus, receiptStatus, returnStatus, col('gross_profit', '毛利', 'Gross profit')]),
    }),
    page('customerOrdering', '客户订货', 'Customer ordering', {
      funs: funs('customer_ordering', ['accept', '接单', 'Accept'], ['refuse', '拒单', 'Refuse'], 'export'),
      cols: billColumns('customer'),
    }),
    page('saleDelivery', '发货出库', 'Delivery (stock out)', {
      funs: funs('sale_delivery', ['outstore', '确认出库', 'Confirm stock-out'], 'export', 'print'),
      cols: billColumns('customer', [outstoreStatus]),
    }),
    page('saleReturn', '销售退货单', 'Sales returns', { funs: billFuns('sale_return'), cols: billColumns('customer', [receiptStatus]) }),
    page('saleAfterSale', '销售售后', 'Sales after-sales', { funs: billFuns('sale_after_sale'), cols: billColumns('customer') }),
    hiddenPage('saleBillDetail', '销售单详情', 'Sales bill details', ['saleBill']),
  ]),
  menu('saleSettleMenu', '销售结算', 'Sales settlement', [
    page('saleReceipt', '销售收款单', 'Sales receipts', {
      funs: billFuns('sale_receipt'),
      cols: billColumns('customer', [col('receipt_amount', '收款金额', 'Receipt amount'), col('account_name', '结算账户', 'Settlement account')]),
    }),
    page('saleInvoice', '销售发票', 'Sales invoices', {
      funs: billFuns('sale_invoice'),
      cols: billColumns('customer', [col('invoice_no', '发票号码', 'Invoice No.'), col('invoice_amount', '发票金额', 'Invoice amount')]),
    }),
  ]),
  menu('saleCustomerMenu', '客户订单', 'Customer orders', [
    page('customerOrderList', '客户订单列表', 'Customer order list', { funs: queryFuns('customer_order_list'), cols: billColumns('customer', [outstoreStatus]) }),
    page('customerBillList', '客户单据列表', 'Customer bill list', { funs: queryFuns('customer_bill_list'), cols: billColumns('customer') }),
    page('customerPayableDetail', '客户应付明细', 'Customer payable details', { funs: queryFuns('customer_payable_detail') }),
  ]),
  menu('salePriceMenu', '促销与价格', 'Promotions and prices', [
    page('promotion', '促销管理', 'Promotions', {
      funs: resourceFuns('promotion', ['enable', '启用/停用', 'Enable/disable']),
      // The promoted price is a sale price: a group may keep it from a clerk who manages promotions (ISSUE 11).
      cols: [col('price', '特价', 'Fixed price')],
    }),
    page('saleAgreementPrice', '销售协议价', 'Sales agreement prices', {
      funs: resourceFuns('sale_agreement_price'),
      cols: [col('price', '协议价', 'Agreement price')],
    }),
  ]),
  menu('saleQueryMenu', '销售查询', 'Sales queries', [
    page('saleQuery', '销售查询', 'Sales query', { funs: queryFuns('sale_query'), cols: billColumns('customer', [outstoreStatus, receiptStatus]) }),
  ]),
]);
