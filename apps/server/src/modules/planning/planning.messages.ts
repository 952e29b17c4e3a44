import { defineMessages } from '../../platform/i18n/server-messages.ts';

/** Messages of production planning (MRP): key → [zh-CN, en-US]. */
export const planningMessages = defineMessages({
  'planning.noWarehouse': ['请先建立仓库', 'Create a warehouse first'],
  'planning.outsourceOnPlan': ['委外加工的需求请在委外计划中生成委外加工单（需选择供应商）', 'Rows to subcontract become outsourcing orders on the outsourcing plan, where their supplier is chosen'],
  'planning.noDemand': ['请填写需求：产品、数量和需求日期，或选择销售订单', 'Enter the demand (product, quantity and need date) or choose sales orders'],
  'planning.orderNotOpen': ['销售订单 {bill_sn} 未审核或已全部出库，不能用于计划', 'Sales order {bill_sn} is not approved or already fully delivered: it cannot be planned'],
  'planning.bomCycle': ['物料清单循环引用：产品 {product} 直接或间接用到了自身', 'The bills of materials loop: product {product} ends up inside itself'],
});

declare module '../../platform/i18n/server-messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleMessages extends Record<keyof typeof planningMessages, true> {}
}
