import type { Language } from './language.ts';
import type { Labels } from './resource/field.ts';
import { allResources } from './resources/index.ts';

/**
 * What a field is called on screen, for messages that name it ("名称不能为空" / "Name is required"). A route may
 * give its own labels (a resource's field labels); otherwise the common names below, then any resource field of that
 * name, then the name itself.
 */
const l = (zh: string, en: string): Labels => ({ 'zh-CN': zh, 'en-US': en });
export const commonFieldLabels: Readonly<Record<string, Labels>> = {
  id: l('编号', 'ID'), ids: l('编号', 'IDs'), name: l('名称', 'Name'), code: l('编码', 'Code'), phone: l('手机号', 'Phone'),
  mobile: l('手机', 'Mobile'), password: l('密码', 'Password'), remark: l('备注', 'Remark'), sort: l('排序', 'Sort'),
  status: l('状态', 'Status'), type: l('类型', 'Type'), page: l('页码', 'Page'), page_size: l('每页条数', 'Page size'),
  keyword: l('关键字', 'Keyword'), file: l('文件', 'File'), captcha: l('图形验证码', 'Captcha'), scene: l('场景', 'Scene'),
  enterprise_id: l('企业', 'Enterprise'), employee_id: l('员工', 'Employee'), department_id: l('部门', 'Department'),
  product_id: l('商品', 'Product'), unit_id: l('单位', 'Unit'), brand_id: l('品牌', 'Brand'), category_id: l('分类', 'Category'),
  partner_id: l('往来单位', 'Partner'), warehouse_id: l('仓库', 'Warehouse'), store_id: l('仓库', 'Warehouse'),
  out_store_id: l('调出仓库', 'Source warehouse'), in_store_id: l('调入仓库', 'Target warehouse'), shelf_id: l('货位', 'Shelf'),
  bill_date: l('单据日期', 'Bill date'), delivery_date: l('交货日期', 'Delivery date'), date: l('日期', 'Date'),
  date_from: l('开始日期', 'Start date'), date_to: l('结束日期', 'End date'), period: l('期间', 'Period'),
  number: l('数量', 'Quantity'), price: l('单价', 'Unit price'), amount: l('金额', 'Amount'), tax_rate: l('税率', 'Tax rate'),
  discount_rate: l('折扣率', 'Discount rate'), discount_amount: l('折扣额', 'Discount amount'),
  purchase_price: l('采购价', 'Purchase price'), sale_price: l('销售价', 'Sale price'), lines: l('明细', 'Lines'),
  source_line_id: l('来源单据行', 'Source line'), source_bill_id: l('来源单据', 'Source document'), action: l('操作', 'Action'),
};

/**
 * The label of a field path as a request names it (`name`, `lines.0.price`, `ids.3`), or undefined for a field no
 * screen names (the caller then shows the message alone).
 */
export function fieldLabel(path: string, language: Language, own: Readonly<Record<string, Labels>> = {}): string | undefined {
  const parts = path.split('.');
  const leaf = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? path;
  const labels = own[leaf] ?? commonFieldLabels[leaf] ?? allResources.find((r) => r.allFields[leaf])?.allFields[leaf]?.label;
  const label = labels?.[language];
  if (label === undefined) return undefined;
  // A row of a list of rows: "第2行单价" / "Line 2 unit price".
  const rowAt = parts.findIndex((p, i) => /^\d+$/.test(p) && i < parts.length - 1);
  if (rowAt < 0) return label;
  const row = Number(parts[rowAt]) + 1;
  return language === 'en-US' ? `Line ${row} ${/^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label}` : `第${row}行${label}`;
}
