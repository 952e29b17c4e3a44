import { findPage, routePath } from '@zf/shared';
import { api, dayOfThisMonth, demoTest, expect } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The stock a clerk looks at: the inventory list finds a product's balance by keyword, with totals, opens its
 * ledger with the running balance after each bill, and the stock check says the books agree.
 */
demoTest('a received product shows in the inventory list with its value, its ledger lists the bills, and the stock check passes', async ({ page, demoSession }) => {
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0];
  const product = (await api('POST', '/products', { code: `INV-${tag}`, name: `库存查询件${tag}`, unit_id: unit }, token)).data.id;
  const posted: string[] = [];
  for (const [type, number, price] of [['other-ins', '10', '12.5'], ['other-outs', '4', '0']] as const) {
    const bill = await api('POST', `/bills/${type}`, { bill_date: dayOfThisMonth(3), store_id: store.id, lines: [{ product_id: product, number, price }] }, token);
    expect(bill.code, bill.msg).toBe(2000);
    expect((await api('POST', `/bills/${type}/${bill.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
    posted.push(bill.data.bill_sn);
  }

  await page.goto(routePath(findPage('inventoryList')!));
  await page.getByTestId('stock-keyword').locator('input').fill(`INV-${tag}`);
  await page.getByTestId('stock-keyword').locator('input').press('Enter');
  const row = page.locator('.ant-table-row').filter({ hasText: `库存查询件${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('6.0000');
  await expect(row).toContainText('12.500000');
  await expect(row).toContainText('75.00');
  await expect(page.locator('.ant-table-summary')).toContainText('75.00');
  await snap(page, { path: 'test-results/inventory-list-zh.png' });

  await row.getByRole('button', { name: '台账' }).click();
  await expect(page).toHaveURL(new RegExp(`${routePath(findPage('inventoryLedger')!)}\\?product_id=${product}`));
  // The list stays open (hidden) in its tab: only the ledger's rows are visible.
  const moves = page.locator('.ant-table-row:visible');
  await expect(page.getByText(`INV-${tag} 库存查询件${tag}`)).toBeVisible();
  await expect(moves).toHaveCount(2);
  await expect(moves.nth(0)).toContainText(posted[0]!);
  await expect(moves.nth(0)).toContainText('其他入库单');
  await expect(moves.nth(1)).toContainText(posted[1]!);
  await expect(moves.nth(1)).toContainText('-4.0000');
  await expect(moves.nth(1)).toContainText('75.00');
  await snap(page, { path: 'test-results/inventory-ledger-zh.png' });

  await page.goto(routePath(findPage('inventoryList')!));
  await page.getByRole('button', { name: '库存核对' }).click();
  await expect(page.getByText('库存一致')).toBeVisible();
});
