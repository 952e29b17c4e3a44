import type { Page } from '@playwright/test';
import { findPage, routePath } from '@zf/shared';
import { api, demoTest, expect } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * 保存并审核 and 保存并新增 in the bill editor (issue 30 item 4, issue 32 item 3): a sale approved as it is saved is
 * refused for stock — the refusal is shown, the editor keeps the rows and no draft is left behind — and once stock
 * is there the same click saves and approves it in one request; 保存并新增 saves and opens a blank editor.
 */
async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');

demoTest('保存并审核 stores nothing when the approval is refused, and saves and approves in one click once it can', async ({ page, demoSession }) => {
  demoTest.slow();
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const product = (await api('POST', '/products', { code: `SNA-${tag}`, name: `保存审核件${tag}`, unit_id: unit, sale_price: '45' }, token)).data.id;
  const supplier = (await api('GET', '/partners?type=2&page_size=1', undefined, token)).data.list[0];
  const customer = (await api('GET', '/partners?type=1&page_size=1', undefined, token)).data.list[0];
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0];
  const salesBefore = (await api('GET', '/bills/sale-bills?page_size=1', undefined, token)).data.total as number;

  await page.goto(routePath(findPage('saleBill')!));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(page, 'bill-partner'), customer.name);
  await pick(page, selectOf(page, 'bill-store'), store.name);
  const scan = page.getByTestId('bill-barcode');
  await scan.fill(`SNA-${tag}`);
  await scan.press('Enter');
  await expect(page.getByRole('textbox', { name: '数量' }).first()).toHaveValue('1');
  await page.getByRole('textbox', { name: '数量' }).first().fill('3');
  // The total row sums the quantity as well as the amount.
  await expect(page.getByTestId('bill-total-number')).toHaveText('3');
  await expect(page.getByTestId('bill-total')).toHaveText('135.00');
  await page.getByTestId('bill-save-audit').click();
  // Refused for stock: the message names the product, the rows stay, and no sale was stored.
  await expect(page.locator('.ant-notification-notice:visible').first()).toContainText('库存不足');
  await expect(page.getByRole('textbox', { name: '数量' }).first()).toHaveValue('3');
  expect((await api('GET', '/bills/sale-bills?page_size=1', undefined, token)).data.total).toBe(salesBefore);
  await snap(page, { path: 'test-results/save-and-approve-refused-zh.png' });

  // Stock arrives (a purchase saved and approved in one request through the API); the same click now succeeds.
  const billDate = await page.locator('.ant-picker input').first().inputValue();
  const bought = await api('POST', '/bills/purchase-bills', { bill_date: billDate, partner_id: supplier.id, store_id: store.id, audit: true, lines: [{ product_id: product, number: '10', price: '12.50' }] }, token);
  expect(bought.code, bought.msg).toBe(2000);
  await page.getByTestId('bill-save-audit').click();
  await expect(page.locator('.ant-message')).toContainText('已保存并审核');
  await expect(page.locator('.ant-descriptions')).toContainText('已审核');
  expect((await api('GET', '/bills/sale-bills?page_size=1', undefined, token)).data.total).toBe(salesBefore + 1);
  const stock = (await api('GET', `/stock/balances?product_id=${product}&warehouse_id=${store.id}`, undefined, token)).data.list[0];
  expect(stock).toMatchObject({ qty: '7.0000', amount: '87.50' });

  // 保存并新增: the order is stored and the editor starts blank.
  const ordersBefore = (await api('GET', '/bills/purchase-orders?page_size=1', undefined, token)).data.total as number;
  await page.goto(routePath(findPage('purchaseOrder')!));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(page, 'bill-partner'), supplier.name);
  await pick(page, selectOf(page, 'bill-store'), store.name);
  await scan.fill(`SNA-${tag}`);
  await scan.press('Enter');
  await expect(page.getByRole('textbox', { name: '数量' }).first()).toHaveValue('1');
  await page.getByRole('textbox', { name: '数量' }).first().fill('5');
  await page.getByTestId('bill-save-new').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await expect(page.getByTestId('bill-save-new')).toBeVisible();
  await expect(page.getByRole('textbox', { name: '数量' }).first()).toHaveValue('');
  const orders = (await api('GET', '/bills/purchase-orders?page_size=1', undefined, token)).data;
  expect([orders.total, orders.list[0].total_number]).toEqual([ordersBefore + 1, '5.0000']);
});
