import { addMonths, chinaMonth, findPage, routePath } from '@zf/shared';
import { api, expect as baseExpect, login, openAs, registerUser, test } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

// The machine the specs run on may be shared and loaded: the flow waits patiently rather than failing on time.
const expect = baseExpect.configure({ timeout: 45_000 });

const shots = 'tests/e2e/screenshots';
const pathOf = (name: string) => routePath(findPage(name)!);

/** Last month as 'YYYY-MM' in the browser's and server's local time: the books start there. */
function lastMonth(): string {
  return addMonths(chinaMonth(), -1);
}

test('a new enterprise goes through the initialization guide: start period, one balanced opening pair, finish', async ({ browser }) => {
  test.setTimeout(600_000);
  const user = await registerUser({ name: '总账会计', enterprises: ['初始化测试商贸有限公司'] });
  const session = await login(user.phone, user.password);
  const token = session.token;
  const month = lastMonth();
  const { context, page } = await openAs(browser, session);

  // An enterprise whose books are not initialized: the top bar says so and leads to the guide (from home the shell
  // also opens it by itself).
  await page.goto('/dashboard');
  await expect(page.getByText('财务未初始化，去初始化')).toBeVisible();
  if (!page.url().includes('getSystemSetGuideList')) await page.getByText('财务未初始化，去初始化').click();
  await expect(page).toHaveURL(/getSystemSetGuideList/);
  await expect(page.getByTestId('guide-step-openings')).toBeVisible();
  await page.getByTestId('guide-start-period').click();
  await page.getByTestId('guide-start-period').fill(month);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await api('GET', '/finance/settings', undefined, token)).data.start_period).toBe(month);

  // The chart: a sub-account of 1002 gets the next code.
  await page.goto(pathOf('subjectList'));
  await page.getByTestId('add-child-1002').click();
  await expect(page.getByTestId('subject-code')).toHaveValue('100201');
  await page.getByTestId('subject-name').fill('工商银行基本户');
  await page.getByRole('button', { name: /^保\s?存$/ }).click();
  await expect(page.getByTestId('subject-100201')).toHaveText('工商银行基本户');
  await snap(page, { path: `${shots}/ledger-init-chart-zh.png` });
  await page.getByRole('tab', { name: '现金流量项目' }).click();
  await expect(page.getByTestId('cash-flow-items')).toContainText('销售产成品、商品、提供劳务收到的现金');

  // Openings: bank 100201 and paid-in capital 3001, checked live.
  await page.goto(pathOf('openingBalance'));
  await page.getByTestId('opening-balance-100201').fill('50000');
  await expect(page.getByTestId('trial-check')).toContainText('试算不平衡');
  await page.locator('.ant-segmented-item').filter({ hasText: '所有者权益' }).click();
  await page.getByTestId('opening-balance-3001').fill('50000');
  await expect(page.getByTestId('trial-check')).toContainText('试算平衡');
  await page.getByTestId('save-openings').click();
  await expect.poll(async () => (await api('GET', '/finance/opening-balances', undefined, token)).data.check).toMatchObject({ debit: '50000.00', credit: '50000.00', balanced: true });
  await snap(page, { path: `${shots}/ledger-init-openings-zh.png` });

  // Finish in the guide: the top bar shows the periods, the openings lock.
  await page.goto('/getSystemSetGuideList');
  await expect(page.getByTestId('guide-step-openings').locator('..').locator('..')).toBeVisible();
  await page.getByTestId('start-accounting').click();
  await expect(page.getByText('财务已初始化')).toBeVisible();
  await snap(page, { path: `${shots}/ledger-init-guide-zh.png` });
  const period = await api('GET', '/finance/current-period', undefined, token);
  expect(period.data).toMatchObject({ locked_account: 1, business_period: { fiscal_period: month }, finance_period: { fiscal_period: month } });
  expect((await api('PUT', '/finance/opening-balances', { lines: [] }, token)).code).toBe(4090);
  expect((await api('GET', '/finance/opening-balances', undefined, token)).data).toMatchObject({ initialized: true, check: { balanced: true } });

  await page.goto(pathOf('openingClose'));
  await expect(page.getByTestId('reverse-opening')).toBeVisible();
  await snap(page, { path: `${shots}/ledger-init-close-zh.png` });
  await page.goto(pathOf('accountingPeriod'));
  await expect(page.getByTestId('accounting-period')).toContainText(month);
  await snap(page, { path: `${shots}/ledger-init-periods-zh.png` });
  await page.goto(pathOf('accountingMethod'));
  await expect(page.getByTestId('accounting-method')).toContainText('移动加权平均');
  await snap(page, { path: `${shots}/ledger-init-method-zh.png` });
  await page.goto(pathOf('systemParam'));
  // A one-person company: the maker may audit their own vouchers.
  await page.getByTestId('maker-cannot-audit').click();
  await expect.poll(async () => (await api('GET', '/finance/settings', undefined, token)).data.maker_cannot_audit).toBe(false);
  await snap(page, { path: `${shots}/ledger-init-params-zh.png` });

  // The first voucher: entered, audited and posted; the opening close can no longer be reversed.
  const voucher = await api('POST', '/vouchers', { voucher_date: `${month}-15`, word: '记', lines: [
    { summary: '支付办公费', subject_code: '560201', debit: '800' }, { summary: '支付办公费', subject_code: '100201', credit: '800' },
  ] }, token);
  expect(voucher.code, voucher.msg).toBe(2000);
  expect((await api('POST', `/vouchers/${voucher.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
  expect((await api('POST', `/vouchers/${voucher.data.id}/audit`, { action: 'post' }, token)).code).toBe(2000);
  expect((await api('GET', `/vouchers/${voucher.data.id}`, undefined, token)).data).toMatchObject({ status: 3, period: month, total_debit: '800.00' });
  expect((await api('POST', '/finance/initialize/reverse', {}, token))).toMatchObject({ code: 4090, msg: '已有 1 张凭证记账，不能反初始化' });
  await context.close();

  const en = await openAs(browser, session, 'en');
  for (const [name, testId, text, file] of [
    ['subjectList', 'subject-list', 'Chart of accounts', 'chart'], ['openingBalance', 'opening-balance', '100201', 'openings'], ['openingClose', 'opening-close', 'Reverse close', 'close'],
    ['accountingPeriod', 'accounting-period', 'Current accounting period', 'periods'], ['accountingMethod', 'accounting-method', 'Moving weighted average', 'method'],
    ['systemParam', 'system-param', 'The maker of a voucher cannot audit it', 'params'],
  ] as const) {
    // The screen's own content, not only its tab and breadcrumb, before the screenshot.
    await en.page.goto(pathOf(name));
    await expect(en.page.getByTestId(testId)).toContainText(text);
    await snap(en.page, { path: `${shots}/ledger-init-${file}-en.png` });
  }
  await en.page.goto('/getSystemSetGuideList');
  await expect(en.page.getByText('Accounting is initialized').first()).toBeVisible();
  await snap(en.page, { path: `${shots}/ledger-init-guide-en.png` });
  await en.context.close();
});
