import type { Locator, Page } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api, demoTest, expect, openAs } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * Selling prices as a sales manager sets them: a customer's agreement price and a product's special price are
 * created through their screens (resource engine), and the sales bill editor fills both into the lines when the
 * products are picked for that customer. Then the new screens of this work (shelf products and their import,
 * partner serial numbers, cost price sync) in both languages, with screenshots.
 */

const selectOf = (scope: Page | Locator, id: string) => scope.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
async function pick(page: Page, select: Locator, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
/** A select without search (an enum): open it and click the option. */
async function choose(page: Page, select: Locator, text: string) {
  await select.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
async function pickDate(form: Locator, id: string, date: string) {
  const input = form.locator(`#${id}`);
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}
const path = (name: string) => routePath(findPage(name)!);
const day = (offset: number) => new Date(Date.parse(`${chinaToday()}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

demoTest('an agreement price and a special price made on their screens fill a sales bill’s lines', async ({ page, demoSession }) => {
  // Three screens and a bill editor on a machine shared with other test runs.
  demoTest.setTimeout(180_000);
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const agreed = { code: `XY-${tag}`, name: `协议价商品${tag}` };
  const special = { code: `TJ-${tag}`, name: `特价商品${tag}` };
  for (const [p, sale_price] of [[agreed, '120'], [special, '80']] as const) {
    expect((await api('POST', '/products', { ...p, unit_id: unit, sale_price }, token)).code).toBe(2000);
  }
  const customer = `协议客户${tag}`;
  expect((await api('POST', '/partners', { type: 1, name: customer }, token)).code).toBe(2000);

  // The customer's agreement price for the first product.
  await page.goto(path('saleAgreementPrice'));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  const agreement = page.getByRole('dialog', { name: '新增销售协议价' });
  await pick(page, selectOf(agreement, 'partner_id'), customer);
  await pick(page, selectOf(agreement, 'product_id'), agreed.code);
  await agreement.getByLabel('协议价').fill('99.5');
  await agreement.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const agreementRow = page.locator('.ant-table-row').filter({ hasText: customer });
  await expect(agreementRow).toContainText(agreed.name);
  await expect(agreementRow).toContainText('99.50');
  // The same customer and product a second time is refused on the product field.
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(agreement, 'partner_id'), customer);
  await pick(page, selectOf(agreement, 'product_id'), agreed.code);
  await agreement.getByLabel('协议价').fill('98');
  await agreement.getByRole('button', { name: /保\s?存/ }).click();
  await expect(agreement.getByText('已存在相同的值')).toBeVisible();
  await snap(page, { path: '.tmp/screenshots/sale-agreement-price-zh.png' });
  await agreement.getByRole('button', { name: /取\s?消/ }).click();

  // A special price for the second product from yesterday for a month.
  await page.goto(path('promotion'));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  const promotion = page.getByRole('dialog', { name: '新增促销' });
  await promotion.getByLabel('促销名称').fill(`月度特价${tag}`);
  await choose(page, selectOf(promotion, 'kind'), '特价');
  // A fixed price without its product is refused by the server's rule, on the product field.
  await promotion.getByLabel('特价', { exact: true }).fill('70');
  await pickDate(promotion, 'date_from', day(-1));
  await pickDate(promotion, 'date_to', day(30));
  await promotion.getByRole('button', { name: /保\s?存/ }).click();
  await expect(promotion.getByText('特价促销须指定商品')).toBeVisible();
  await pick(page, selectOf(promotion, 'product_id'), special.code);
  await promotion.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const promotionRow = page.locator('.ant-table-row').filter({ hasText: `月度特价${tag}` });
  await expect(promotionRow).toContainText(special.name);
  await expect(promotionRow).toContainText('70.00');
  await expect(promotionRow).toContainText('停用');
  await snap(page, { path: '.tmp/screenshots/promotion-zh.png' });

  // The sales bill: each product picked for the customer gets its price from the rules.
  await page.goto(path('saleBill'));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(page, 'bill-partner'), customer);
  await pick(page, page.locator('.ant-table-row').first().locator('.ant-select').first(), agreed.code);
  await expect(page.getByRole('textbox', { name: '单价' }).first()).toHaveValue('99.5');
  await pick(page, page.locator('.ant-table-row').nth(1).locator('.ant-select').first(), special.code);
  await expect(page.getByRole('textbox', { name: '单价' }).nth(1)).toHaveValue('70');
  await snap(page, { path: '.tmp/screenshots/sale-bill-prices-zh.png' });

  // Switched off, the special price no longer applies (the product's own price does).
  await page.goto(path('promotion'));
  await promotionRow.getByText('停用').click();
  await expect(page.getByText('已停用')).toBeVisible();
  await expect(promotionRow.locator('.ant-tag')).toHaveText('否');
  const product = (await api('GET', `/products?keyword=${special.code}`, undefined, token)).data.list[0].id;
  const priced = await api('GET', `/sale-prices?product_ids=${product}&date=${day(0)}`, undefined, token);
  expect(priced.data.list[0]).toMatchObject({ price: '80.000000', source: 'product' });
});

demoTest('shelf products, their import page, partner serials and the cost price sync, in Chinese and in English', async ({ browser, page, demoSession }) => {
  demoTest.setTimeout(180_000);
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const warehouse = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0];
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const shelf = (await api('POST', '/shelves', { warehouse_id: warehouse.id, name: `E2E-${tag}` }, token)).data.id;
  const product = (await api('POST', '/products', { code: `HJ-${tag}`, name: `货架商品${tag}`, unit_id: unit }, token)).data.id;
  expect((await api('POST', '/shelf-products', { shelf_id: shelf, product_id: product, remark: '上层' }, token)).code).toBe(2000);

  await page.goto(path('shelfProduct'));
  // The first paint of a lazily loaded screen can take long on a machine busy with other runs.
  const loaded = { timeout: 30_000 };
  await expect(page.locator('.ant-card-head:visible')).toContainText('货架商品', loaded);
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: `货架商品${tag}` })).toContainText(`${warehouse.name} / E2E-${tag}`);
  await snap(page, { path: '.tmp/screenshots/shelf-product-zh.png' });
  await page.getByTestId('open-shelf-product-import').click();
  await expect(page.locator('.ant-card-head:visible')).toContainText('货架商品导入', loaded);
  await expect(page.getByText('货架按货架编号')).toBeVisible();
  await snap(page, { path: '.tmp/screenshots/shelf-product-import-zh.png' });

  // A serial-tracked scanner bought from a supplier and sold to a customer: the customer's row opens its serials.
  const scanner = { code: `SN-${tag}`, name: `扫码枪${tag}` };
  const scannerId = (await api('POST', '/products', { ...scanner, unit_id: unit, serial_tracking: 1 }, token)).data.id;
  const supplier = (await api('GET', '/partners?type=2&page_size=1', undefined, token)).data.list[0];
  const customer = `序列号客户${tag}`;
  const customerId = (await api('POST', '/partners', { type: 1, name: customer }, token)).data.id;
  const posted = async (type: string, body: object) => {
    const made = await api('POST', `/bills/${type}`, { bill_date: day(0), store_id: warehouse.id, ...body }, token);
    expect(made.code, made.msg).toBe(2000);
    expect((await api('POST', `/bills/${type}/${made.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
    return made.data as { id: number; bill_sn: string };
  };
  await posted('purchase-bills', { partner_id: supplier.id, lines: [{ product_id: scannerId, number: '2', price: '300', serials: [`${tag}-A`, `${tag}-B`] }] });
  const sale = await posted('sale-bills', { partner_id: customerId, lines: [{ product_id: scannerId, number: '1', price: '450', serials: [`${tag}-A`] }] });
  await page.goto(path('customerList'));
  await page.getByTestId('keyword').locator('input').fill(customer);
  await page.getByTestId('keyword').locator('input').press('Enter');
  await page.locator('.ant-table-row:visible').filter({ hasText: customer }).getByText('序列号', { exact: true }).click(loaded);
  const serialRow = page.locator('.ant-table-row:visible').filter({ hasText: `${tag}-A` });
  await expect(serialRow).toContainText(sale.bill_sn, loaded);
  await expect(serialRow).toContainText('出库');
  await expect(page.locator('.ant-table-row:visible')).toHaveCount(1);
  await snap(page, { path: '.tmp/screenshots/partner-serial-zh.png' });

  // The purchase left the supplier's cost price behind its latest price: the sync writes it.
  await page.goto(path('costPrice'));
  await page.getByTestId('open-cost-price-sync').click(loaded);
  await expect(page.locator('.ant-table-thead:visible')).toContainText('最新采购价', loaded);
  await page.getByTestId('query-keyword').locator('input').fill(scanner.code);
  await page.getByTestId('query-keyword').locator('input').press('Enter');
  const syncRow = page.locator('.ant-table-row:visible').filter({ hasText: scanner.code });
  await expect(syncRow).toContainText('待同步');
  await expect(syncRow).toContainText('300.00');
  await snap(page, { path: '.tmp/screenshots/cost-price-sync-zh.png' });
  await page.getByTestId('cost-price-sync').click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText(/已同步：新增 \d+ 条/)).toBeVisible();
  await expect(syncRow).toContainText('已同步');
  const costs = await api('GET', `/cost-prices?partner_id=${supplier.id}&product_id=${scannerId}`, undefined, token);
  expect(costs.data.list[0]).toMatchObject({ cost_price: '300.000000' });

  const { context, page: en } = await openAs(browser, demoSession, 'en');
  const screens: Array<[string, string, string]> = [
    ['saleAgreementPrice', 'Sales agreement prices', 'Agreement price'],
    ['promotion', 'Promotions', 'Discount rate'],
    ['shelfProduct', 'Shelf products', 'Shelf'],
    ['shelfProductImport', 'Shelf product import', ''],
    ['partnerGoodsSerial', 'Partner product serial numbers', 'In stock now'],
    ['costPriceSync', 'Cost price sync', 'Latest purchase price'],
  ];
  for (const [name, title, column] of screens) {
    await en.goto(path(name));
    await expect(en.locator('.ant-card-head:visible').first()).toContainText(title, loaded);
    if (column) await expect(en.locator('.ant-table-thead:visible').first()).toContainText(column);
    // Headings, column titles and buttons are English (the rows are the demo's Chinese data); no raw keys.
    for (const part of [en.locator('.ant-card-head:visible'), en.locator('.ant-table-thead:visible'), en.locator('.ant-card-body:visible button')]) {
      const text = (await part.allInnerTexts()).join(' ');
      expect(text, name).not.toMatch(/[\u4e00-\u9fff]/);
      expect(text, name).not.toMatch(/\b(import|sync|sales-pricing|storage|actions)\.[a-zA-Z]+/);
    }
    await snap(en, { path: `.tmp/screenshots/${name}-en.png` });
  }
  await en.goto(path('promotion'));
  await en.getByRole('button', { name: 'Add' }).click();
  await expect(en.getByRole('dialog')).toContainText('Start date');
  await snap(en, { path: '.tmp/screenshots/promotion-form-en.png' });
  await context.close();
});
