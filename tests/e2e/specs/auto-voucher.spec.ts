import { expect, test, type Page } from '@playwright/test';
import { chinaToday, findPage, routePath } from '@zf/shared';
import { api } from '../support/api.ts';
import { openAs, userWithEnterprise } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/*
 * Auto vouchers (issue 14 items 4-6) in the browser: an approved sale shows its voucher number as a link to the
 * voucher; the configuration, generation, cost-voucher and check-list screens in both languages, with the
 * stock-vs-GL, partner and trial-balance checks equal after trading.
 */
const shot = (page: Page, name: string) => snap(page, { path: `tests/e2e/screenshots/auto-voucher-${name}.png`, fullPage: true });

test('a sale\'s voucher is linked from the bill, and the books check equal', async ({ browser }) => {
  // Nine screens in two languages; a loaded shared machine takes minutes over the first lazy chunks.
  test.setTimeout(600_000);
  const owner = await userWithEnterprise('会计', '凭证商贸有限公司');
  const token = owner.session.token;
  const today = chinaToday();
  const unit = (await api('GET', '/units', undefined, token)).data.list[0].id;
  const supplier = (await api('POST', '/partners', { type: 2, name: '轴承供应商' }, token)).data.id;
  const customer = (await api('POST', '/partners', { type: 1, name: '城东修理厂' }, token)).data.id;
  const product = (await api('POST', '/products', { code: 'ZC-6204', name: '轴承 6204', unit_id: unit }, token)).data.id;
  const store = (await api('GET', '/warehouses', undefined, token)).data.list[0].id;
  const posted = async (type: string, partner: number, number: string, price: string) => {
    const bill = await api('POST', `/bills/${type}`, { bill_date: today, partner_id: partner, store_id: store, lines: [{ product_id: product, number, price, tax_rate: '0.13' }] }, token);
    expect(bill.code, bill.msg).toBe(2000);
    expect((await api('POST', `/bills/${type}/${bill.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
    return bill.data.id as number;
  };
  await posted('purchase-bills', supplier, '10', '20.00');
  const sale = await posted('sale-bills', customer, '3', '35.00');
  const detail = (await api('GET', `/bills/sale-bills/${sale}`, undefined, token)).data;
  expect(detail.voucher_no).toBe('记-0002');

  const { context, page } = await openAs(browser, owner.session);
  await page.goto(`${routePath(findPage('saleBill')!)}?id=${sale}`);
  const link = page.getByTestId('voucher-link');
  await expect(link).toHaveText('记-0002', { timeout: 90_000 });
  await expect(link).toHaveAttribute('href', `${routePath(findPage('voucherList')!)}?voucher_id=${detail.voucher_id}`);
  await shot(page, 'sale-bill-zh');

  await page.goto(routePath(findPage('autoVoucherConfig')!));
  await expect(page.getByText('审核时生成（默认）')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('销项税额').first()).toBeVisible();
  await shot(page, 'config-zh');

  await page.goto(routePath(findPage('generateVoucher')!));
  await page.getByTestId('generate').click({ timeout: 90_000 });
  await expect(page.getByTestId('generate-outcome')).toContainText('生成凭证 0 张', { timeout: 90_000 });
  await shot(page, 'generate-zh');

  await page.goto(routePath(findPage('costVoucher')!));
  await expect(page.getByText('本期没有待生成的成本差异')).toBeVisible({ timeout: 90_000 });
  await shot(page, 'cost-zh');

  await page.goto(routePath(findPage('checkList')!));
  // Stock 200.00 − 60.00 = 140.00 on 1405, the same in the GL; partners and the trial balance equal.
  await expect(page.getByTestId('check-stock')).toContainText('140.00', { timeout: 90_000 });
  await expect(page.getByTestId('check-stock').getByText('一致').first()).toBeVisible();
  await expect(page.getByTestId('check-partners').getByText('一致').first()).toBeVisible();
  await expect(page.getByTestId('check-trial').getByText('一致').first()).toBeVisible();
  await shot(page, 'check-list-zh');
  await context.close();

  const en = await openAs(browser, owner.session, 'en');
  for (const [name, text] of [['autoVoucherConfig', 'On approval (default)'], ['generateVoucher', 'One voucher per day'], ['costVoucher', 'No cost differences'], ['checkList', 'Stock ledger vs general ledger']] as const) {
    await en.page.goto(routePath(findPage(name)!));
    await expect(en.page.getByText(text).first()).toBeVisible({ timeout: 90_000 });
    await shot(en.page, `${name}-en`);
  }
  await en.page.goto(`${routePath(findPage('saleBill')!)}?id=${sale}`);
  await expect(en.page.getByTestId('voucher-link')).toHaveText('记-0002', { timeout: 90_000 });
  await shot(en.page, 'sale-bill-en');
  await en.context.close();
});
