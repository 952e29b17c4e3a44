import { expect, test, type Page } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api } from '../support/api.ts';
import { openAs, userWithEnterprise } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/*
 * Finance centre (issue 15 item 4) in the browser: an expense paid from the bank is entered and approved and shows
 * its voucher; the cash journal shows it with the running balance; the stock summary agrees with the GL (difference
 * 0.00); bill profit of the sale; the owner's overview; the accountant tools' period-balance comparison. Then the
 * same screens in English. Setup over the API.
 */
const shot = (page: Page, name: string) => snap(page, { path: `tests/e2e/screenshots/finance-centre-${name}.png`, fullPage: true });

async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
const go = (page: Page, name: string) => page.goto(routePath(findPage(name)!));

test('an expense through to its voucher; cash flow, stock summary, bill profit, overview and tools agree', async ({ browser }) => {
  test.setTimeout(600_000);
  const owner = await userWithEnterprise('出纳', '费用商贸有限公司');
  const token = owner.session.token;
  const today = chinaToday();
  const unit = (await api('GET', '/units', undefined, token)).data.list[0].id;
  const supplier = (await api('POST', '/partners', { type: 2, name: '滤芯供应商' }, token)).data.id;
  const customer = (await api('POST', '/partners', { type: 1, name: '城西车行' }, token)).data.id;
  const product = (await api('POST', '/products', { code: 'LX-01', name: '机油滤芯', unit_id: unit }, token)).data.id;
  const store = (await api('GET', '/warehouses', undefined, token)).data.list[0].id;
  expect((await api('POST', '/settlement-accounts', { name: '招商银行', account_type: 2 }, token)).code).toBe(2000);
  expect((await api('POST', '/expense-categories', { name: '差旅费', direction: 1 }, token)).code).toBe(2000);
  const posted = async (type: string, partner: number, number: string, price: string) => {
    const bill = await api('POST', `/bills/${type}`, { bill_date: today, partner_id: partner, store_id: store, lines: [{ product_id: product, number, price, tax_rate: '0.13' }] }, token);
    expect(bill.code, bill.msg).toBe(2000);
    expect((await api('POST', `/bills/${type}/${bill.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
    return bill.data as { id: number; bill_sn: string };
  };
  await posted('purchase-bills', supplier, '10', '20.00');
  const sale = await posted('sale-bills', customer, '3', '35.00');

  const { context, page } = await openAs(browser, owner.session);
  // Enter an expense paid from the bank: 200.00 + 12.00 input VAT, approve it, see its voucher.
  await go(page, 'expenseManage');
  await page.getByRole('button', { name: /新\s?增/ }).click({ timeout: 90_000 });
  await pick(page, selectOf(page, 'expense-account'), '招商银行');
  await pick(page, page.locator('.ant-table-row').first().locator('.ant-select').first(), '差旅费');
  await page.getByRole('textbox', { name: '金额' }).first().fill('200');
  await page.getByRole('textbox', { name: '进项税额' }).first().fill('12');
  await expect(page.getByTestId('bill-total')).toHaveText('212.00');
  await shot(page, 'expense-editor-zh');
  await page.getByTestId('bill-save').click();
  await expect(page.locator('.ant-descriptions')).toContainText('待审核', { timeout: 60_000 });
  await page.getByRole('button', { name: /^审\s?核$/ }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s?定$|^OK$/ }).click();
  await expect(page.locator('.ant-descriptions')).toContainText('已审核');
  await expect(page.getByTestId('voucher-link')).toHaveText('记-0003', { timeout: 60_000 });
  await expect(page.getByTestId('expense-settle')).toContainText('现金/银行付款');
  await shot(page, 'expense-view-zh');
  await page.getByRole('tab', { name: '费用汇总' }).click();
  await expect(page.getByTestId('expense-summary-total')).toHaveText('212.00', { timeout: 60_000 });
  await shot(page, 'expense-summary-zh');

  // The cash journal: the expense leaves the bank, balance −212.00.
  await go(page, 'cashFlow');
  const row = page.locator('.ant-table-row:visible').filter({ hasText: 'FYD-' });
  await expect(row).toContainText('212.00', { timeout: 90_000 });
  await expect(row).toContainText('-212.00');
  await expect(page.getByTestId('cash-accounts')).toContainText('招商银行');
  await shot(page, 'cash-flow-zh');

  // Stock summary: 10 in at 200.00, 3 out at 60.00, 140.00 left; the GL says the same.
  await go(page, 'stockSummary');
  await expect(page.getByTestId('stock-gl-difference')).toHaveText('0.00', { timeout: 90_000 });
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: '机油滤芯' })).toContainText('140.00');
  await shot(page, 'stock-summary-zh');

  // Bill profit of the sale: 105.00 − 60.00 = 45.00, margin 42.86 %.
  await go(page, 'billProfit');
  const profit = page.locator('.ant-table-row:visible').filter({ hasText: sale.bill_sn });
  await expect(profit).toContainText('105.00', { timeout: 90_000 });
  await expect(profit).toContainText('45.00');
  await expect(profit).toContainText('42.86');
  await shot(page, 'bill-profit-zh');

  await go(page, 'assetLiability');
  await expect(page.getByTestId('overview-assets')).toContainText('140.00', { timeout: 90_000 });
  await expect(page.getByTestId('overview-cash')).toContainText('差额 0.00');
  await shot(page, 'overview-zh');

  await go(page, 'accountantTools');
  await expect(page.getByTestId('trial-difference')).toHaveText('0.00', { timeout: 90_000 });
  await page.getByTestId('tools-rebuild-check').click();
  await expect(page.getByTestId('tools-rebuild-result')).toContainText('与凭证一致');
  await shot(page, 'tools-zh');
  await context.close();

  const en = await openAs(browser, owner.session, 'en');
  for (const [name, text] of [['expenseManage', 'Expense bills'], ['cashFlow', 'Settlement account'], ['stockSummary', 'Closing value'], ['billProfit', 'Gross profit'],
    ['assetLiability', 'Net assets'], ['accountantTools', 'Rebuild period balances']] as const) {
    await go(en.page, name);
    await expect(en.page.getByText(text).first()).toBeVisible({ timeout: 90_000 });
    if (name === 'accountantTools') {
      await en.page.getByTestId('tools-rebuild-check').click();
      await expect(en.page.getByTestId('tools-rebuild-result')).toContainText('agree with the vouchers');
    }
    await shot(en.page, `${name}-en`);
  }
  await en.context.close();
});
