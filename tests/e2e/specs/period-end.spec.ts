import { addMonths, chinaMonth, findPage, routePath } from '@zf/shared';
import { expect, type Page } from '@playwright/test';
import { api, login, openAs, registerUser, test as withDemo } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * A month-end in the browser (issue 15): a new enterprise whose books started last month bought and sold last month
 * and closed its business period (API seeding). The accountant opens 期末结账 and sees what stops the close (vouchers
 * not posted, profit and loss not carried down), follows the failing check's link, posts the vouchers, carries down
 * the profit on 结转损益 (audited and posted at once), closes the month — the top bar moves to this month — and
 * reopens it. English screens follow. Then the demo (its books start three months back, every voucher posted): its
 * first month's business period closed, profit carried down, the accounting close with every check shown passing,
 * the month shown closed, a bill of that month refused a reverse audit with the period's message, and both reopened.
 */
const thisMonth = chinaMonth();
const month = addMonths(thisMonth, -1);
const first = { timeout: 60_000 };
const confirm = (page: Page) => page.locator('.ant-popconfirm').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();

withDemo('an accountant closes last month from the checks page and reopens it; the demo closes its first month', async ({ browser, demoSession }) => {
  withDemo.setTimeout(300_000);
  const user = await registerUser({ name: '月结会计', enterprises: ['月末结账商贸有限公司'] });
  const session = await login(user.phone, user.password);
  const token = session.token;
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, body, token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data;
  };
  await call('PUT', '/finance/settings', { maker_cannot_audit: false });
  await call('PUT', '/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '50000.00' }, { subject_code: '3001', credit: '50000.00' }] });
  await call('POST', '/finance/initialize', { start_period: month });
  const unit = (await call('GET', '/units')).list[0].id;
  const supplier = (await call('POST', '/partners', { type: 2, name: '润滑油供应商' })).id;
  const customer = (await call('POST', '/partners', { type: 1, name: '城东汽修厂' })).id;
  const product = (await call('POST', '/products', { code: 'RH-5W30', name: '机油 5W-30', unit_id: unit })).id;
  const store = (await call('GET', '/warehouses')).list[0].id;
  const posted = async (type: string, day: string, partner: number, number: string, price: string) => {
    const bill = await call('POST', `/bills/${type}`, { bill_date: `${month}-${day}`, partner_id: partner, store_id: store, lines: [{ product_id: product, number, price, tax_rate: '0.13' }] });
    await call('POST', `/bills/${type}/${bill.id}/audit`, { action: 'audit' });
  };
  // Bought 20 at 40.00, sold 5 at 88.00: revenue 440.00, cost of sales 200.00, plus office costs of 60.00 → profit 180.00.
  await posted('purchase-bills', '03', supplier, '20', '40.00');
  await posted('sale-bills', '12', customer, '5', '88.00');
  await call('POST', '/vouchers', { voucher_date: `${month}-20`, word: '记', lines: [{ summary: '办公用品', subject_code: '560201', debit: '60.00' }, { summary: '办公用品', subject_code: '1002', credit: '60.00' }] });
  // A purchase left pending in the month: once the month is closed, approving it is refused naming the period.
  const pending = await call('POST', '/bills/purchase-bills', { bill_date: `${month}-28`, partner_id: supplier, store_id: store, lines: [{ product_id: product, number: '1', price: '40.00' }] });
  await call('POST', '/business-period/close', { period: month });

  const { context, page } = await openAs(browser, session);
  await page.goto(routePath(findPage('periodEndClose')!));
  await expect(page.getByTestId('open-period')).toHaveText(month, first);
  const row = (name: string) => page.getByTestId('period-checks').locator('tr', { hasText: name });
  await expect(row('凭证已全部审核记账')).toContainText('未审核 3 张');
  await expect(row('凭证已全部审核记账')).toContainText('未通过');
  await expect(row('损益已结转')).toContainText('本期利润 180.00');
  await expect(row('存货与总账一致')).toContainText('通过');
  await expect(page.getByTestId('close-period')).toBeDisabled();
  await snap(page, { path: 'tests/e2e/screenshots/period-end-checks-zh.png', fullPage: true });

  // The failing check links to the voucher check page; the vouchers are audited and posted there (seeded here).
  await page.getByTestId('fix-vouchers_posted').click();
  await expect(page).toHaveURL(new RegExp(routePath(findPage('voucherCheck')!)));
  const ids = (await call('GET', `/vouchers?period=${month}&page_size=100`)).list.map((v: { id: number }) => v.id);
  await call('POST', '/vouchers/batch-audit', { ids, action: 'audit' });
  await call('POST', '/vouchers/batch-audit', { ids, action: 'post' });

  await page.goto(routePath(findPage('carryDownIncome')!));
  const preview = page.getByTestId('carry-preview');
  await expect(preview.locator('tr', { hasText: '5001' })).toContainText('440.00', first);
  await expect(preview.locator('tr', { hasText: '5401' })).toContainText('200.00');
  await expect(page.getByTestId('carry-totals')).toContainText('180.00');
  await page.getByTestId('carry-auto-post').click();
  await expect(page.getByTestId('carry-auto-post')).toBeChecked();
  await snap(page, { path: 'tests/e2e/screenshots/period-end-carry-zh.png', fullPage: true });
  await page.getByTestId('carry-run').click();
  await confirm(page);
  await expect(page.getByTestId('carry-voucher')).toHaveText(/^记-\d{4}$/);
  await expect(preview).toContainText('损益类科目没有余额');

  await page.goto(routePath(findPage('periodEndClose')!));
  await expect(page.getByTestId('close-ready')).toBeVisible(first);
  // Every check is shown, and every one passes.
  const checkRows = page.getByTestId('period-checks').locator('tbody tr');
  await expect(checkRows).toHaveCount(14);
  await expect(checkRows.filter({ hasText: '未通过' })).toHaveCount(0);
  await expect(checkRows.filter({ hasText: '通过' })).toHaveCount(14);
  await page.getByTestId('close-period').click();
  await confirm(page);
  await expect(page.getByTestId('period-info')).toContainText(`会计期间 ${thisMonth}`);
  await expect(page.getByTestId('period-info')).toContainText(`业务期间 ${thisMonth}`);
  await expect(page.getByTestId('open-period')).toHaveText(thisMonth);
  // The month shows closed for business and for accounting.
  await expect(page.getByTestId('period-list').locator('tr', { hasText: month })).toHaveText(new RegExp(`${month}\\s*已结账\\s*已结账`));
  await snap(page, { path: 'tests/e2e/screenshots/period-end-closed-zh.png', fullPage: true });

  // The pending purchase dated in the closed month cannot be approved: the period's message.
  await page.goto(`${routePath(findPage('purchaseBill')!)}?id=${pending.id}`);
  await page.getByRole('button', { name: /^审\s?核$/ }).click(first);
  await confirm(page);
  await expect(page.getByText(`业务期间 ${month} 已结账，不能再录入、修改、审核或反审核该期间的单据`)).toBeVisible();

  // The closed month's statements: the balance sheet ties out, and the profit statement shows the 180.00 even though
  // the carry-down moved it to 3103 (statements leave carry-down vouchers out of the movements).
  const statement = (name: string) => `${routePath(findPage(name)!)}?period=${month}`;
  await page.goto(statement('balanceSheet'));
  await expect(page.getByTestId('tie-out')).toContainText('报表平衡', first);
  await expect(page.getByTestId('statement-closing-53')).toHaveText(await page.getByTestId('statement-closing-30').innerText());
  await page.goto(statement('profitStatement'));
  await expect(page.getByTestId('statement-period_amount-32')).toContainText('180.00', first);
  await page.goto(statement('cashFlowStatement'));
  await expect(page.getByTestId('cash-check')).toBeVisible(first);

  await page.goto(routePath(findPage('periodEndClose')!));
  await expect(page.getByTestId('open-period')).toHaveText(thisMonth, first);
  await page.getByTestId('reverse-period').click();
  await confirm(page);
  await expect(page.getByTestId('period-info')).toContainText(`会计期间 ${month}`);
  await expect(page.getByTestId('open-period')).toHaveText(month);
  await snap(page, { path: 'tests/e2e/screenshots/period-end-reopened-zh.png', fullPage: true });
  await context.close();

  const en = await openAs(browser, session, 'en');
  await en.page.goto(routePath(findPage('periodEndClose')!));
  await expect(en.page.getByTestId('period-checks')).toContainText('Profit and loss carried down', first);
  await expect(en.page.getByTestId('close-ready')).toContainText(`${month} can be closed`);
  await snap(en.page, { path: 'tests/e2e/screenshots/period-end-checks-en.png', fullPage: true });
  await en.page.goto(routePath(findPage('businessPeriodClose')!));
  await expect(en.page.getByTestId('period-checks')).toContainText('No cost recalculation pending', first);
  await snap(en.page, { path: 'tests/e2e/screenshots/period-end-business-en.png', fullPage: true });
  await en.page.goto(routePath(findPage('carryDownIncome')!));
  await expect(en.page.getByTestId('carry-preview')).toContainText('nothing to carry down', first);
  await snap(en.page, { path: 'tests/e2e/screenshots/period-end-carry-en.png', fullPage: true });
  await en.context.close();

  // The demo's first month, closed from the checks page by the demo's accountant (the worker's demo login).
  const demo = await openAs(browser, demoSession);
  const d = demo.page;
  const demoCall = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, body, demoSession.token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data;
  };
  const demoMonth = (await demoCall('GET', '/period-end/periods')).finance_period as string;
  const demoBill = (await demoCall('GET', `/bills/sale-bills?date_from=${demoMonth}-01&date_to=${demoMonth}-28&audit_status=2&page_size=1`)).list[0] as { id: number };
  await d.goto(routePath(findPage('businessPeriodClose')!));
  await expect(d.getByTestId('open-period')).toHaveText(demoMonth, first);
  await expect(d.getByTestId('close-ready')).toBeVisible(first);
  await d.getByTestId('close-period').click();
  await confirm(d);
  await expect(d.getByTestId('period-info')).toContainText(`会计期间 ${demoMonth}`);
  await expect(d.getByTestId('open-period')).not.toHaveText(demoMonth);

  await d.goto(routePath(findPage('carryDownIncome')!));
  await expect(d.getByTestId('carry-preview').locator('tr', { hasText: '5001' })).toBeVisible(first);
  const autoPost = d.getByTestId('carry-auto-post');
  if (!(await autoPost.isChecked())) await autoPost.click();
  await expect(autoPost).toBeChecked();
  await d.getByTestId('carry-run').click();
  await confirm(d);
  await expect(d.getByTestId('carry-voucher')).toHaveText(/^记-\d{4}$/, first);
  await demoCall('PUT', '/period-end/settings', { carry_down_auto_post: false });

  await d.goto(routePath(findPage('periodEndClose')!));
  await expect(d.getByTestId('open-period')).toHaveText(demoMonth, first);
  const demoChecks = d.getByTestId('period-checks').locator('tbody tr');
  await expect(demoChecks).toHaveCount(14);
  await expect(demoChecks.filter({ hasText: '未通过' })).toHaveCount(0);
  await expect(demoChecks.filter({ hasText: '通过' })).toHaveCount(14);
  await snap(d, { path: 'tests/e2e/screenshots/period-end-demo-checks-zh.png', fullPage: true });
  await d.getByTestId('close-period').click();
  await confirm(d);
  await expect(d.getByTestId('period-info')).not.toContainText(`会计期间 ${demoMonth}`);
  await expect(d.getByTestId('period-list').locator('tr', { hasText: demoMonth })).toHaveText(new RegExp(`${demoMonth}\\s*已结账\\s*已结账`));

  // A sale of the closed month cannot be reverse-audited: the period's message.
  await d.goto(`${routePath(findPage('saleBill')!)}?id=${demoBill.id}`);
  await d.getByRole('button', { name: /^反审核$/ }).click(first);
  await confirm(d);
  await expect(d.getByText(`业务期间 ${demoMonth} 已结账，不能再录入、修改、审核或反审核该期间的单据`)).toBeVisible();

  // Reopened: the accounting period first, then the business period.
  await d.goto(routePath(findPage('periodEndClose')!));
  await d.getByTestId('reverse-period').click(first);
  await confirm(d);
  await expect(d.getByTestId('open-period')).toHaveText(demoMonth);
  await d.goto(routePath(findPage('businessPeriodClose')!));
  await d.getByTestId('reverse-period').click(first);
  await confirm(d);
  await expect(d.getByTestId('open-period')).toHaveText(demoMonth);
  await demo.context.close();
});
