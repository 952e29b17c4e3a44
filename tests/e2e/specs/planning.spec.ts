import { expect, test } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { pick } from '../support/pick.ts';
import { snap } from '../support/snap.ts';

/**
 * A planner asks MRP what the brake pad of PRODUCTION.md §5 needs (BP-01 = FM 0.20 kg + SP 1 pc, 5 % loss each): with
 * 5 kg of FM in stock and an MOQ of 25 kg in lots of 10, 100 pads → make 100, buy 30 kg FM and 105 SP.
 */
test('a planner explodes 100 brake pads into what to make and buy, with stock, MOQ and lots', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await registerUser({ name: '计划员' });
  expect((await api('POST', '/enterprises', { name: '刹车片制造厂', type: 1 }, user.token)).code).toBe(2000);
  const session = await login(user.phone, user.password);
  const token = session.token;
  const unit = (await api('GET', '/units', undefined, token)).data.list[0].id;
  const product = async (code: string, name: string) => (await api('POST', '/products', { code, name, unit_id: unit }, token)).data.id as number;
  const bp = await product('BP-01', '刹车片');
  const fm = await product('FM', '摩擦材料');
  const sp = await product('SP', '钢背');
  for (const [component_id, quantity] of [[fm, '0.20'], [sp, '1']]) {
    expect((await api('POST', '/boms', { product_id: bp, component_id, quantity, loss_rate: '5' }, token)).code).toBe(2000);
  }
  const supplier = (await api('POST', '/partners', { type: 2, name: '材料供应商' }, token)).data.id;
  const store = (await api('GET', '/warehouses', undefined, token)).data.list[0].id;
  const bill = await api('POST', '/bills/purchase-bills', { bill_date: chinaToday(), partner_id: supplier, store_id: store, lines: [{ product_id: fm, number: '5', price: '40' }] }, token);
  expect(bill.code, bill.msg).toBe(2000);
  expect((await api('POST', `/bills/purchase-bills/${bill.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);

  const { context, page } = await openAs(browser, session);
  await page.goto(routePath(findPage('productionPlan')!));
  const params = page.getByTestId('plan-params');
  await pick(page, params.locator('.ant-select').first(), 'FM');
  await params.getByRole('textbox', { name: '最小批量' }).fill('25');
  await params.getByRole('textbox', { name: '批量倍数' }).fill('10');
  await params.getByTestId('plan-params-save').click();
  await expect(params.locator('.ant-table-row').filter({ hasText: '摩擦材料' })).toContainText('25', { timeout: 30_000 });

  const demand = page.getByTestId('plan-demand');
  await pick(page, demand.locator('.ant-table-row .ant-select').first(), 'BP-01');
  await demand.getByRole('textbox', { name: '数量' }).fill('100');
  await page.getByTestId('plan-run').click();
  const result = page.getByTestId('plan-result').locator('.ant-table-row');
  await expect(result).toHaveCount(3);
  const cells = async (n: number) => (await result.nth(n).locator('td').allInnerTexts()).slice(0, 11);
  expect(await cells(0)).toEqual(['0', 'BP-01', '刹车片', expect.any(String), '100', '0', '0', '0', '100', '100', '生产']);
  expect(await cells(1)).toEqual(['1', 'FM', '摩擦材料', expect.any(String), '21', '5', '0', '0', '16', '30', '采购']);
  expect(await cells(2)).toEqual(['1', 'SP', '钢背', expect.any(String), '105', '0', '0', '0', '105', '105', '采购']);
  await snap(page, { path: 'tests/e2e/screenshots/production-plan-zh.png', fullPage: true });
  // 一键转单: one draft production order and one purchase requisition, named in the confirmation.
  await page.getByTestId('plan-convert').click();
  await expect(page.locator('.ant-message')).toContainText(/已生成草稿单据：SCD\S+、CGSQ-\S+/);
  await context.close();

  const en = await openAs(browser, session, 'en');
  await en.page.goto(routePath(findPage('productionPlan')!));
  const enParams = en.page.getByTestId('plan-params');
  await expect(enParams.locator('.ant-table-row').filter({ hasText: 'FM' })).toContainText('Auto', { timeout: 30_000 });
  await expect(enParams.locator('.ant-card-head-title')).toHaveText('Planning parameters');
  await expect(en.page.getByTestId('plan-demand').getByRole('button', { name: 'Calculate' })).toBeVisible();
  await snap(en.page, { path: 'tests/e2e/screenshots/production-plan-en.png', fullPage: true });
  await en.context.close();
});
