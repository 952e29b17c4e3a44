import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api } from '../support/api.ts';
import { pick } from '../support/pick.ts';
import { openAs, userWithEnterprise } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/*
 * Equipment (issue 18) in the browser: the maintenance chief adds the lathe SB-001 on 设备台账, sees the monthly
 * lubrication plan (made over the API) on 保养计划, reports a spindle fault on 维修单 with 6.5 h downtime, 300.00
 * labour and 4 timing belts (bought 10 × 12.00 and 10 × 15.00: 4 × 13.50 = 54.00 at ledger cost) and approves it; the
 * card shows the repair and 354.00 in the month, and a photo uploaded on it (a drive file) shows as a thumbnail and
 * downloads as the same bytes; on 工装台账 a die gets a life of 1,000 uses and 3 uses. Then every
 * page in English. Spare parts, the maintenance item, the plan and the fixture over the API.
 */
const shot = (page: Page, name: string) => snap(page, { path: `tests/e2e/screenshots/equipment-${name}.png`, fullPage: true });
const go = (page: Page, name: string) => page.goto(routePath(findPage(name)!));
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
const first = { timeout: 90_000 };
// A real 1×1 PNG: the machine's photo.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('equipment: ledger, plan, a repair with spare parts at ledger cost, the card with its cost, the fixture ledger', async ({ browser }) => {
  test.setTimeout(420_000);
  const owner = await userWithEnterprise('设备主管', '精工机械制造厂');
  const token = owner.session.token;
  const today = chinaToday();
  const ok = async (method: 'POST' | 'GET' | 'PUT', path: string, body?: object) => {
    const res = await api(method, path, body, token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data as { id: number; list: Array<{ id: number; name: string }> };
  };
  const unit = (await ok('GET', '/units')).list[0]!.id;
  const store = (await ok('GET', '/warehouses')).list[0]!;
  const supplier = (await ok('POST', '/partners', { type: 2, name: '备件供应商' })).id;
  const belt = (await ok('POST', '/products', { code: 'HTD-5M', name: '同步带', unit_id: unit })).id;
  for (const price of ['12', '15']) {
    const bill = await ok('POST', '/bills/purchase-bills', { bill_date: today, partner_id: supplier, store_id: store.id, lines: [{ product_id: belt, number: '10', price }] });
    await ok('POST', `/bills/purchase-bills/${bill.id}/audit`, { action: 'audit' });
  }
  const project = (await ok('POST', '/maintenance-projects', { code: 'BY-01', name: '导轨润滑', content: '清洁导轨，加注导轨油', standard_hours: '1.5', spare_parts: '导轨油 1L' })).id;
  // The item's spare part as a product row: one belt per occasion (the plan's bill gets it as a row).
  await ok('POST', '/maintenance-project-parts', { project_id: project, product_id: belt, quantity: '1', sort: 1 });
  const die = (await ok('POST', '/fixtures', { code: 'GZ-01', name: '压制模具', quantity: '1' })).id;

  const { context, page } = await openAs(browser, owner.session);
  await test.step('设备台账: add the lathe', async () => {
    await go(page, 'equipmentLedger');
    await page.getByRole('button', { name: '新增' }).click(first);
    const form = page.getByRole('dialog');
    await form.getByLabel('设备编码').fill('SB-001');
    await form.getByLabel('设备名称').fill('数控车床');
    await form.getByLabel('规格型号').fill('CK6140');
    await form.getByLabel('设备原值').fill('128000');
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    const row = page.locator('.ant-table-row:visible').filter({ hasText: 'SB-001' });
    await expect(row).toContainText('数控车床');
    await expect(row).toContainText('128000.00');
    await expect(row).toContainText('在用');
    await shot(page, 'ledger-zh');
  });
  const lathe = (await ok('GET', '/equipment')).list.find((e) => e.name === '数控车床')!.id;
  await ok('POST', '/maintenance-plans', { code: 'JH-01', name: '车床月度润滑', equipment_id: lathe, project_id: project, cycle_value: 30, start_date: today });

  await test.step('保养项目 and 保养计划: the item and the monthly plan, due today', async () => {
    await go(page, 'maintainProject');
    await expect(page.locator('.ant-table-row:visible').filter({ hasText: 'BY-01' })).toContainText('导轨润滑', first);
    await shot(page, 'projects-zh');
    await page.getByRole('tab', { name: '保养项目备件' }).click();
    await expect(page.locator('.ant-table-row:visible').filter({ hasText: '同步带' })).toContainText(/导轨润滑\s*同步带\s*1\.00/, first);
    await shot(page, 'project-parts-zh');
    await go(page, 'maintainPlan');
    const plan = page.locator('.ant-table-row:visible').filter({ hasText: '车床月度润滑' });
    await expect(plan).toContainText('数控车床', first);
    await expect(plan).toContainText(today);
    await shot(page, 'plans-zh');
  });

  let repairSn = '';
  await test.step('维修单: a spindle fault with 6.5 h downtime, 300.00 labour and 4 belts, approved', async () => {
    await go(page, 'repairBill');
    await page.getByRole('button', { name: '新增维修单' }).click(first);
    await pick(page, selectOf(page, 'bill-equipment'), '数控车床');
    await page.locator('#bill-fault').fill('主轴异响');
    await page.locator('#bill-downtime').fill('6.5');
    await page.locator('#bill-labour').fill('300');
    await pick(page, selectOf(page, 'bill-warehouse'), store.name);
    await page.getByTestId('add-part').click();
    await pick(page, selectOf(page, 'part-0-product'), '同步带');
    await page.locator('#part-0-number').fill('4');
    await shot(page, 'repair-form-zh');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s?存$/ }).click();
    const header = page.getByTestId('equipment-bill-header');
    await expect(header).toContainText('SB-001 数控车床', { timeout: 60_000 });
    await expect(header).toContainText('主轴异响');
    const details = page.locator('.ant-card .ant-descriptions');
    await expect(details).toContainText('待审核');
    repairSn = (await page.getByText(/WXD\d{12}/).first().textContent())!.match(/WXD\d{12}/)![0];
    await page.getByRole('button', { name: /^审\s?核$/ }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s?定$|^OK$/ }).click();
    await expect(details).toContainText('已审核');
    await shot(page, 'repair-zh');
  });

  await test.step('设备卡片: the repair in the history, 354.00 in the month', async () => {
    await go(page, 'equipmentCard');
    // No machine picked: downtime by machine as a chart (ECharts loaded on this page only).
    await expect(page.getByTestId('downtime-by-machine')).toContainText('各设备停机时长', { timeout: 60_000 });
    await expect(page.getByTestId('downtime-chart').locator('canvas')).toBeVisible({ timeout: 60_000 });
    await shot(page, 'downtime-zh');
    await pick(page, selectOf(page, 'card-equipment'), '数控车床');
    await expect(page.getByTestId('equipment-card')).toContainText('CK6140', { timeout: 60_000 });
    const repair = page.getByTestId('card-history').locator('.ant-table-row').filter({ hasText: repairSn });
    await expect(repair).toContainText('主轴异响');
    await expect(repair).toContainText('54.00');
    await expect(page.getByTestId('card-totals')).toHaveText('已审核合计：停机 6.5 小时，费用 354.00');
    const month = page.getByTestId('equipment-costs').locator('.ant-table-row').filter({ hasText: today.slice(0, 7) });
    await expect(month).toContainText('6.5 h');
    await expect(month).toContainText('354.00');
    await shot(page, 'card-zh');
  });

  await test.step('设备卡片: a photo and a manual uploaded into the drive; the photo shown as a thumbnail and downloaded as the same bytes', async () => {
    const files = page.getByTestId('equipment-files');
    await expect(files).toContainText('暂无资料或照片');
    // Two at once: the photo and the manual (a document: listed with its size and uploader).
    await files.locator('input[type=file]').setInputFiles([
      { name: '车床正面.png', mimeType: 'image/png', buffer: png },
      { name: '操作手册.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 CK6140') },
    ]);
    await expect(page.getByTestId('equipment-documents').locator('.ant-table-row')).toContainText(/操作手册\.pdf\s*15 B\s*设备主管/, first);
    const tile = page.getByTestId('equipment-photo-车床正面.png');
    // The thumbnail is the uploaded image itself (fetched with the session, shown from an object URL).
    await expect.poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), first).toBe(1);
    await expect(page.getByTestId('equipment-first-photo')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await tile.getByRole('button', { name: '下载' }).click();
    const saved = await downloading;
    expect(saved.suggestedFilename()).toBe('车床正面.png');
    expect(readFileSync((await saved.path())!).equals(png)).toBe(true);
    // Two uploads refetching the list at once: the replaced refetch is dropped quietly, no error shown.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await shot(page, 'files-zh');
  });

  await test.step('工装台账: a life of 1,000 uses, 3 uses recorded', async () => {
    await go(page, 'fixtureLedger');
    const row = page.getByTestId('fixture-ledger').locator('.ant-table-row').filter({ hasText: 'GZ-01' });
    await expect(row).toContainText('不限', first);
    await row.getByRole('button', { name: '设置寿命' }).click();
    await page.getByRole('dialog').getByRole('spinbutton').fill('1000');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(row).toContainText('1000');
    await page.getByTestId(`fixture-usage-${die}`).click();
    await page.locator('#fixture-count').fill('3');
    await page.getByRole('dialog').getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(row).toContainText('997');
    await shot(page, 'fixtures-zh');
    await go(page, 'maintainBill');
    await expect(page.getByRole('button', { name: '新增保养单' })).toBeVisible(first);
    await shot(page, 'maintenance-zh');
  });
  await context.close();

  await test.step('the same pages in English', async () => {
    const en = await openAs(browser, owner.session, 'en');
    // [page, a text on it once its data arrived]
    const pages: Array<[string, string]> = [
      ['equipmentLedger', 'Equipment code'], ['maintainProject', 'Standard hours'], ['maintainPlan', 'Next due date'], ['repairBill', 'Create repair bill'],
      ['maintainBill', 'Create maintenance bill'], ['fixtureLedger', 'Life left'], ['equipmentCard', 'Downtime and maintenance cost per month, all equipment'],
    ];
    for (const [name, text] of pages) {
      await go(en.page, name);
      await expect(en.page.getByText(text).first()).toBeVisible(first);
      await shot(en.page, `${name}-en`);
    }
    await pick(en.page, selectOf(en.page, 'card-equipment'), 'SB-001');
    await expect(en.page.getByTestId('card-totals')).toHaveText('Approved: 6.5 h downtime, cost 354.00', { timeout: 60_000 });
    await expect(en.page.getByTestId('equipment-files')).toContainText('Documents and photos');
    await expect(en.page.getByTestId('equipment-photo-车床正面.png').locator('img')).toBeVisible(first);
    await shot(en.page, 'card-en');
    await en.context.close();
  });
});
