import type { Page } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api, demoTest, expect, openAs } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * Receivables as a cashier clicks them: a customer's approved sale is cleared in part by a receipt (auto-clearing the
 * oldest open document), the sale shows as partly cleared, and the receivables detail and the customer's statement
 * show what is still owed. Then the same screens in English.
 */

async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
const confirmPop = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s?定$|^OK$/ }).click();
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');

demoTest('a receipt clears part of a sale; the sale, the receivables detail and the statement show what is left', async ({ page, demoSession }) => {
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const product = (await api('POST', '/products', { code: `AR-${tag}`, name: `应收测试件${tag}`, unit_id: unit }, token)).data.id;
  const supplier = (await api('GET', '/partners?type=2&page_size=1', undefined, token)).data.list[0].id;
  const customer = { id: (await api('POST', '/partners', { type: 1, name: `回款客户${tag}` }, token)).data.id, name: `回款客户${tag}` };
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0].id;
  const account = (await api('GET', '/settlement-accounts?page_size=1', undefined, token)).data.list[0];
  const today = chinaToday();
  const posted = async (type: string, body: object) => {
    const made = await api('POST', `/bills/${type}`, { bill_date: today, store_id: store, ...body }, token);
    expect(made.code, made.msg).toBe(2000);
    expect((await api('POST', `/bills/${type}/${made.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
    return made.data as { id: number; bill_sn: string };
  };
  await posted('purchase-bills', { partner_id: supplier, lines: [{ product_id: product, number: '10', price: '60' }] });
  const sale = await posted('sale-bills', { partner_id: customer.id, lines: [{ product_id: product, number: '10', price: '100' }] });

  // A receipt of 600 from the customer, clearing the sale automatically.
  await page.goto(routePath(findPage('receiptBill')!));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(page, 'bill-partner'), customer.name);
  await pick(page, page.locator('.ant-table-row').first().locator('.ant-select'), account.name);
  await page.getByRole('textbox', { name: '金额' }).first().fill('600');
  await expect(page.getByTestId('bill-total')).toHaveText('600.00');
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: sale.bill_sn })).toContainText('1,000.00');
  await page.getByTestId('settle-auto').click();
  await expect(page.getByRole('textbox', { name: `本次核销 ${sale.bill_sn}` })).toHaveValue('600.00');
  await expect(page.getByTestId('settle-sum')).toHaveText('本次核销合计 600.00（单据金额 600.00）');
  await page.getByTestId('bill-save').click();
  await expect(page.locator('.ant-descriptions')).toContainText('待审核');
  await page.getByRole('button', { name: /^审\s?核$/ }).click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('确定审核这张单据吗？');
  await confirmPop(page);
  await expect(page.locator('.ant-descriptions')).toContainText('已审核');
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: sale.bill_sn })).toContainText('600.00');

  // The sale is partly cleared in the sales bill list.
  await page.goto(routePath(findPage('saleBill')!));
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: sale.bill_sn })).toContainText('部分核销');

  // Receivables detail: the customer owes 400; the statement lists the sale and the receipt with running balances.
  await page.goto(routePath(findPage('receiptBill')!));
  await page.getByRole('button', { name: '应收明细' }).click();
  await page.getByPlaceholder('往来单位名称 / 编码').fill(customer.name);
  await page.getByPlaceholder('往来单位名称 / 编码').press('Enter');
  const row = page.locator('.ant-table-row:visible').filter({ hasText: customer.name });
  await expect(row).toContainText('1,000.00');
  await expect(row).toContainText('400.00');
  await row.getByText(customer.name).click();
  await expect(page.getByTestId('statement-closing')).toHaveText('400.00');
  await expect(page.locator('.ant-drawer .ant-table-row')).toHaveCount(2);
  await snap(page, { path: '.tmp/screenshots/receivables-statement-zh.png' });
});

demoTest('the money screens in English: payment editor, payments list, payables detail', async ({ browser, demoSession }) => {
  const { context, page } = await openAs(browser, demoSession, 'en');
  await page.goto(routePath(findPage('paymentBill')!));
  await expect(page.locator('.ant-card-head')).toContainText('Payment');
  await expect(page.locator('.ant-table-thead')).toContainText('Clearing');
  await page.getByRole('button', { name: 'Create payment' }).click();
  await expect(page.locator('.ant-table-thead').first()).toContainText('Settlement account');
  await expect(page.getByText('Pick a partner to clear their documents')).toBeVisible();
  await snap(page, { path: '.tmp/screenshots/payment-editor-en.png' });
  await page.goto(routePath(findPage('payableDetail')!));
  await expect(page.getByText('Balances are what we owe the partner')).toBeVisible();
  await expect(page.locator('.ant-table-thead')).toContainText('Closing balance');
  const body = await page.locator('body').innerText();
  expect(body).not.toMatch(/\b(money|links|pay|field)\.[a-z_]+/);
  await snap(page, { path: '.tmp/screenshots/payables-detail-en.png' });
  await context.close();
});
