import { billFuns, funs, hiddenPage, menu, page, resourceFuns, system } from './build.ts';
import { billColumns } from './columns.ts';

/**
 * System setup centre (SPEC §1 further areas, §2 "Master data" and "Approval and printing"): accounting master
 * data, opening balances, approval flows, printing; the maintenance tools of enterprise 91.
 */
export const setup = system('setup', 'setup', 'SettingOutlined', '系统设置', 'System setup', [
  menu('baseDataMenu', '基础资料', 'Master data', [
    page('subjectList', '会计科目', 'Chart of accounts', { funs: resourceFuns('subject', ['enable', '启用/停用', 'Enable/disable']) }),
    page('accountingItem', '核算项目', 'Accounting items', { funs: resourceFuns('accounting_item') }),
    page('currencyList', '币种', 'Currencies', { funs: resourceFuns('currency') }),
    page('settlementAccount', '结算账户', 'Settlement accounts', { funs: resourceFuns('settlement_account') }),
    page('expenseCategory', '费用类别', 'Expense categories', { funs: resourceFuns('expense_category') }),
    page('expenseProject', '费用项目', 'Expense projects', { funs: resourceFuns('expense_project') }),
    page('accountingPeriod', '会计期间', 'Accounting periods', { funs: funs('accounting_period', 'edit') }),
    page('accountingMethod', '核算方法', 'Accounting methods', { funs: funs('accounting_method', 'edit') }),
    page('systemParam', '系统参数', 'System parameters', { funs: funs('system_param', 'edit') }),
    // Numbering of codes left empty (products, customers, suppliers): GET/PUT /code-rules.
    page('codeRule', '编码规则', 'Code rules', { funs: funs('code_rule', 'edit') }),
  ]),
  menu('initMenu', '初始化', 'Initialization', [
    // SPEC §2 layout route: the initialization guide the shell sends an uninitialized enterprise to.
    page('getSystemSetGuideList', '初始化向导', 'Initialization guide', { shellPath: '/getSystemSetGuideList' }),
    page('openingBalance', '期初余额', 'Opening balances', { funs: funs('opening_balance', 'edit', 'import', 'export', ['trial', '试算平衡', 'Trial balance']) }),
    // Opening stock documents (期初入库单, bill type stock-openings) through the bill engine.
    page('warehouseInit', '仓库期初', 'Warehouse initialization', { funs: billFuns('warehouse_init', ['finish', '完成初始化', 'Finish initialization']), cols: billColumns('none') }),
  ]),
  menu('approvalPrintMenu', '审批与打印', 'Approval and printing', [
    page('auditFlow', '审批流设置', 'Audit flow setup', { funs: resourceFuns('audit_flow') }),
    page('autoVoucherConfig', '自动凭证配置', 'Auto voucher configuration', { funs: funs('auto_voucher_config', 'edit') }),
    page('printSetting', '打印设置', 'Print settings', { funs: funs('print_setting', 'edit') }),
    page('printTemplateDesigner', '打印模板设计', 'Print template designer', { funs: funs('print_template', 'add', 'edit', 'del', ['copy', '复制', 'Copy']) }),
    hiddenPage('printerList', '打印机列表', 'Printers', ['printSetting']),
  ]),
  menu('maintenanceMenu', '系统维护', 'Maintenance', [
    // SPEC §2: /setup/setupCenter, offered only in enterprise 91.
    page('setupCenter', '系统维护', 'System maintenance', { shellPath: '/setup/setupCenter', onlyEnterpriseId: 91, funs: funs('setup_center', ['run', '执行', 'Run']) }),
  ]),
]);
