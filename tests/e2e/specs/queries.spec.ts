import { chinaToday, findPage, routePath } from '@zf/shared';
import { api, demoTest, expect, openAs } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/** Query screens as a warehouse clerk and a buyer use them: find a movement, open its document; the same in English. */

demoTest('stock records find a receipt by product code and open it; the purchase query and the receiving queue list their rows', async ({ page, demoSession }) => {
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const product = (await api('POST', '/products', { code: `Q-${tag}`, name: `查询测试件${tag}`, unit_id: unit }, token)).data.id;
  const supplier = (await api('GET', '/partners?type=2&page_size=1', undefined, token)).data.list[0].id;
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0].id;
  const today = chinaToday();
  const made = async (type: string, body: object) => {
    const res = await api('POST', `/bills/${type}`, { bill_date: today, store_id: store, partner_id: supplier, ...body }, token);
    expect((await api('POST', `/bills/${type}/${res.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
    return res.data as { id: number; bill_sn: string };
  };
  const receipt = await made('purchase-bills', { lines: [{ product_id: product, number: '6', price: '12.5' }] });
  const order = await made('purchase-orders', { lines: [{ product_id: product, number: '4', price: '12.5' }] });

  await page.goto(routePath(findPage('stockRecord')!));
  await page.getByTestId('query-keyword').locator('input').fill(`Q-${tag}`);
  await page.getByTestId('query-keyword').locator('input').press('Enter');
  const row = page.locator('.ant-table-row:visible').filter({ hasText: receipt.bill_sn });
  await expect(row).toContainText('6.0000');
  await expect(row).toContainText('75.00');
  await row.click();
  await expect(page.locator('.ant-card-head:visible')).toContainText(receipt.bill_sn);

  await page.goto(routePath(findPage('purchaseQuery')!));
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: receipt.bill_sn })).toContainText('75.00');
  await page.goto(routePath(findPage('purchaseWarehousing')!));
  await page.getByTestId('query-keyword').locator('input').fill(order.bill_sn);
  await page.getByTestId('query-keyword').locator('input').press('Enter');
  await expect(page.locator('.ant-table-row:visible').filter({ hasText: order.bill_sn })).toContainText('4.0000');
  await snap(page, { path: '.tmp/screenshots/purchase-warehousing-zh.png' });
});

demoTest('storage queries in English show their own titles and no raw keys', async ({ browser, demoSession }) => {
  const { context, page } = await openAs(browser, demoSession, 'en');
  for (const [name, title] of [['stockChangeNumber', 'Stock change quantities'], ['historyBill', 'History bills'], ['stockDifference', 'Stock differences'], ['billApproval', 'Bill approval'], ['auditFlow', 'Audit flow setup']] as const) {
    await page.goto(routePath(findPage(name)!));
    // The first page of a new context loads the shell and its chunks: allow for a slow machine.
    await expect(page.locator('.ant-card-head:visible')).toContainText(title, { timeout: 30_000 });
    expect(await page.locator('.ant-card:visible').innerText()).not.toMatch(/\b(query|approval|flow)\.[a-z]+/);
    await snap(page, { path: `.tmp/screenshots/${name}-en.png` });
  }
  await context.close();
});
