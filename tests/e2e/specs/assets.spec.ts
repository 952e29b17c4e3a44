import { addMonths, chinaMonth, findPage, routePath } from '@zf/shared';
import { expect, test, type Page } from '@playwright/test';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * Fixed assets in the browser (issue 17): a new enterprise whose books start this month has an office-equipment
 * category (60 months, 5 %, straight line) and a department (API seeding). The accountant adds a printer bought last
 * month on 资产列表 (life, rate and method from the category), runs this month's depreciation on 计提折旧
 * (12,000.00 × 95 % / 60 = 190.00, voucher Dr 560206 管理部 / Cr 1602) and reads it on 折旧明细表 and the printed card;
 * an opening card is then refused (init lock); a count finds a projector without a card (盘盈 6,000.00: Dr 1601 /
 * Cr 1901, approved Dr 1901 / Cr 5301). The screens (with inventory, initialization and import) in zh-CN, then en-US.
 */
const thisMonth = chinaMonth();
const lastMonthDay = (day: string): string => `${addMonths(thisMonth, -1)}-${day}`;
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

  await test.step('打印卡片: the card with this month\'s depreciation and its voucher', async () => {
    await page.goto(routePath(findPage('assetList')!));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'FA-100' });
    await row.getByRole('button', { name: /更多/ }).click(first);
    await page.getByRole('menuitem', { name: '打印卡片' }).click();
    const card = page.getByTestId('asset-card');
    await expect(card).toContainText('激光打印机', first);
    await expect(card).toContainText('600.00');
    await expect(page.getByTestId('asset-card-history').locator('tr', { hasText: thisMonth })).toContainText('190.00');
    await expect(page.getByTestId('asset-card-history')).toContainText('记-0001');
    await expect(page.getByTestId('asset-card-history')).toContainText('11,810.00');
    await snap(page, { path: 'tests/e2e/screenshots/assets-card-zh.png', fullPage: true });
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('asset-card')).toHaveCount(0);
    // The init lock: with depreciation accrued, an opening card is refused.
    const opening = await api('POST', '/fixed-assets', { code: 'FA-OLD', name: '旧电脑', category_id: (await call('GET', '/asset-categories')).list[0].id, start_date: '2020-01-10', original_value: '5000' }, session.token);
    expect([opening.code, opening.msg]).toEqual([4090, `已计提 ${thisMonth} 的折旧，期初资产卡片（${thisMonth} 之前开始使用）不能再新增、修改或删除，资产初始化也不能再重新打开`]);
  });

  await test.step('资产盘点: a surplus projector becomes a card (Dr 1601 / Cr 1901), approved to 5301', async () => {
    await page.goto(routePath(findPage('assetInventory')!));
    await page.getByTestId('count-create').click(first);
    await expect(page.getByTestId('count-lines')).toContainText('激光打印机');
    await expect(page.getByTestId('count-list')).toContainText('盘点中');
    await page.getByTestId('surplus-add').click();
    const surplus = page.getByTestId('count-surplus');
    await surplus.locator('input[data-testid$="-code"]').fill('FA-101');
    await surplus.locator('input[data-testid$="-name"]').fill('投影仪');
    await surplus.locator('input[data-testid$="-original"]').fill('6000');
    await surplus.locator('.ant-select').first().click();
    await page.locator('.ant-select-dropdown:visible').getByText('办公设备', { exact: true }).click();
    await snap(page, { path: 'tests/e2e/screenshots/assets-inventory-zh.png', fullPage: true });
    await page.getByTestId('count-finish').click();
    await confirm(page);
    await expect(page.getByTestId('count-list')).toContainText('待审批');
    await page.getByTestId('count-approve').click();
    await page.getByRole('dialog').getByRole('button', { name: /确\s?定|OK/ }).click();
    await expect(page.getByTestId('count-list')).toContainText('已审批');
    const count = (await call('GET', '/fixed-assets/counts')).list[0];
    const lines = async (id: number) => (await call('GET', `/vouchers/${id}`)).lines.map((l: { subject_code: string; debit: string; credit: string }) => [l.subject_code, l.debit, l.credit]);
    expect(await lines(count.voucher_id)).toEqual([['1601', '6000.00', '0.00'], ['1901', '0.00', '6000.00']]);
    expect(await lines(count.approval_voucher_id)).toEqual([['1901', '6000.00', '0.00'], ['5301', '0.00', '6000.00']]);
    await snap(page, { path: 'tests/e2e/screenshots/assets-inventory-approved-zh.png', fullPage: true });
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
      ['assetImport', 'asset-import', 'Download template', 'import'], ['assetInventory', 'count-list', 'Approved', 'inventory'],
    ];
    for (const [name, testId, text, shot] of shots) {
      await en.page.goto(routePath(findPage(name)!));
      await expect(en.page.getByTestId(testId)).toBeVisible(first);
      await expect(en.page.getByText(text).first()).toBeVisible();
      await snap(en.page, { path: `tests/e2e/screenshots/assets-${shot}-en.png`, fullPage: true });
    }
    await en.page.goto(routePath(findPage('assetList')!));
    await en.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'FA-100' }).getByRole('button', { name: /More/ }).click(first);
    await en.page.getByRole('menuitem', { name: 'Print card' }).click();
    await expect(en.page.getByTestId('asset-card')).toContainText('Straight line', first);
    await expect(en.page.getByTestId('asset-card-changes')).toContainText('None');
    await snap(en.page, { path: 'tests/e2e/screenshots/assets-card-en.png', fullPage: true });
    await en.context.close();
  });
});
