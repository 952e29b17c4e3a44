import { chinaToday, findPage, routePath } from '@zf/shared';
import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { api, demo, expect, login, openAs, test } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The supply chain between the demo's two enterprises (issue 19 "Done when"): the demo user, in the trading company,
 * orders two couplings (agreement price 150.00), one pulley (235.00) and two serial-tracked torque sensors (400.00,
 * made and stocked with three serials by the manufacturer for this run) from the manufacturer through the purchase
 * cart (total 1,335.00); switches to the manufacturer, finds the order waiting on 客户订货, accepts it and delivers it
 * in one click, picking two of the sensors' serials in the delivery dialog; switches back and receives it in one
 * click, which puts the three lines into stock and exactly those two serials into its serial ledger. The
 * manufacturer then shares the delivery: the link shows the bill without an account until it is revoked on 单据分享.
 * English screens follow.
 */
const first = { timeout: 60_000 };
const go = (page: Page, name: string) => page.goto(routePath(findPage(name)!));
const shot = (page: Page, name: string) => snap(page, { path: `tests/e2e/screenshots/network-${name}.png`, fullPage: true });

test('the trading company orders from the manufacturer through the cart; the manufacturer delivers; one click receives', async ({ browser }) => {
  test.setTimeout(240_000);
  const session = await login(demo.phone, demo.password);
  const enterpriseNamed = (name: string) => session.enterprises.find((e) => e.name === name)!.enterprise_id;
  const trading = enterpriseNamed('华东汽配贸易有限公司');
  const manufacturer = enterpriseNamed('精工机械制造厂');
  // The manufacturer's serial-tracked sensor, in the shared category of the coupling, with three serials in stock.
  const tag = Date.now().toString(36).toUpperCase();
  const serials = [1, 2, 3].map((n) => `TS-${tag}-${n}`);
  const call = async (method: string, path: string, body?: object) => {
    const res = await api(method, path, body, session.token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data;
  };
  await call('POST', '/enterprises/select', { enterprise_id: manufacturer });
  const couplingRow = (await call('GET', '/products?keyword=CP-LM-100')).list[0];
  const sensor = (await call('POST', '/products', { code: `CP-TS-${tag}`, name: '扭矩传感器', unit_id: couplingRow.unit_id, category_id: couplingRow.category_id, sale_price: '400.00', serial_tracking: 1 })).id as number;
  const stocked = await call('POST', '/bills/purchase-bills', {
    bill_date: chinaToday(), partner_id: (await call('GET', '/partners?type=2&page_size=1')).list[0].id,
    store_id: (await call('GET', '/warehouses?page_size=1')).list[0].id, lines: [{ product_id: sensor, number: '3', price: '260', serials }],
  });
  await call('POST', `/bills/purchase-bills/${stocked.id}/audit`, { action: 'audit' });
  // A retry starts from an empty cart in the trading company; the sensors go in first (two of them).
  await call('POST', '/enterprises/select', { enterprise_id: trading });
  await call('DELETE', '/supply/cart', {});
  const supplierRecord = (await call('GET', '/partner-links')).list.find((l: { role: string; peer_enterprise_id: number }) => l.role === 'supplier' && l.peer_enterprise_id === manufacturer).partner_id;
  await call('POST', '/supply/cart', { supplier_partner_id: supplierRecord, items: [{ product_id: sensor, number: '2' }] });
  const { context, page } = await openAs(browser, session);
  const switchTo = async (enterpriseId: number) => {
    await page.goto('/center/getMyEnterprises');
    await Promise.all([page.waitForEvent('load'), page.getByTestId(`switch-${enterpriseId}`).click()]);
    await expect(page).toHaveURL('/dashboard');
  };
  try {
    await test.step('supplier goods into the cart', async () => {
      await go(page, 'supplyGoods');
      const coupling = page.getByRole('row').filter({ hasText: 'CP-LM-100' });
      await expect(coupling).toContainText('150.00', first);
      await expect(coupling).toContainText('精工机械制造厂');
      await page.getByTestId('goods-add-CP-LM-100').click();
      await expect(page.getByText('已加入进货车（1种）')).toBeVisible();
      await page.getByTestId('goods-add-CP-SPB-200-2').click();
      await expect(page.getByRole('row').filter({ hasText: 'CP-SPB-200-2' })).toContainText('235.00');
      await shot(page, 'supply-goods-zh');
    });

    await test.step('the cart: two couplings, one pulley and two sensors, submitted as one order', async () => {
      await page.getByTestId('goods-to-cart').click();
      const number = page.getByRole('row').filter({ hasText: 'CP-LM-100' }).getByRole('spinbutton');
      await number.fill('2');
      await number.blur();
      await expect(page.getByTestId('cart-summary')).toHaveText('共 3 种商品，数量 5，合计 ¥1,335.00', first);
      await shot(page, 'supply-cart-zh');
      await page.getByTestId('cart-submit').click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expect(page).toHaveURL(routePath(findPage('supplyOrder')!));
      const order = page.getByRole('row').filter({ hasText: '1,335.00' }).first();
      await expect(order).toContainText('待接单', first);
      await expect(order).toContainText('精工机械制造厂');
    });

    await test.step('the manufacturer accepts the waiting order and delivers it, picking the sensors\' serials', async () => {
      await switchTo(manufacturer);
      await go(page, 'customerOrdering');
      const order = page.getByRole('row').filter({ hasText: '华东汽配贸易有限公司' }).filter({ hasText: '1,335.00' }).first();
      await expect(order).toContainText('待接单', first);
      await shot(page, 'customer-ordering-zh');
      await order.getByTestId('order-accept').click();
      await expect(page.getByText('已接单', { exact: true }).first()).toBeVisible();
      await order.getByTestId('order-deliver').click();
      // The sensors track serials: the dialog offers the three in stock; two are picked, one per unit.
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('一键发货：选择序列号', first);
      await dialog.getByTestId('deliver-serials-1').click();
      for (const serial of serials.slice(0, 2)) await page.locator('.ant-select-item-option').filter({ hasText: serial }).click();
      await expect(dialog.getByTestId('deliver-count-1')).toHaveText('已选 2 / 2');
      // A click outside the select closes its dropdown, which could cover the dialog's buttons.
      await dialog.locator('.ant-modal-title').click();
      await shot(page, 'deliver-serials-zh');
      await dialog.getByTestId('deliver-ok').click();
      await expect(page.getByText('已发货出库')).toBeVisible();
      await expect(order).toContainText('全部出库');
      await expect(order).toContainText('待收货');
      // The customer's payable details are one click away from its order.
      await order.getByTestId('order-partner-balance').click();
      await expect(page).toHaveURL(/\/customerPayableDetail\?keyword=/);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(1, first);
      await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toContainText('华东汽配贸易有限公司');
      await go(page, 'customerBillList');
      await expect(page.getByRole('row').filter({ hasText: '1,335.00' }).first()).toContainText('待收货', first);
      await shot(page, 'customer-bill-list-zh');
    });

    await test.step('back in the trading company: one click receives the delivery, serials included', async () => {
      await switchTo(trading);
      await go(page, 'supplyOrder');
      const order = page.getByRole('row').filter({ hasText: '1,335.00' }).first();
      await expect(order).toContainText('已接单', first);
      await expect(order).toContainText('全部出库');
      await order.getByTestId('order-receive').click();
      await expect(page.getByText('已收货入库')).toBeVisible();
      await expect(order).toContainText('全部入库');
      await expect(order).toContainText('已收货');
      // The trading company's serial ledger holds exactly the two delivered serials (its sensor copies the tracking).
      const ledger = await call('GET', `/stock/serials?serial=TS-${tag}`);
      expect(ledger.list.map((r: { serial: string; in_stock: number }) => [r.serial, r.in_stock])).toEqual([[serials[0], 1], [serials[1], 1]]);
      await shot(page, 'supply-order-zh');
      await go(page, 'supplyPartner');
      await expect(page.getByRole('row').filter({ hasText: '精工机械制造厂' })).toContainText('已关联', first);
      await shot(page, 'supply-partner-zh');
    });

    await test.step('the manufacturer shares the delivery; the customer reads it at /share without an account', async () => {
      await api('POST', '/enterprises/select', { enterprise_id: manufacturer }, session.token);
      const delivery = (await api('GET', '/supply/customer-bills', undefined, session.token)).data.list[0];
      const shared = await api('POST', '/shares', { kind: 'bill', bill_type: 'sale-bills', bill_id: delivery.sale_bill_id }, session.token);
      expect(shared.code, shared.msg).toBe(2000);
      await go(page, 'billShare');
      await expect(page.getByRole('row').filter({ hasText: delivery.bill_sn })).toContainText('有效', first);
      await shot(page, 'bill-share-zh');
      const reader = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
      try {
        const open = await reader.newPage();
        await open.goto(shared.data.url);
        await expect(open.getByText(delivery.bill_sn).first()).toBeVisible(first);
        await expect(open.getByText('1,335.00').first()).toBeVisible();
        await shot(open, 'share-reader-zh');
        // The list shows no URL (only the token's hash is kept): re-issuing gives a new one to copy, the old one ends.
        await page.getByRole('row').filter({ hasText: delivery.bill_sn }).getByTestId('share-reissue').click();
        await page.locator('.ant-modal-confirm .ant-btn-primary').click();
        const fresh = await page.getByTestId('share-link').inputValue();
        expect(fresh).toMatch(/\/share\?code=/);
        expect(fresh).not.toContain(encodeURIComponent(shared.data.token));
        await shot(page, 'bill-share-reissued-zh');
        await page.getByRole('dialog').locator('.ant-modal-close').click();
        expect((await api('GET', `/share/${shared.data.token}`)).code).toBe(4004);
        await open.goto(fresh);
        await expect(open.getByText(delivery.bill_sn).first()).toBeVisible(first);
      } finally {
        await reader.close();
      }
      await page.getByRole('row').filter({ hasText: delivery.bill_sn }).getByTestId('share-revoke').click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expect(page.getByRole('row').filter({ hasText: delivery.bill_sn })).toContainText('已撤销');
    });
  } finally {
    await api('POST', '/enterprises/select', { enterprise_id: trading }, session.token);
    await context.close();
  }

  const en = await openAs(browser, session, 'en');
  try {
    for (const [name, text] of [['supplyGoods', 'CP-LM-100'], ['supplyOrder', 'All in'], ['supplyPartner', 'Linked'], ['supplyCart', 'The cart is empty'], ['partnerShare', 'Share a statement from the partner statement']] as const) {
      await go(en.page, name);
      await expect(en.page.getByText(text).first()).toBeVisible(first);
      await shot(en.page, `${name}-en`);
    }
  } finally {
    await en.context.close();
  }
});
