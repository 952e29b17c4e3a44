import { col, funs, menu, page, queryFuns, resourceFuns, system } from './build.ts';

/** Shop and order centre (SPEC §2 and §3 shop fields): shops, their login accounts, orders and contracts. */
export const shop = system('shop', 'shop', 'ShopOutlined', '门店与订单中心', 'Shops and orders', [
  menu('shopMenu', '门店管理', 'Shops', [
    page('shopList', '门店列表', 'Shop list', { funs: resourceFuns('shop', ['online', '上线/下线', 'Online/offline']) }),
    page('shopAccount', '门店账号', 'Shop accounts', { funs: funs('shop_account', 'add', 'edit', 'del', ['reset_password', '重置密码', 'Reset password']) }),
  ]),
  menu('shopOrderMenu', '订单中心', 'Order centre', [
    page('shopOrder', '门店订单', 'Shop orders', {
      funs: queryFuns('shop_order', ['confirm', '生成销售订单', 'Make sales order'], ['ship', '发货', 'Ship'], ['cancel', '取消订单', 'Cancel order'], ['receipt', '确认收款', 'Confirm receipt'], ['complete', '完成订单', 'Complete order']),
      cols: [
        col('sub_order_sn', '子订单号', 'Sub order No.'), col('order_status', '订单状态', 'Order status'), col('pay_status', '支付状态', 'Payment status'),
        col('order_type', '订单类型', 'Order type'), col('order_amount', '订单金额', 'Order amount'), col('original_amount', '原订单金额', 'Original order amount'),
        col('receipt_amount', '收款金额', 'Receipt amount'), col('bank_serial', '银行流水号', 'Bank serial No.'), col('logistics_sn', '物流单号', 'Logistics No.'),
      ],
    }),
    page('contractInfo', '合同信息', 'Contracts', { funs: resourceFuns('contract') }),
  ]),
]);
