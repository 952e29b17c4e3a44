import { expect, test } from '@playwright/test';
import { addMonths, chinaMonth, findPage, routePath } from '@zf/shared';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/** The month before this one, as the run expects it ("2026-10" in November 2026). */
function lastMonth(): string {
  return addMonths(chinaMonth(), -1);
}

test('an accountant runs the month\'s outbound costing, sees the monthly unit cost per product, and undoes it', async ({ browser }) => {
  const user = await registerUser({ name: '成本会计' });
  const made = await api('POST', '/enterprises', { name: '月末加权机械厂', type: 1, stock_accounting_method: 2 }, user.token);
  expect(made.code, made.msg).toBe(2000);
  const session = await login(user.phone, user.password);
  const token = session.token;
  const month = lastMonth();
  // The books start last month, so last month's documents are in an open period and can be costed.
  expect((await api('POST', '/finance/initialize', { start_period: month }, token)).code).toBe(2000);
  const unit = (await api('GET', '/units', undefined, token)).data.list[0].id;
  const supplier = (await api('POST', '/partners', { type: 2, name: '钢材供应商' }, token)).data.id;
  const customer = (await api('POST', '/partners', { type: 1, name: '农机修理厂' }, token)).data.id;
  const product = (await api('POST', '/products', { code: 'GB-Q235', name: '钢板 Q235', unit_id: unit }, token)).data.id;
  const store = (await api('GET', '/warehouses', undefined, token)).data.list[0].id;
  const posted = async (type: string, day: string, partner: number, number: string, price: string) => {
    const bill = await api('POST', `/bills/${type}`, { bill_date: `${month}-${day}`, partner_id: partner, store_id: store, lines: [{ product_id: product, number, price }] }, token);
    expect(bill.code, bill.msg).toBe(2000);
    expect((await api('POST', `/bills/${type}/${bill.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
  };
  await posted('purchase-bills', '02', supplier, '10', '10');
  await posted('sale-bills', '05', customer, '4', '20');
  await posted('purchase-bills', '10', supplier, '10', '13');

  const { context, page } = await openAs(browser, session);
  await page.goto(routePath(findPage('outboundCostAccounting')!));
  await expect(page.getByText('尚未核算任何月份')).toBeVisible();
  await page.getByRole('button', { name: '执行核算' }).click();
  await expect(page.getByText(`${month} 核算完成：1 个商品`)).toBeVisible();
  const run = page.locator('.ant-table-row').filter({ hasText: month });
  await expect(run).toContainText('已核算');
  await run.getByRole('button', { name: /展开|Expand/ }).click();
  // (100.00 + 130.00) / 20 = 11.50; the sale of 4 costs 46.00 instead of the provisional 40.00.
  const item = page.locator('.ant-table-row').filter({ hasText: '钢板 Q235' });
  await expect(item).toContainText('11.500000');
  await expect(item).toContainText('46.00');
  await snap(page, { path: 'test-results/costing-zh.png' });

  await page.getByRole('button', { name: `反核算 ${month}` }).click();
  await page.getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(page.getByText(`${month} 已反核算`)).toBeVisible();
  await expect(run).toContainText('已反核算');
  await context.close();

  const en = await openAs(browser, session, 'en');
  await en.page.goto(routePath(findPage('outboundCostAccounting')!));
  await expect(en.page.getByRole('button', { name: 'Run costing' })).toBeVisible();
  await expect(en.page.locator('.ant-table-row').filter({ hasText: month })).toContainText('Undone');
  await snap(en.page, { path: 'test-results/costing-en.png' });
  await en.context.close();
});
