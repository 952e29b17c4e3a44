import type { Page } from '@playwright/test';
import { findPage, routePath } from '@zf/shared';
import { api, dayOfThisMonth, demoTest, expect, openAs, test, userWithEnterprise } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * Issue 12, the parts a bookkeeper's month still missed: a bill shared as a read-only link the partner opens without
 * an account (and that stops working once revoked), and the 编码规则 screen whose rule the next product code follows.
 */
const tag = () => Date.now().toString(36).toUpperCase();
const ok = async <T = { id: number; bill_sn: string }>(res: Promise<{ code: number; msg: string; data: T }>) => {
  const r = await res;
  expect(r.code, r.msg).toBe(2000);
  return r.data;
};

demoTest('a sales bill with a line discount is shared; the partner reads its print without an account until it is revoked', async ({ page, browser, demoSession }) => {
  demoTest.slow();
  const token = demoSession.token;
  const t = tag();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const belt = (await ok<{ id: number }>(api('POST', '/products', { code: `SH-${t}`, name: `分享皮带${t}`, unit_id: unit }, token))).id;
  const name = `分享客户${t}`;
  const customer = (await ok<{ id: number }>(api('POST', '/partners', { type: 1, name }, token))).id;
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0].id;
  const received = await ok(api('POST', '/bills/other-ins', { bill_date: dayOfThisMonth(1), store_id: store, lines: [{ product_id: belt, number: '5', price: '40' }] }, token));
  await ok(api('POST', `/bills/other-ins/${received.id}/audit`, { action: 'audit' }, token));
  // 2 × 150 = 300.00, 10 % off → 270.00.
  const sale = await ok(api('POST', '/bills/sale-bills', { bill_date: dayOfThisMonth(1), store_id: store, partner_id: customer, lines: [{ product_id: belt, number: '2', price: '150', discount_rate: '0.1' }] }, token));

  await page.goto(`${routePath(findPage('saleBill')!)}?id=${sale.id}`);
  // Page loads after a goto took over 60 s at load average 26 on the shared 2-core machine.
  await expect(page.locator('.ant-card-head:visible')).toContainText(sale.bill_sn, { timeout: 120_000 });
  const row = page.locator('.ant-table-row:visible').first();
  await expect(row).toContainText('10%');
  await expect(row).toContainText('30.00');
  await expect(row).toContainText('270.00');
  await page.getByTestId('bill-share').click();
  const link = await page.getByTestId('bill-share-link').inputValue();
  expect(link).toMatch(/\/share\?code=/);

  const stranger = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } });
  const outside = await stranger.newPage();
  await outside.goto(link);
  const doc = outside.locator('.zf-doc');
  await expect(doc.locator('h1')).toHaveText('销售单', { timeout: 60_000 });
  await expect(doc).toContainText(sale.bill_sn);
  await expect(doc).toContainText(name);
  await expect(doc).toContainText('折扣额');
  await expect(doc).toContainText('270.00');
  await expect(doc).toContainText('贰佰柒拾元整');
  await expect(doc).toContainText('待审核');
  await snap(outside, { path: 'tests/e2e/screenshots/trading-bill-share-zh.png' });

  await page.locator('.ant-modal:visible').getByRole('button', { name: '停止分享' }).click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  await outside.reload();
  await expect(outside.getByText('分享已失效')).toBeVisible();
  await stranger.close();
});

test('the 编码规则 screen changes the product rule, and the next product saved without a code follows it', async ({ browser }) => {
  test.slow();
  const own = await userWithEnterprise('编码管理员', `编码规则${tag()}商贸`);
  const { context, page } = await openAs(browser, own.session);
  await page.goto(routePath(findPage('codeRule')!));
  await expect(page.locator('.ant-card-head')).toContainText('编码规则', { timeout: 120_000 });
  await expect(page.getByTestId('code-sample-products')).toHaveText('SP000001');
  await page.getByLabel('前缀 products').fill('qa-');
  await expect(page.getByLabel('前缀 products')).toHaveValue('QA-');
  await page.getByLabel('流水号位数 products').fill('4');
  await expect(page.getByTestId('code-sample-products')).toHaveText('QA-0001');
  await page.getByTestId('code-rules-save').click();
  await expect(page.getByText('编码规则已保存')).toBeVisible();
  expect((await api('GET', '/code-rules', undefined, own.session.token)).data.rules.products).toEqual({ prefix: 'QA-', digits: 4 });
  await snap(page, { path: 'tests/e2e/screenshots/trading-code-rules-zh.png' });

  const unit = (await api('GET', '/units?page_size=1', undefined, own.session.token)).data.list[0].id;
  const made = await ok<{ id: number }>(api('POST', '/products', { name: '按新规则编号', unit_id: unit }, own.session.token));
  expect((await api('GET', `/products/${made.id}`, undefined, own.session.token)).data.code).toBe('QA-0001');
  await page.goto(routePath(findPage('goodsList')!));
  await expect(page.locator('.ant-table-row').filter({ hasText: '按新规则编号' })).toContainText('QA-0001', { timeout: 60_000 });
  await context.close();
});

