import { funs, menu, page, queryFuns, resourceFuns, system } from './build.ts';

/** Payroll (SPEC §2 "Payroll"): wage items and rates, monthly wages, payment and cost allocation. */
export const payroll = system('payroll', 'payroll', 'WalletOutlined', '工资管理', 'Payroll', [
  menu('wageMenu', '工资核算', 'Wages', [
    page('payWages', '工资发放', 'Pay wages', { funs: funs('pay_wages', 'add', 'edit', 'del', 'audit', 'reverse', 'import', 'export', ['pay', '发放', 'Pay']) }),
    page('wagePaymentDetail', '工资发放明细', 'Wage payment details', { funs: queryFuns('wage_payment_detail') }),
    page('wageReport', '工资报表', 'Wage report', { funs: queryFuns('wage_report') }),
    page('wageCostAllocation', '工资费用分配', 'Wage cost allocation', { funs: funs('wage_cost_allocation', ['run', '执行分配', 'Allocate'], ['voucher', '生成凭证', 'Create voucher'], 'export') }),
  ]),
  menu('wageSettingMenu', '工资设置', 'Payroll settings', [
    page('wageItem', '工资项目', 'Wage items', { funs: resourceFuns('wage_item') }),
    page('wageAllocationSetting', '分配设置', 'Allocation settings', { funs: funs('wage_allocation_setting', 'edit') }),
    page('taxRateSetting', '个税税率设置', 'Tax rate settings', { funs: funs('tax_rate_setting', 'edit') }),
  ]),
]);
