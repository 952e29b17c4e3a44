import { expect, test, type Page } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api } from '../support/api.ts';
import { openAs, userWithEnterprise } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/*
 * Production (issue 16) in the browser: PRODUCTION.md §5's brake pad BP-01 (BOM FM 0.20 kg + SP 1 pc, 5 % loss;
 * routing 10 压制, 20 磨削) is ordered × 100 on the production order screen (FM 21 kg, SP 105 pc) and approved; the
 * bill connector picks the material (1,470.00 in work in process), reports both steps and receives the 100 pads
 * (finished, WIP 0.00) after a supplementary issue (补料) of 1 kg FM past 应发, then reopens it; the process card shows the steps' in and out quantities; the bill query lists the documents.
 * A BOM line switched to 倒冲 on the BOM screen makes a receipt consume its component (a read-only row on the receipt).
 * An order counted in boxes (2 箱 of 12) shows its base quantity (× 24) and the BOM for 24.
 * Then the order, connector and card in English. Master data and the material purchase over the API.
 */
const shot = (page: Page, name: string) => snap(page, { path: `tests/e2e/screenshots/production-${name}.png`, fullPage: true });
const go = (page: Page, name: string) => page.goto(routePath(findPage(name)!));

async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');

test('production order → pick → work reports → receipt through the bill connector; process card and query', async ({ browser }) => {
  test.setTimeout(600_000);
  const owner = await userWithEnterprise('生产主管', '刹车片制造有限公司');
  const token = owner.session.token;
  const today = chinaToday();
  const ok = async (method: 'POST' | 'GET', path: string, body?: object) => {
    const res = await api(method, path, body, token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data as { id: number; list: Array<{ id: number }> };
  };
  const unit = (await ok('GET', '/units')).list[0]!.id;
  const store = (await ok('GET', '/warehouses')).list[0]!.id;
  const supplier = (await ok('POST', '/partners', { type: 2, name: '材料供应商' })).id;
  const fm = (await ok('POST', '/products', { code: 'FM', name: '摩擦材料', unit_id: unit })).id;
  const sp = (await ok('POST', '/products', { code: 'SP', name: '钢背', unit_id: unit })).id;
  const bp = (await ok('POST', '/products', { code: 'BP-01', name: '刹车片', unit_id: unit })).id;
  await ok('POST', '/boms', { product_id: bp, component_id: fm, quantity: '0.2', loss_rate: '5' });
  await ok('POST', '/boms', { product_id: bp, component_id: sp, quantity: '1', loss_rate: '5' });
  const press = (await ok('POST', '/processes', { code: 'OP10', name: '压制', work_centre: '压制线', standard_hours: '0.03' })).id;
  const grind = (await ok('POST', '/processes', { code: 'OP20', name: '磨削', work_centre: '磨削线', standard_hours: '0.02' })).id;
  const routing = (await ok('POST', '/routings', { code: 'R-BP01', name: '刹车片工艺', product_id: bp })).id;
  await ok('POST', '/routing-steps', { routing_id: routing, sequence: 10, process_id: press });
  await ok('POST', '/routing-steps', { routing_id: routing, sequence: 20, process_id: grind });
  const purchase = await ok('POST', '/bills/purchase-bills', {
    bill_date: today, partner_id: supplier, store_id: store, lines: [{ product_id: fm, number: '50', price: '40' }, { product_id: sp, number: '200', price: '6' }],
  });
  await ok('POST', `/bills/purchase-bills/${purchase.id}/audit`, { action: 'audit' });

  const { context, page } = await openAs(browser, owner.session);
  await test.step('the craft page shows the routing and its steps', async () => {
    await go(page, 'craft');
    await expect(page.locator('.ant-table-row:visible').filter({ hasText: '刹车片工艺' })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('tab', { name: '工艺步骤' }).click();
    await expect(page.locator('.ant-table-row:visible').filter({ hasText: '磨削' })).toBeVisible();
    await shot(page, 'craft-zh');
  });

  let orderSn = '';
  await test.step('a new production order for 100 pads copies the BOM: FM 21 kg, SP 105 pc; approved', async () => {
    await go(page, 'productionBill');
    await page.getByRole('button', { name: '新增生产单' }).click({ timeout: 90_000 });
    await pick(page, selectOf(page, 'order-product'), '刹车片');
    await page.locator('#order-quantity').fill('100');
    await pick(page, selectOf(page, 'order-warehouse'), '默认');
    // The BOM's rows before saving, each with its issuing warehouse (no BOM line, product or 1403 warehouse names one
    // here, so the receipt warehouse).
    const components = page.getByTestId('order-components').locator('.ant-table-row');
    await expect(components).toHaveCount(2);
    await expect(components.filter({ hasText: '摩擦材料' })).toContainText('21.0000');
    await expect(components.filter({ hasText: '摩擦材料' })).toContainText('默认仓库');
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    const details = page.locator('.ant-card .ant-descriptions');
    await expect(details).toContainText('待审核', { timeout: 60_000 });
    const rows = page.locator('.ant-table-row:visible');
    await expect(rows.filter({ hasText: '摩擦材料' })).toContainText('21');
    await expect(rows.filter({ hasText: '钢背' })).toContainText('105');
    await page.getByRole('button', { name: /^审\s?核$/ }).click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s?定$|^OK$/ }).click();
    await expect(details).toContainText('已审核');
    orderSn = (await page.locator('.ant-card-head-title').filter({ hasText: 'SCD' }).textContent())!.match(/SCD\d{12}/)![0];
    await expect(page.getByTestId('order-header')).toContainText('刹车片 × 100');
    await expect(page.getByTestId('order-header')).toContainText('10 压制 → 20 磨削');
    await shot(page, 'order-zh');
  });

  await test.step('the bill connector picks, reports both steps and receives the order', async () => {
    await go(page, 'billConnector');
    await pick(page, page.getByTestId('order-select'), orderSn);
    await expect(page.getByTestId('order-status')).toHaveText('未开工', { timeout: 60_000 });
    const materials = page.getByTestId('materials');
    await expect(materials.locator('.ant-table-row').filter({ hasText: '摩擦材料' })).toContainText('21.00');
    await page.getByTestId('make-pick').click();
    const modal = page.locator('.ant-modal:visible');
    await expect(modal.getByTestId('document-rows').locator('.ant-table-row')).toHaveCount(2);
    await expect(modal.getByRole('textbox', { name: '数量' }).first()).toHaveValue('21.0000');
    await modal.getByTestId('document-save').click();
    await expect(page.getByTestId('order-wip')).toHaveText('1,470.00');
    await expect(page.getByTestId('order-status')).toHaveText('生产中');

    // 补料: one more kilo of FM is past 应发, so it goes on a supplementary issue with its reason (1 × 40.00).
    await page.getByTestId('make-supplement').click();
    const supplement = page.locator('.ant-modal:visible');
    await expect(supplement.getByRole('textbox', { name: '数量' })).toHaveCount(2);
    await expect(supplement.getByRole('textbox', { name: '数量' }).first()).toHaveValue('0.0000');
    await supplement.getByRole('textbox', { name: '数量' }).first().fill('1');
    await supplement.getByTestId('document-save').click();
    await expect(supplement.getByTestId('document-problems')).toContainText('请填写补料原因');
    await supplement.getByTestId('supplement-reason').fill('压制报废');
    await shot(page, 'supplement-zh');
    await supplement.getByTestId('document-save').click();
    await expect(page.getByTestId('order-wip')).toHaveText('1,510.00');
    await expect(materials.locator('.ant-table-row').filter({ hasText: '摩擦材料' })).toContainText('1.00');

    for (const [step, hours] of [['10 压制', '3'], ['20 磨削', '2']] as const) {
      await page.getByTestId('make-report').click();
      const report = page.locator('.ant-modal:visible');
      await expect(report.getByTestId('report-step')).toContainText(step);
      await expect(report.getByRole('textbox', { name: '数量' })).toHaveValue('100.0000');
      await report.getByTestId('report-hours').fill(hours);
      // The worker is picked from the staff list.
      await pick(page, selectOf(page, 'report-worker'), '生产主管');
      if (step === '10 压制') await shot(page, 'report-zh');
      await report.getByTestId('document-save').click();
      await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    }
    await expect(page.getByTestId('steps').locator('.ant-table-row').filter({ hasText: '磨削' })).toContainText('100.00');

    await page.getByTestId('make-receipt').click();
    const receipt = page.locator('.ant-modal:visible');
    await expect(receipt.getByRole('textbox', { name: '数量' })).toHaveValue('100.0000');
    await receipt.getByTestId('document-save').click();
    await expect(page.getByTestId('order-received')).toHaveText('100.0000');
    await expect(page.getByTestId('order-wip')).toHaveText('0.00');
    await expect(page.getByTestId('order-status')).toHaveText('已完工');
    await shot(page, 'connector-zh');
    // 反完工: the finished order reopens in progress.
    await page.getByTestId('reopen-order').click();
    await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s?定$/ }).click();
    await expect(page.getByTestId('order-status')).toHaveText('生产中');
  });

  await test.step('the process card and the bill query', async () => {
    await go(page, 'processCard');
    await pick(page, page.getByTestId('order-select'), orderSn);
    const steps = page.getByTestId('card-steps').locator('.ant-table-row');
    await expect(steps.filter({ hasText: '压制' })).toContainText('100.00', { timeout: 60_000 });
    await expect(steps).toHaveCount(2);
    await shot(page, 'card-zh');
    await go(page, 'productionBillQuery');
    const query = page.getByTestId('production-query').locator('.ant-table-row');
    await expect(query.filter({ hasText: '生产入库单' })).toContainText(orderSn, { timeout: 60_000 });
    await expect(query.filter({ hasText: '生产入库单' })).toContainText('100 / 100');
    await expect(query.filter({ hasText: '生产补料单' })).toContainText(orderSn);
    await expect(query).toHaveCount(6);
    await shot(page, 'query-zh');
  });

  // Backflush (倒冲): BP-02's FM line is switched to 倒冲 on the BOM screen; a receipt of 10 then consumes FM
  // 10 × 0.2 × 1.05 = 2.1 kg at 40.00 = 84.00, shown on the receipt as a read-only row.
  let receiptId = 0;
  await test.step('a BOM line set to 倒冲 on the BOM screen: the receipt shows the FM it consumed', async () => {
    const bp2 = (await ok('POST', '/products', { code: 'BP-02', name: '刹车片二型', unit_id: unit })).id;
    await ok('POST', '/boms', { product_id: bp2, component_id: fm, quantity: '0.2', loss_rate: '5' });
    await go(page, 'bomList');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '刹车片二型' });
    await row.getByText('编辑').click({ timeout: 90_000 });
    const form = page.getByRole('dialog').filter({ hasText: '发料方式' });
    await form.getByLabel('发料方式').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '倒冲' }).click();
    await shot(page, 'bom-backflush-zh');
    await form.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(row).toContainText('倒冲');
    const order = await ok('POST', '/bills/production-orders', { bill_date: today, store_id: store, ext: { product_id: bp2, quantity: '10' } });
    await ok('POST', `/bills/production-orders/${order.id}/audit`, { action: 'audit' });
    receiptId = (await ok('POST', '/bills/production-ins', { bill_date: today, source_bill_id: order.id, lines: [] })).id;
    await ok('POST', `/bills/production-ins/${receiptId}/audit`, { action: 'audit' });
    await page.goto(`${routePath(findPage('productionIn')!)}?id=${receiptId}`);
    const consumed = page.locator('.ant-table-row:visible').filter({ hasText: '摩擦材料' });
    await expect(consumed).toContainText('倒冲耗用', { timeout: 60_000 });
    await expect(consumed).toContainText('2.1');
    await expect(consumed.getByTestId('line-cost')).toHaveText('84.00');
    await shot(page, 'receipt-backflush-zh');
  });

  // Units (issue 16): BP-03 is also counted in boxes of 12 (箱); an order of 2 箱 is 24 pieces, FM 24 × 0.2 = 4.8.
  await test.step('an order counted in boxes: the order shows 24 pieces and FM 4.8', async () => {
    const units = (await ok('GET', '/units?page_size=100')).list as Array<{ id: number; name?: string }>;
    const box = units.find((u) => u.name === '箱')?.id ?? (await ok('POST', '/units', { name: '箱' })).id;
    const bp3 = (await ok('POST', '/products', { code: 'BP-03', name: '盘式制动片', unit_id: unit })).id;
    await ok('POST', '/boms', { product_id: bp3, component_id: fm, quantity: '0.2' });
    expect((await api('PUT', `/products/${bp3}/units`, { units: [{ unit_id: box, ratio: '12' }] }, token)).code).toBe(2000);
    await go(page, 'productionBill');
    await page.getByRole('button', { name: '新增生产单' }).click({ timeout: 90_000 });
    await pick(page, selectOf(page, 'order-product'), '盘式制动片');
    await page.locator('#order-quantity').fill('2');
    await page.getByTestId('order-unit').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^箱$/ }).click();
    await pick(page, selectOf(page, 'order-warehouse'), '默认');
    await page.getByRole('button', { name: /^保\s?存$/ }).click();
    await expect(page.getByTestId('order-header')).toContainText('盘式制动片 × 24', { timeout: 60_000 });
    await expect(page.locator('.ant-table-row:visible').filter({ hasText: '摩擦材料' })).toContainText('4.8');
    await shot(page, 'order-box-zh');
  });
  await context.close();

  const en = await openAs(browser, owner.session, 'en');
  await test.step('English: the order list, the connector and the process card', async () => {
    await go(en.page, 'productionBill');
    await expect(en.page.getByRole('button', { name: 'Create production order' })).toBeVisible({ timeout: 90_000 });
    await expect(en.page.locator('.ant-table-row:visible').filter({ hasText: orderSn })).toBeVisible();
    await shot(en.page, 'order-en');
    await go(en.page, 'billConnector');
    await pick(en.page, en.page.getByTestId('order-select'), orderSn);
    await expect(en.page.getByTestId('order-status')).toHaveText('In progress', { timeout: 60_000 });
    await expect(en.page.getByText('Net issued')).toBeVisible();
    await expect(en.page.getByText('Supplemented')).toBeVisible();
    await expect(en.page.getByTestId('make-supplement')).toHaveText('Supplementary issue');
    await shot(en.page, 'connector-en');
    await go(en.page, 'processCard');
    await pick(en.page, en.page.getByTestId('order-select'), orderSn);
    await expect(en.page.getByText('Inspector')).toBeVisible({ timeout: 60_000 });
    await shot(en.page, 'card-en');
    await go(en.page, 'bomList');
    await expect(en.page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'BP-02' })).toContainText('Backflush', { timeout: 90_000 });
    await shot(en.page, 'bom-backflush-en');
    await en.page.goto(`${routePath(findPage('productionIn')!)}?id=${receiptId}`);
    await expect(en.page.locator('.ant-table-row:visible').filter({ hasText: '摩擦材料' })).toContainText('Backflushed', { timeout: 60_000 });
    await shot(en.page, 'receipt-backflush-en');
  });
  await en.context.close();
});
