import { chinaToday, findPage, routePath } from '@zf/shared';
import { api, demoTest, expect } from '../support/shell.ts';

/**
 * No silent lost updates (issue 11 item 4), in the browser: a record someone else saved while the form was open is
 * not overwritten; the save answers "已被 NAME 于 TIME 修改，请刷新后再改" in a dialog that offers to reload, and what the
 * user typed stays on screen until they choose.
 */
const staleText = /已被 .+ 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改，请刷新后再改/;
const reloadDialog = (page: import('@playwright/test').Page) => page.getByRole('dialog').filter({ hasText: '记录已被他人修改' });

demoTest('a brand renamed by someone else while its form is open: the save offers to reload, the typed name stays until then', async ({ page, demoSession }) => {
  const token = demoSession.token;
  const name = `版本品牌${Date.now().toString(36)}`;
  const id = (await api('POST', '/brands', { name }, token)).data.id as number;
  await page.goto('/goods/brandList');
  const box = page.getByTestId('keyword').locator('input');
  await box.fill(name);
  await box.press('Enter');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name }).getByText('编辑').click();
  const form = page.getByRole('dialog', { name: '编辑品牌' });
  await form.getByLabel('品牌名称').fill(`${name}-我的`);

  // Meanwhile someone else renames it.
  expect((await api('PUT', `/brands/${id}`, { name: `${name}-他人` }, token)).code).toBe(2000);
  await form.getByRole('button', { name: '保 存' }).click();
  const ask = reloadDialog(page);
  await expect(ask).toContainText(staleText);
  await expect(form.getByLabel('品牌名称')).toHaveValue(`${name}-我的`);
  expect((await api('GET', `/brands/${id}`, undefined, token)).data.name).toBe(`${name}-他人`);

  await ask.getByRole('button', { name: /^刷\s?新$/ }).click();
  await expect(form.getByLabel('品牌名称')).toHaveValue(`${name}-他人`);
  // Saved from the reloaded version, the next change goes through.
  await form.getByLabel('品牌名称').fill(`${name}-再改`);
  await form.getByRole('button', { name: '保 存' }).click();
  await expect(form).toBeHidden();
  expect((await api('GET', `/brands/${id}`, undefined, token)).data).toMatchObject({ name: `${name}-再改`, version: 3 });
});

demoTest('a purchase order changed by someone else while it is edited: the save offers to reload, the typed quantity stays until then', async ({ page, demoSession }) => {
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const product = (await api('POST', '/products', { code: `VER-${tag}`, name: `版本测试件${tag}`, unit_id: unit }, token)).data.id;
  const supplier = (await api('GET', '/partners?type=2&page_size=1', undefined, token)).data.list[0].id;
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0].id;
  const body = (number: string) => ({ partner_id: supplier, store_id: store, bill_date: chinaToday(), lines: [{ product_id: product, number, price: '12.5' }] });
  const order = (await api('POST', '/bills/purchase-orders', body('10'), token)).data.id as number;

  await page.goto(`${routePath(findPage('purchaseOrder')!)}?id=${order}`);
  await page.getByRole('button', { name: /^编\s?辑$/ }).click();
  const quantity = page.getByRole('textbox', { name: '数量' }).first();
  await quantity.fill('7');

  expect((await api('PUT', `/bills/purchase-orders/${order}`, body('8'), token)).code).toBe(2000);
  await page.getByTestId('bill-save').click();
  const ask = reloadDialog(page);
  await expect(ask).toContainText(staleText);
  await expect(quantity).toHaveValue('7');

  await ask.getByRole('button', { name: /^刷\s?新$/ }).click();
  await expect(quantity).toHaveValue('8.0000');
  await quantity.fill('9');
  await page.getByTestId('bill-save').click();
  await expect(page.locator('.ant-descriptions')).toContainText('待审核');
  const saved = (await api('GET', `/bills/purchase-orders/${order}`, undefined, token)).data;
  expect([saved.lines[0].number, saved.total_amount, saved.version]).toEqual(['9.0000', '112.50', 3]);
});

