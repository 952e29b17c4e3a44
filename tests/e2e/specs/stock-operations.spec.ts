import type { Page } from '@playwright/test';
import { findPage, routePath } from '@zf/shared';
import { api, dayOfThisMonth, demoTest, expect } from '../support/shell.ts';

/** Stock operations as a warehouse clerk clicks them: a transfer between two warehouses, an assembly of a kit. */

async function pick(page: Page, select: ReturnType<Page['locator']>, text: string) {
  await select.click();
  await select.locator('input').fill(text);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first().click();
}
const confirmPop = (page: Page) => page.locator('.ant-popconfirm:visible').getByRole('button', { name: /^确\s?定$|^OK$/ }).click();
const selectOf = (page: Page, id: string) => page.locator(`#${id}`).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]');
const approve = async (page: Page) => {
  await expect(page.locator('.ant-descriptions:visible')).toContainText('待审核');
  await page.getByRole('button', { name: /^审\s?核$/ }).click();
  await confirmPop(page);
  await expect(page.locator('.ant-descriptions:visible')).toContainText('已审核');
};

demoTest('a transfer moves 3 of 10 at cost to another warehouse; an assembly turns two parts into a kit at their cost', async ({ page, demoSession }) => {
  const token = demoSession.token;
  const tag = Date.now().toString(36).toUpperCase();
  const unit = (await api('GET', '/units?page_size=1', undefined, token)).data.list[0].id;
  const made = async (code: string, name: string) => (await api('POST', '/products', { code: `${code}-${tag}`, name: `${name}${tag}`, unit_id: unit }, token)).data.id as number;
  const pad = await made('DB', '调拨刹车片');
  const disc = await made('ZZ', '组装刹车盘');
  const kit = await made('KIT', '刹车套装');
  const stores = (await api('GET', '/warehouses?page_size=2', undefined, token)).data.list;
  const [from, to] = [stores[0], stores[1]];
  const receivedIn = await api('POST', '/bills/other-ins', { bill_date: dayOfThisMonth(1), store_id: from.id, lines: [{ product_id: pad, number: '10', price: '20' }, { product_id: disc, number: '5', price: '50' }] }, token);
  expect((await api('POST', `/bills/other-ins/${receivedIn.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
  const balance = async (product: number, store: number) =>
    (await api('GET', `/stock/balances?product_id=${product}&warehouse_id=${store}`, undefined, token)).data.list[0] ?? { qty: '0.0000', amount: '0.00' };

  // Transfer: 3 pads go from one warehouse to the other at their cost.
  await page.goto(routePath(findPage('stockTransfer')!));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(page, 'bill-out-store'), from.name);
  await pick(page, selectOf(page, 'bill-in-store'), to.name);
  await pick(page, page.locator('.ant-table-row:visible').first().locator('.ant-select'), `DB-${tag}`);
  await page.getByRole('textbox', { name: '数量' }).first().fill('3');
  await page.getByTestId('bill-save').click();
  await approve(page);
  expect(await balance(pad, from.id)).toMatchObject({ qty: '7.0000', amount: '140.00' });
  expect(await balance(pad, to.id)).toMatchObject({ qty: '3.0000', amount: '60.00' });

  // Assembly: 2 pads and 1 disc out, 1 kit in; the kit comes in at what the parts cost (2 × 20 + 50).
  await page.goto(routePath(findPage('assemblyOrder')!));
  await page.getByRole('button', { name: /新\s?增/ }).click();
  await pick(page, selectOf(page, 'bill-store'), from.name);
  const rows = page.locator('.ant-table-row:visible');
  for (const [i, code, number] of [[0, `DB-${tag}`, '2'], [1, `ZZ-${tag}`, '1'], [2, `KIT-${tag}`, '1']] as const) {
    await pick(page, rows.nth(i).locator('.ant-select').first(), code);
    // The picked product keeps its name in the row (not its id) once the list is closed.
    await expect(rows.nth(i).locator('.ant-select').first()).toContainText(code);
    await rows.nth(i).getByRole('textbox', { name: '数量' }).fill(number);
    await expect(rows.nth(i).getByRole('textbox', { name: '数量' })).toHaveValue(number);
  }
  await rows.nth(2).locator('.ant-select').nth(1).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '入库' }).click();
  await expect(rows.nth(2).locator('.ant-select').nth(1)).toContainText('入库');
  await page.getByTestId('bill-save').click();
  await approve(page);
  expect(await balance(kit, from.id)).toMatchObject({ qty: '1.0000', amount: '90.00' });
  expect(await balance(pad, from.id)).toMatchObject({ qty: '5.0000', amount: '100.00' });
  expect(await balance(disc, from.id)).toMatchObject({ qty: '4.0000', amount: '200.00' });
});