/** A select with search: type, then click the matching option. */
async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
const approve = async (page: Page) => {
  await page.getByRole('button', { name: /^Approve$/ }).click();
  await expect(page.locator('.ant-popconfirm:visible')).toContainText('Approve this bill?');
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^OK$/ }).click();
  await expect(page.locator('.ant-descriptions:visible')).toContainText('Approved');
};
/** No untranslated message key on screen ("field.amount", "status.2"…). */
const noRawKeys = async (page: Page) => expect(await page.locator('body').innerText()).not.toMatch(/\b(field|status|progress|progressOf|money|pay|doneOf|share|codeRules)\.[a-zA-Z_]+/);

demoTest('in English: purchase order → partial receipt → edit → approve → settle → return, as the user reads it', async ({ browser, demoSession }) => {
  demoTest.setTimeout(600_000);
  const token = demoSession.token;
  const t = tag();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const code = `EN-${t}`;
  const product = (await ok<{ id: number }>(api('POST', '/products', { code, name: `Walk part ${t}`, unit_id: unit }, token))).id;
  const supplier = `Walk supplier ${t}`;
  await ok(api('POST', '/partners', { type: 2, name: supplier }, token));
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0];
  const account = (await api('GET', '/settlement-accounts?page_size=1', undefined, token)).data.list[0];
  const { context, page } = await openAs(browser, demoSession, 'en');
  const header = page.locator('.ant-descriptions:visible');
  const shot = (name: string) => snap(page, { path: `tests/e2e/screenshots/trading-walk-${name}-en.png` });

  // A purchase order of 10 at 12.50.
  await page.goto(routePath(findPage('purchaseOrder')!));
  await page.getByRole('button', { name: 'Create purchase order' }).click({ timeout: 90_000 });
  await pick(page, selectOf(page, 'bill-partner'), supplier);
  await pick(page, selectOf(page, 'bill-store'), store.name);
  await pick(page, page.locator('.ant-table-row').first().locator('.ant-select').first(), code);
  await page.getByRole('textbox', { name: 'Quantity' }).first().fill('10');
  await page.getByRole('textbox', { name: 'Unit price' }).first().fill('12.5');
  await expect(page.getByTestId('bill-total')).toHaveText('125.00');
  await page.getByTestId('bill-save').click();
  await expect(header).toContainText('Pending review');
  await approve(page);
  await expect(header).toContainText('Not received');
  await shot('1-order');

  // A purchase bill made from it for 6, saved, edited down to 4 (the link to the order line survives), approved.
  await page.getByRole('button', { name: 'Make purchase bill' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity' }).first()).toHaveValue('10.0000');
  await page.getByRole('textbox', { name: 'Quantity' }).first().fill('6');
  await page.getByTestId('bill-save').click();
  await expect(header).toContainText('Pending review');
  await page.getByRole('button', { name: /^Edit$/ }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).first().fill('4');
  await expect(page.getByTestId('bill-total')).toHaveText('50.00');
  await page.getByTestId('bill-save').click();
  await expect(header).toContainText('Pending review');
  await approve(page);
  const sn = /CGRK-\d+/.exec(await page.locator('.ant-card-head:visible').innerText())![0];
  await expect(header).toContainText('Not cleared');
  await shot('2-receipt');

  // The order is partly received: 4 of 10.
  await page.goto(routePath(findPage('purchaseOrder')!));
  const orderRow = page.locator('.ant-table-row:visible').filter({ hasText: supplier }).first();
  await expect(orderRow).toContainText('Partly received', { timeout: 60_000 });
  await orderRow.click();
  await expect(page.locator('.ant-table-row:visible').first()).toContainText('4.0000');
  await noRawKeys(page);
  await shot('3-order-partly');

  // A payment of 50.00 clears the bill.
  await page.goto(routePath(findPage('paymentBill')!));
  await page.getByRole('button', { name: 'Create payment' }).click({ timeout: 90_000 });
  await pick(page, selectOf(page, 'bill-partner'), supplier);
  await pick(page, page.locator('.ant-table-row').first().locator('.ant-select'), account.name);
  await page.getByRole('textbox', { name: 'Amount' }).first().fill('50');
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: sn })).toContainText('50.00');
  await page.getByTestId('settle-auto').click();
  await expect(page.getByRole('textbox', { name: `Clear now ${sn}` })).toHaveValue('50.00');
  await expect(page.getByTestId('settle-sum')).toHaveText('Cleared 50.00 (document amount 50.00)');
  await page.getByTestId('bill-save').click();
  await expect(header).toContainText('Pending review');
  await approve(page);
  await noRawKeys(page);
  await shot('4-payment');

  // The bill is cleared; 1 goes back to the supplier from it.
  await page.goto(routePath(findPage('purchaseBill')!));
  const billRow = page.locator('.ant-table-row:visible').filter({ hasText: sn });
  await expect(billRow).toContainText('Cleared', { timeout: 60_000 });
  await billRow.click();
  await page.getByRole('button', { name: 'Make purchase return' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity' }).first()).toHaveValue('4.0000');
  await page.getByRole('textbox', { name: 'Quantity' }).first().fill('1');
  await page.getByTestId('bill-save').click();
  await expect(header).toContainText('Pending review');
  await approve(page);
  await expect(page.locator('.ant-card-head:visible')).toContainText('Purchase return');
  await noRawKeys(page);
  await shot('5-return');

  const stock = (await api('GET', `/stock/balances?product_id=${product}&warehouse_id=${store.id}`, undefined, token)).data.list[0];
  expect(stock).toMatchObject({ qty: '3.0000', amount: '37.50' });
  await context.close();
});
