import { chinaMonth, findPage, routePath } from '@zf/shared';
import { expect, test, type Page } from '@playwright/test';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * A payroll month in the browser (issue 17): a new enterprise with books open this month and one employee (the
 * administrator) in 销售部. The accountant allocates 销售部's wages to 560103 and its bonus to 560204 on 分配设置, enters the employee's
 * payroll data (20,000 base salary, 3,000 special deductions), makes this month's payroll, enters a 1,000 bonus,
 * computes (IIT (21,000 − 5,000 − 3,000) × 3 % = 390.00, net pay 20,610.00), audits, makes the accrual voucher on
 * 工资费用分配 and pays from the bank. English screens follow.
 */
const thisMonth = chinaMonth();
const first = { timeout: 60_000 };
const go = (page: Page, name: string) => page.goto(routePath(findPage(name)!));

test('an accountant runs a month of payroll from the allocation settings to the payment', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await registerUser({ name: '工资会计', enterprises: ['工资核算商贸有限公司'] });
  const session = await login(user.phone, user.password);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, body, session.token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data;
  };
  await call('PUT', '/finance/settings', { maker_cannot_audit: false });
  await call('POST', '/finance/initialize', { start_period: thisMonth });
  const sales = (await call('POST', '/departments', { name: '销售部' })).id;
  await call('POST', '/settlement-accounts', { name: '工资卡账户', account_type: 2 });
  const me = (await call('GET', '/payroll/employees')).list[0].employee_id;
  await call('PUT', `/employees/${me}`, { department_id: sales });

  const { context, page } = await openAs(browser, session);
  await test.step('allocation settings: 销售部 to 560103 销售人员薪酬', async () => {
    await go(page, 'wageAllocationSetting');
    await expect(page.getByTestId('allocation-default')).toContainText('560204', first);
    await page.getByTestId('allocation-销售部').click();
    await page.keyboard.type('560103');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('560103 销售人员薪酬').click();
    // Per item: 销售部's bonus goes to 560204 管理人员薪酬, its other wages to the department's account.
    await page.getByTestId('allocation-销售部-bonus').click();
    await page.keyboard.type('560204');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('560204 管理人员薪酬').click();
    await page.getByTestId('allocation-save').click();
    await expect(page.getByText('分配设置已保存')).toBeVisible();
    expect((await call('GET', '/payroll/allocation-settings')).list.find((l: { department_id: number }) => l.department_id === sales))
      .toMatchObject({ subject_code: '560103', items: { bonus: '560204' } });
    await snap(page, { path: 'tests/e2e/screenshots/payroll-allocation-setting-zh.png', fullPage: true });
  });

  await test.step('payroll data, this month\'s payroll, a bonus, compute and audit', async () => {
    await go(page, 'payWages');
    await page.getByRole('tab', { name: '员工工资档案' }).click();
    await page.getByTestId(`staff-${me}-base_salary`).fill('20000');
    await page.getByTestId(`staff-${me}-special_deduction`).fill('3000');
    await page.getByTestId('staff-save').click();
    await expect(page.getByText('已保存 1 名员工的工资档案')).toBeVisible();
    await page.getByRole('tab', { name: '工资表' }).click();
    await page.getByTestId('pay-create').click();
    await expect(page.getByTestId('pay-run')).toContainText(`${thisMonth} 工资表`, first);
    await expect(page.getByTestId(`gross_pay-${me}`)).toHaveText('20,000.00');
    await page.getByTestId(`cell-${me}-bonus`).fill('1000');
    await page.getByTestId('pay-save').click();
    await expect(page.getByTestId(`gross_pay-${me}`)).toHaveText('21,000.00');
    await expect(page.getByTestId(`income_tax-${me}`)).toHaveText('390.00');
    await expect(page.getByTestId(`net_pay-${me}`)).toHaveText('20,610.00');
    await page.getByTestId('pay-compute').click();
    await expect(page.getByText('已重新计算')).toBeVisible();
    // The buttons stay loading until the run is read again; a click meanwhile is lost (seen once in a run).
    await expect(page.getByTestId('pay-audit')).not.toHaveClass(/ant-btn-loading/);
    await page.getByTestId('pay-audit').click();
    await expect(page.getByTestId('pay-run')).toContainText('已审核');
    await expect(page.getByTestId('pay-compute')).toHaveCount(0);
    await snap(page, { path: 'tests/e2e/screenshots/payroll-pay-wages-zh.png', fullPage: true });
  });

  await test.step('wage cost allocation makes the accrual voucher, the bonus on its own account', async () => {
    await go(page, 'wageCostAllocation');
    const row = page.getByTestId('allocation-rows').locator('tr', { hasText: '560103 销售人员薪酬' });
    await expect(row).toContainText('销售部', first);
    await expect(row).toContainText('20,000.00');
    await expect(page.getByTestId('allocation-rows').locator('tr', { hasText: '560204 管理人员薪酬' })).toContainText('1,000.00');
    await page.getByTestId('allocation-accrue').click();
    await expect(page.getByTestId('allocation-voucher')).toHaveText(/^计提凭证 记-\d{4}$/);
    const accrual = await call('GET', `/vouchers/${(await call('GET', '/payroll/runs')).list[0].accrual_voucher_id}`);
    expect(accrual.lines.map((l: { subject_code: string; debit: string; credit: string }) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['560103', '20000.00', '0.00'], ['560204', '1000.00', '0.00'], ['221101', '0.00', '21000.00'],
    ]);
    await snap(page, { path: 'tests/e2e/screenshots/payroll-allocation-zh.png', fullPage: true });
  });

  await test.step('pay from the bank; the report shows the month', async () => {
    await go(page, 'payWages');
    await expect(page.getByTestId('pay-run')).toContainText('已计提', first);
    await page.getByTestId('pay-account').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByText('工资卡账户').click();
    await page.getByTestId('pay-pay').click();
    await expect(page.getByTestId('pay-payment-voucher')).toHaveText(/^记-\d{4}$/);
    await expect(page.getByTestId('pay-run')).toContainText('已发放');
    const payment = await call('GET', `/vouchers/${(await call('GET', '/payroll/runs')).list[0].payment_voucher_id}`);
    expect(payment.lines.map((l: { subject_code: string; debit: string; credit: string }) => [l.subject_code, l.debit, l.credit])).toEqual([
      ['221101', '21000.00', '0.00'], ['1002', '0.00', '20610.00'], ['222104', '0.00', '390.00'],
    ]);
    // Taken back and paid again: 取消发放 deletes the payment voucher (confirmed), the payment can be made again.
    await page.getByTestId('pay-unpay').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /确\s?定|OK/ }).click();
    await expect(page.getByTestId('pay-payment-voucher')).toHaveCount(0);
    await expect(page.getByTestId('pay-unaccrue')).toBeVisible();
    await page.getByTestId('pay-pay').click();
    await expect(page.getByTestId('pay-payment-voucher')).toHaveText(/^记-\d{4}$/);
    await go(page, 'wageReport');
    await expect(page.getByTestId('query-rows').locator('tr', { hasText: thisMonth })).toContainText('21,000.00', first);
    await snap(page, { path: 'tests/e2e/screenshots/payroll-report-zh.png', fullPage: true });
    await go(page, 'wageItem');
    await expect(page.locator('tr', { hasText: 'base_salary' })).toContainText('基本工资', first);
    await expect(page.locator('tr', { hasText: 'pension' })).toContainText('si_base * 0.08');
    await snap(page, { path: 'tests/e2e/screenshots/payroll-wage-items-zh.png', fullPage: true });
    await go(page, 'taxRateSetting');
    await expect(page.getByTestId('tax-quick-7')).toHaveValue('181920.00', first);
    await expect(page.getByTestId('tax-basic')).toHaveValue('5000.00');
    await snap(page, { path: 'tests/e2e/screenshots/payroll-tax-rate-zh.png', fullPage: true });
  });
  await context.close();

  await test.step('English screens', async () => {
    const en = await openAs(browser, session, 'en');
    await go(en.page, 'payWages');
    await expect(en.page.getByTestId('pay-run')).toContainText(`Payroll ${thisMonth}`, first);
    await expect(en.page.getByTestId('pay-run')).toContainText('Paid');
    await snap(en.page, { path: 'tests/e2e/screenshots/payroll-pay-wages-en.png', fullPage: true });
    await go(en.page, 'wageCostAllocation');
    await expect(en.page.getByTestId('allocation-voucher')).toContainText('Accrual voucher', first);
    await snap(en.page, { path: 'tests/e2e/screenshots/payroll-allocation-en.png', fullPage: true });
    // The seeded wage items in English: in the list of items, as payroll columns and on the allocation settings.
    await go(en.page, 'wageItem');
    await expect(en.page.locator('tr', { hasText: 'base_salary' })).toContainText('Base salary', first);
    await expect(en.page.locator('tr', { hasText: 'housing_fund' })).toContainText('Housing fund (employee)');
    await snap(en.page, { path: 'tests/e2e/screenshots/payroll-wage-items-en.png', fullPage: true });
    await go(en.page, 'wageAllocationSetting');
    await expect(en.page.getByTestId('allocation-list')).toContainText('Bonus', first);
    await expect(en.page.getByTestId('allocation-销售部-bonus')).toContainText('560204');
    await snap(en.page, { path: 'tests/e2e/screenshots/payroll-allocation-setting-en.png', fullPage: true });
    await go(en.page, 'taxRateSetting');
    await expect(en.page.getByTestId('tax-brackets')).toContainText('and above', first);
    await snap(en.page, { path: 'tests/e2e/screenshots/payroll-tax-rate-en.png', fullPage: true });
    await en.context.close();
  });
});
