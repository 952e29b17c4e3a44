import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the shop and order centre (门店与订单中心): key → [zh-CN, en-US]. */
export const shopMessages = defineMessages({
  'shop.accountTaken': ['登录账号已被使用', 'The login account is already in use'],
  'shop.partnerNotCustomer': ['对应客户必须是客户', 'The shop’s partner must be a customer'],
  'shop.loginFailed': ['账号或密码错误', 'Wrong account or password'],
  'shop.offline': ['门店已下线，不能登录或下单', 'The shop is offline: it cannot log in or order'],
  'shop.noToken': ['请先登录门店账号', 'Please log in with a shop account first'],
  'shop.hasOrders': ['门店已有订单，不能删除', 'The shop has orders and cannot be deleted'],
  'shopOrder.productMissing': ['第{line}行的商品不存在', 'The product of row {line} does not exist'],
  'shopOrder.notPending': ['订单不是待确认状态', 'The order is no longer pending'],
  'shopOrder.cancelled': ['订单已取消', 'The order is cancelled'],
  'shopOrder.noCustomer': ['门店未设置对应客户，不能生成销售订单', 'The shop has no customer set: no sales order can be made'],
  'shopOrder.noSaleOrder': ['请先生成销售订单', 'Make the sales order first'],
  'shopOrder.cannotCancel': ['订单已收款或已生成销售订单，不能取消', 'The order has receipts or a sales order and cannot be cancelled'],
  'shopOrder.cancelReason': ['取消原因至少两个字', 'The cancellation reason needs at least two characters'],
  'shopOrder.accepted': ['订单已被接单，不能再取消，请联系商家', 'The order has been accepted and can no longer be cancelled: please contact the seller'],
  'shopOrder.completed': ['订单已完成', 'The order is completed'],
  'shopOrder.notShipped': ['订单发货后才能完成', 'The order can be completed only after it is shipped'],
  'shopOrder.notPaid': ['订单尚未全部收款（未收 {left}），不能完成', 'The order is not fully paid ({left} unpaid) and cannot be completed'],
  'shopOrder.overReceipt': ['收款金额超过未收金额 {left}', 'The amount exceeds what is still unpaid ({left})'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof shopMessages, true> {}
}
