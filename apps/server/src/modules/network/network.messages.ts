import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of the business network (partner links, supply cart and linked orders): key → [zh-CN, en-US]. */
export const networkMessages = defineMessages({
  'network.targetRequired': ['请填写对方的手机号或企业编码', "Enter the other enterprise's phone number or enterprise code"],
  'network.enterpriseNotFound': ['找不到该企业', 'No enterprise was found'],
  'network.phoneAmbiguous': ['该手机号管理多个企业，请填写企业编码', 'This phone number administers several enterprises: enter the enterprise code'],
  'network.selfLink': ['不能关联本企业', 'An enterprise cannot link to itself'],
  'network.linkExists': ['与该企业已有关联或邀请', 'A link or invitation with this enterprise already exists'],
  'network.notPending': ['该邀请已处理', 'This invitation has already been answered'],
  'network.adminOnly': ['只有企业管理员可以接受关联邀请', "Only the enterprise's administrator can accept a link"],
  'network.partnerType': ['往来单位类型不符', 'The partner is of the wrong type'],
  'network.notLinked': ['该供应商未关联', 'This supplier is not linked'],
  'network.cartEmpty': ['进货车中没有该供应商的商品', 'The cart holds no goods of this supplier'],
  'network.goodsGone': ['商品已下架或不在共享范围内', 'A product is no longer offered to you'],
  'network.noWarehouse': ['企业没有可用的仓库', 'The enterprise has no warehouse'],
  'network.orderState': ['订单状态已变化，请刷新', 'The order has changed: refresh the page'],
  'network.nothingToDeliver': ['订单已全部发货', 'Everything on this order has been delivered'],
  'network.lineNotOpen': ['该行不是本订单待发货的明细', 'This line is not open for delivery on this order'],
  'network.alreadyReceived': ['该发货单已收货', 'This delivery has already been received'],
  'network.supplyOrderRemark': ['供应链订单', 'Supply-chain order'],
  'msg.network.order.title': ['新的客户订货', 'A new customer order'],
  'msg.network.order.content': ['{customer} 提交了订单 {bill_sn}，合计 ¥{amount}：请在“客户订货”中接单或拒单。', '{customer} placed order {bill_sn} for ¥{amount}: accept or refuse it under Customer ordering.'],
  'msg.network.invite.title': ['新的供应链关联邀请', 'A supply-chain link invitation'],
  'msg.network.invite.content': ['{enterprise} 邀请贵企业关联：请管理员在“供应链伙伴”中接受或拒绝。', '{enterprise} invites your enterprise to link: the administrator accepts or declines it under Supply partners.'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof networkMessages, true> {}
}
