import { partnerColumns } from './columns.ts';
import { col, funs, hiddenPage, menu, page, queryFuns, resourceFuns, system } from './build.ts';

/** Partner companies (SPEC §2 "Partners"): customers, suppliers, their categories, accounts and cost prices. */
export const partners = system('partner', 'partner', 'TeamOutlined', '往来单位', 'Partners', [
  menu('partnerMenu', '往来单位管理', 'Partner management', [
    page('customerList', '我的客户', 'My customers', {
      funs: resourceFuns('customer', ['share', '分享', 'Share'], ['enable', '启用/停用', 'Enable/disable']),
      cols: partnerColumns('customer'),
    }),
    page('supplierList', '我的供应商', 'My suppliers', {
      funs: resourceFuns('supplier', ['share', '分享', 'Share'], ['enable', '启用/停用', 'Enable/disable']),
      cols: partnerColumns('supplier'),
    }),
    page('partnerCategory', '往来单位分类', 'Partner categories', { funs: resourceFuns('partner_category') }),
    page('customerAccount', '客户账号', 'Customer accounts', { funs: funs('customer_account', 'add', 'edit', 'del', ['reset_password', '重置密码', 'Reset password']) }),
    page('costPrice', '成本价', 'Cost prices', {
      funs: funs('cost_price', 'edit', 'import', 'export', ['sync', '同步成本价', 'Sync cost prices']),
      cols: [col('partner_name', '往来单位', 'Partner'), col('product_name', '商品名称', 'Product name'), col('cost_price', '成本价', 'Cost price')],
    }),
    page('enterpriseLog', '企业日志', 'Enterprise log', { funs: queryFuns('enterprise_log') }),
    hiddenPage('contactList', '联系人列表', 'Contacts', ['customerList', 'supplierList'], { funs: funs('contact', 'add', 'edit', 'del', 'import', 'export') }),
    hiddenPage('partnerGoodsSerial', '往来单位商品序列号', 'Partner product serial numbers', ['customerList', 'supplierList']),
    hiddenPage('costPriceSync', '成本价同步', 'Cost price sync', ['costPrice']),
  ]),
]);
