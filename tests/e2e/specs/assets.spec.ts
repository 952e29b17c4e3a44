import { findPage, routePath } from '@zf/shared';
import { expect, test, type Page } from '@playwright/test';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * Fixed assets in the browser (issue 17): a new enterprise whose books start this month has an office-equipment
 * category (60 months, 5 %, straight line) and a department (API seeding). The accountant adds a printer bought last
 * month on 资产列表 (life, rate and method from the category), runs this month's depreciation on 计提折旧
 * (12,000.00 × 95 % / 60 = 190.00, voucher Dr 560206 管理部 / Cr 1602) and reads it on 折旧明细表. The screens
 * (with inventory, initialization and import) in zh-CN, then in en-US.
 */
const thisMonth = new Date().toLocaleDateString('sv-SE').slice(0, 7);
function lastMonthDay(day: string): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() - 1);
  return `${d.toLocaleDateString('sv-SE').slice(0, 7)}-${day}`;
}
const first = { timeout: 60_000 };
const confirm = (page: Page) => page.locator('.ant-popconfirm').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
const pick = async (page: Page, label: string, option: string) => {
  const form = page.getByRole('dialog');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await form.getByLabel(label).click();
    await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).first().click({ timeout: 2000 });
    await expect(form.locator('.ant-form-item').filter({ hasText: label }).first()).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
};

test('an accountant adds an asset card, runs the month’s depreciation and reads the table', async ({ browser }) => {
  test.setTimeout(180_000);
  const user = await registerUser({ name: '资产会计', enterprises: ['固定资产商贸有限公司'] });
  const session = await login(user.phone, user.password);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await api(method, path, body, session.token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data;
  };
  await call('PUT', '/finance/opening-balances', { lines: [{ subject_code: '1002', debit: '100000.00' }, { subject_code: '3001', credit: '100000.00' }] });
  await call('POST', '/finance/initialize', { start_period: thisMonth });
  const department = (await call('POST', '/departments', { name: '管理部' })).id;
  await call('POST', '/asset-categories', { name: '办公设备', life_months: 60, residual_rate: '5', method: 'straight_line' });

  const { context, page } = await openAs(browser, session);
  await test.step('资产列表: add a card; life, rate and method come from the category', async () => {
    await page.goto(routePath(findPage('assetList')!));
    await page.getByRole('button', { name: '新增' }).click(first);
    const form = page.getByRole('dialog');
    await form.getByLabel('资产编码').fill('FA-100');
    await form.getByLabel('资产名称').fill('激光打印机');
    await pick(page, '资产类别', '办公设备');
    await pick(page, '使用部门', '管理部');
    await form.getByLabel('开始使用日期').fill(lastMonthDay('15'));
    await form.getByLabel('原值').fill('12000');
    await form.getByRole('button', { name: '保 存' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'FA-100' });
    await expect(row).toContainText('激光打印机');
    await expect(row).toContainText('12000.00');
    await expect(row).toContainText('60');
    await expect(row).toContainText('平均年限法');
    await snap(page, { path: 'tests/e2e/screenshots/assets-list-zh.png', fullPage: true });
  });

  await test.step('计提折旧: 190.00 for this month, a voucher Dr 560206 by department / Cr 1602', async () => {
    await page.goto(routePath(findPage('depreciationAccrual')!));
    const preview = page.getByTestId('accrual-preview');
    await expect(preview.locator('tr', { hasText: 'FA-100' })).toContainText('190.00', first);
    await expect(preview.locator('tr', { hasText: 'FA-100' })).toContainText('11,810.00');
    await expect(page.getByTestId('accrual-total')).toContainText('190.00');
    await snap(page, { path: 'tests/e2e/screenshots/assets-accrual-zh.png', fullPage: true });
    await page.getByTestId('accrual-run').click();
    await confirm(page);
    await expect(page.getByTestId('accrual-state')).toContainText('已计提 记-0001');
    await expect(page.getByTestId('accrual-runs')).toContainText('未审核');
    const run = (await call('GET', '/fixed-assets/depreciation/runs')).list[0];
    const voucher = await call('GET', `/vouchers/${run.voucher_id}`);
    expect(voucher.lines.map((l: { subject_code: string; debit: string; credit: string; department_id: number }) => [l.subject_code, l.debit, l.credit, l.department_id]))
      .toEqual([['560206', '190.00', '0.00', department], ['1602', '0.00', '190.00', 0]]);
    // A second run of the month is refused by the server as well (4090).
    expect((await api('POST', '/fixed-assets/depreciation', { period: thisMonth }, session.token)).code).toBe(4090);
  });

  await test.step('折旧明细表: the month per asset', async () => {
    await page.goto(routePath(findPage('depreciationTable')!));
    const row = page.getByTestId('table-rows').locator('tr', { hasText: 'FA-100' });
    await expect(row).toContainText('190.00', first);
    await expect(row).toContainText('11,810.00');
    await expect(row).toContainText('已计提');
    await snap(page, { path: 'tests/e2e/screenshots/assets-table-zh.png', fullPage: true });
  });

  await test.step('资产盘点: a count list of the assets on the books', async () => {
    await page.goto(routePath(findPage('assetInventory')!));
    await page.getByTestId('count-create').click(first);
    await expect(page.getByTestId('count-lines')).toContainText('激光打印机');
    await expect(page.getByTestId('count-list')).toContainText('盘点中');
    await snap(page, { path: 'tests/e2e/screenshots/assets-inventory-zh.png', fullPage: true });
  });

  await test.step('资产初始化 and 资产导入 open', async () => {
    await page.goto(routePath(findPage('assetInit')!));
    await expect(page.getByTestId('init-summary')).toBeVisible(first);
    await snap(page, { path: 'tests/e2e/screenshots/assets-init-zh.png', fullPage: true });
    await page.goto(routePath(findPage('assetImport')!));
    await expect(page.getByTestId('import-template')).toBeVisible(first);
    await snap(page, { path: 'tests/e2e/screenshots/assets-import-zh.png', fullPage: true });
  });
  await context.close();

  await test.step('the same screens in English', async () => {
    const en = await openAs(browser, session, 'en');
    // [page, a part of it that is there once its data arrived, a text on it in English, screenshot name]
    const shots: Array<[string, string, string, string]> = [
      ['assetList', 'resource-page-fixed-assets', 'Asset cards', 'list'], ['depreciationAccrual', 'accrual-runs', 'Unaudited', 'accrual'],
      ['depreciationTable', 'table-rows', 'Accrued', 'table'], ['assetInit', 'init-summary', 'Opening balance 1601', 'init'],
      ['assetImport', 'asset-import', 'Download template', 'import'], ['assetInventory', 'count-list', 'Counting', 'inventory'],
    ];
    for (const [name, testId, text, shot] of shots) {
      await en.page.goto(routePath(findPage(name)!));
      await expect(en.page.getByTestId(testId)).toBeVisible(first);
      await expect(en.page.getByText(text).first()).toBeVisible();
      await snap(en.page, { path: `tests/e2e/screenshots/assets-${shot}-en.png`, fullPage: true });
    }
    await en.context.close();
  });
});
