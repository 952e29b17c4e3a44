import type { Labels } from '../resource/field.ts';
import { billMetas } from '../bills/index.ts';
import { resourceByName } from './index.ts';

/**
 * What the enterprise log (企业日志) calls the writers of change_log that are not resource definitions: staff,
 * permission groups, enterprise information, the product extras and price rules. Documents are named by their bill
 * type's label.
 */
export const otherLogLabels: Readonly<Record<string, Labels>> = {
  employees: { 'zh-CN': '员工', 'en-US': 'Staff' },
  'permission-groups': { 'zh-CN': '权限组', 'en-US': 'Permission groups' },
  enterprise: { 'zh-CN': '企业信息', 'en-US': 'Enterprise information' },
  'vehicle-fitment': { 'zh-CN': '商品适用车型', 'en-US': 'Vehicle fitment' },
  'smart-classification': { 'zh-CN': '智能分类', 'en-US': 'Smart classification' },
  'product-shares': { 'zh-CN': '商品共享', 'en-US': 'Product sharing' },
  'product-associations': { 'zh-CN': '商品关联', 'en-US': 'Product associations' },
  sale_agreement_price: { 'zh-CN': '销售协议价', 'en-US': 'Sales agreement prices' },
  promotion: { 'zh-CN': '促销', 'en-US': 'Promotions' },
  audit_flow: { 'zh-CN': '审批流', 'en-US': 'Audit flows' },
  'payroll-runs': { 'zh-CN': '工资表', 'en-US': 'Payrolls' },
  vouchers: { 'zh-CN': '凭证', 'en-US': 'Vouchers' },
  subjects: { 'zh-CN': '会计科目', 'en-US': 'Accounts' },
  'period-balances': { 'zh-CN': '科目余额', 'en-US': 'Account balances' },
  'business-periods': { 'zh-CN': '业务期间', 'en-US': 'Business periods' },
  'accounting-periods': { 'zh-CN': '会计期间', 'en-US': 'Accounting periods' },
  'shop-orders': { 'zh-CN': '门店订单', 'en-US': 'Shop orders' },
  'cash-flow-map': { 'zh-CN': '现金流量项目对照', 'en-US': 'Cash flow mapping' },
};

/** The label of a change_log `resource` in both languages, or undefined for a name nobody writes. */
export const changeLogLabel = (resource: string): Labels | undefined =>
  resourceByName(resource)?.label ?? otherLogLabels[resource] ?? billMetas.find((m) => m.type === resource)?.label;