demoTest('a bill changed by someone else while it is shown: approving it offers to reload instead of approving what the user has not seen', async ({ page, demoSession }) => {
  demoTest.slow();
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const product = (await api('POST', '/products', { code: `VAU-${tag}`, name: `审核版本件${tag}`, unit_id: unit }, token)).data.id;
  const supplier = (await api('GET', '/partners?type=2&page_size=1', undefined, token)).data.list[0].id;
  const store = (await api('GET', '/warehouses?page_size=1', undefined, token)).data.list[0].id;
  const body = (number: string) => ({ partner_id: supplier, store_id: store, bill_date: chinaToday(), lines: [{ product_id: product, number, price: '10' }] });
  const order = (await api('POST', '/bills/purchase-orders', body('10'), token)).data.id as number;

  await page.goto(`${routePath(findPage('purchaseOrder')!)}?id=${order}`);
  await expect(page.locator('.ant-descriptions')).toContainText('待审核', { timeout: 60_000 });
  expect((await api('PUT', `/bills/purchase-orders/${order}`, body('20'), token)).code).toBe(2000);

  await page.getByRole('button', { name: /^审\s?核$/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }).click();
  const ask = reloadDialog(page);
  await expect(ask).toContainText(staleText);
  expect((await api('GET', `/bills/purchase-orders/${order}`, undefined, token)).data.audit_status).toBe(1);

  await ask.getByRole('button', { name: /^刷\s?新$/ }).click();
  await expect(page.locator('.ant-table-tbody')).toContainText('20.0000');
  await page.getByRole('button', { name: /^审\s?核$/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.locator('.ant-descriptions')).toContainText('已审核');
  expect((await api('GET', `/bills/purchase-orders/${order}`, undefined, token)).data).toMatchObject({ audit_status: 2, total_amount: '200.00' });
});

demoTest('a product’s unit conversions changed by someone else while its form is open: the save offers to reload them', async ({ page, demoSession }) => {
  demoTest.slow();
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const units = (await api('GET', '/units?page_size=3', undefined, token)).data.list as Array<{ id: number }>;
  const name = `换算版本件${tag}`;
  const product = (await api('POST', '/products', { code: `VUN-${tag}`, name, unit_id: units[0]!.id }, token)).data.id as number;
  expect((await api('PUT', `/products/${product}/units`, { units: [{ unit_id: units[1]!.id, ratio: '10' }] }, token)).code).toBe(2000);

  await page.goto(routePath(findPage('goodsList')!));
  const box = page.getByTestId('keyword').locator('input');
  await box.fill(name);
  await box.press('Enter');
  await page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name }).getByText('编辑').click();
  const form = page.getByTestId('resource-form');
  const ratio = form.getByPlaceholder('换算数量').first();
  await expect(ratio).toHaveValue('10');
  await ratio.fill('12');

  expect((await api('PUT', `/products/${product}/units`, { units: [{ unit_id: units[1]!.id, ratio: '20' }] }, token)).code).toBe(2000);
  await page.getByRole('dialog').filter({ has: form }).getByRole('button', { name: '保 存' }).click();
  const ask = reloadDialog(page);
  await expect(ask).toContainText(staleText);
  await expect(ratio).toHaveValue('12');
  expect((await api('GET', `/products/${product}/units`, undefined, token)).data.list[0].ratio).toBe('20.000000');

  await ask.getByRole('button', { name: /^刷\s?新$/ }).click();
  await expect(ratio).toHaveValue('20');
  await ratio.fill('24');
  await page.getByRole('dialog').filter({ has: form }).getByRole('button', { name: '保 存' }).click();
  await expect(form).toBeHidden();
  expect((await api('GET', `/products/${product}/units`, undefined, token)).data).toMatchObject({ list: [{ ratio: '24.000000' }], version: 4 });
});
