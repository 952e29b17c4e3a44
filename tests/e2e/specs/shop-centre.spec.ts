import { findPage, routePath } from '@zf/shared';
import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The shop and order centre and the enterprise services in the browser (issue 19 items 4-5): the admin adds a repair
 * shop for a customer on 门店列表; the shop logs in to its ordering view (/shop-login, its own browser without a back
 * office session), finds the belt by search, orders 4 belts at 45.50 and a pump at 120.00 as an urgent order (302.00)
 * and sees it under 我的订单; on 门店订单 the admin makes the sales order and confirms the 302.00 receipt (全部付款). On 企业网盘 a
 * folder and a file; on 企业注销 the export, the application (cooling-off 15 days) and its undo. Then the pages (with
 * personal authentication and recharge records) in English.
 */
const first = { timeout: 60_000 };
const pickIn = async (page: Page, label: string, option: string) => {
  const form = page.getByRole('dialog');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await form.getByLabel(label).click();
    await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).first().click({ timeout: 2000 });
    await expect(form.locator('.ant-form-item').filter({ hasText: label }).first()).toContainText(option, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
};

test('a shop orders, the order becomes a sales order and a receipt; the drive keeps a file; deregistration is applied and undone', async ({ browser }) => {
  test.setTimeout(240_000);
  const enterpriseName = '门店中心商贸有限公司';
  const user = await registerUser({ name: '门店管理员', enterprises: [enterpriseName] });
  const session = await login(user.phone, user.password);
  const call = async (method: string, path: string, body?: unknown, token = session.token) => {
    const res = await api(method, path, body, token);
    expect(res.code, `${path}: ${res.msg}`).toBe(2000);
    return res.data;
  };
  const code = (await call('GET', '/enterprise/info')).code as string;
  const unit = (await call('GET', '/units')).list[0].id as number;
  await call('POST', '/partners', { type: 1, name: '李记汽修厂' });
  const belt = (await call('POST', '/products', { code: 'MD-001', name: '正时皮带', unit_id: unit, sale_price: '45.50' })).id as number;
  const pump = (await call('POST', '/products', { code: 'MD-002', name: '水泵', unit_id: unit, sale_price: '120' })).id as number;
  await call('POST', '/settlement-accounts', { name: '工商银行', account_type: 2 });

  const { context, page } = await openAs(browser, session);
  await test.step('门店列表: add a repair shop with its login account and customer', async () => {
    await page.goto(routePath(findPage('shopList')!));
    await page.getByRole('button', { name: '新增' }).click(first);
    const form = page.getByRole('dialog');
    await form.getByLabel('门店名称').fill('李记汽修');
    await pickIn(page, '门店类型', '维修店');
    await form.getByLabel('门店地址').fill('上海市浦东新区张江路1号');
    await pickIn(page, '对应客户', '李记汽修厂');
    await form.getByLabel('登录账号').fill('liji01');
    await form.getByLabel('登录密码').fill('abc12');
    await form.getByRole('button', { name: '保 存' }).click();
    await expect(form).toContainText('密码为6位字母或数字');
    await form.getByLabel('登录密码').fill('abc123');
    await form.getByRole('button', { name: '保 存' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '李记汽修' });
    await expect(row).toContainText('维修店');
    await expect(row).toContainText('liji01');
    await snap(page, { path: 'tests/e2e/screenshots/shop-list-zh.png', fullPage: true });
  });

  const shop = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce', storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'lang', value: 'cn' }] }] } });
  const shopPage = await shop.newPage();
  let shopToken = '';
  await test.step('门店订货: the shop logs in, searches, fills its cart, orders 302.00 and sees it under 我的订单', async () => {
    await shopPage.goto('/shop-view');
    await expect(shopPage).toHaveURL(/\/shop-login$/, first);
    // The back office login links to the shop's own login.
    await shopPage.getByRole('link', { name: '返回企业后台登录' }).click();
    await expect(shopPage).toHaveURL(/\/login$/);
    await shopPage.getByTestId('login-to-shop').click();
    await expect(shopPage).toHaveURL(/\/shop-login$/);
    await shopPage.getByLabel('企业编码').fill(code);
    await shopPage.getByLabel('登录账号').fill('liji01');
    await shopPage.getByLabel('登录密码').fill('abc123');
    await shopPage.getByTestId('shop-login-submit').click();
    await expect(shopPage.getByTestId('shop-view-name')).toHaveText('李记汽修', first);
    shopToken = (await shopPage.evaluate(() => JSON.parse(localStorage.getItem('zf-shop-view') ?? '{}') as { token?: string })).token ?? '';
    expect(await shopPage.evaluate(() => localStorage.getItem('X-TOEKN'))).toBeNull();
    const goods = shopPage.locator('.ant-table-tbody').first();
    await shopPage.getByTestId('shop-view-search').locator('input').fill('皮带');
    await shopPage.getByTestId('shop-view-search').locator('input').press('Enter');
    await expect(goods.locator('tr.ant-table-row')).toHaveCount(1);
    await expect(goods).toContainText('45.50');
    await shopPage.getByTestId('shop-view-add-MD-001').click();
    await shopPage.getByLabel('数量 MD-001').fill('4');
    await shopPage.getByTestId('shop-view-search').locator('input').fill('');
    await shopPage.getByTestId('shop-view-search').locator('input').press('Enter');
    await expect(goods.locator('tr.ant-table-row')).toHaveCount(2);
    await expect(goods.locator('tr').filter({ hasText: '水泵' })).toContainText('120.00');
    await shopPage.getByTestId('shop-view-add-MD-002').click();
    await shopPage.getByLabel('急件订单').check();
    await expect(shopPage.getByTestId('shop-view-total')).toHaveText('合计：302.00');
    await shopPage.getByTestId('shop-view-submit').click();
    const mine = shopPage.getByTestId('shop-view-orders').locator('tr.ant-table-row');
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText('302.00');
    await expect(mine).toContainText('急件订单');
    await expect(mine).toContainText('待确认');
    await expect(shopPage.getByTestId('shop-view-cart')).toContainText('购物车是空的');
    await snap(shopPage, { path: 'tests/e2e/screenshots/shop-view-zh.png', fullPage: true });
  });
  const orders = (await call('GET', '/shop-orders', undefined)).list as Array<{ id: number; sub_order_sn: string; order_amount: string }>;
  expect(orders).toHaveLength(1);
  const order = orders[0]!;
  expect(order.order_amount).toBe('302.00');
  await expect(shopPage.getByTestId('shop-view-orders')).toContainText(order.sub_order_sn);
  const detail0 = await call('GET', `/shop-orders/${order.id}`);
  expect(detail0.lines.map((l: { product_id: number; number: string }) => [l.product_id, l.number.replace(/\.0+$/, '')])).toEqual([[belt, '4'], [pump, '1']]);

  await test.step('门店订单: make the sales order, confirm the receipt of 302.00', async () => {
    await page.goto(routePath(findPage('shopOrder')!));
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: order.sub_order_sn });
    await expect(row).toContainText('待确认', first);
    await expect(row).toContainText('302.00');
    await expect(row).toContainText('急件订单');
    await page.getByTestId(`shop-order-more-${order.id}`).click();
    await page.getByRole('menuitem', { name: '生成销售订单' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await expect(row).toContainText('已确认');
    await expect(row).toContainText('XSDD-');
    await page.getByTestId(`shop-order-more-${order.id}`).click();
    await page.getByRole('menuitem', { name: '确认收款' }).click();
    await pickIn(page, '收款账户', '工商银行');
    await page.getByRole('dialog').getByLabel('银行流水号').fill('BK0001');
    await page.getByRole('dialog').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await expect(row).toContainText('全部付款');
    await expect(row).toContainText('BK0001');
    await snap(page, { path: 'tests/e2e/screenshots/shop-orders-zh.png', fullPage: true });
    const detail = await call('GET', `/shop-orders/${order.id}`);
    expect(detail).toMatchObject({ receipt_amount: '302.00', pay_status: 3, order_status: 2 });
    expect(detail.receipts).toHaveLength(1);
    // Shipped and fully paid: the order can be completed.
    await page.getByTestId(`shop-order-more-${order.id}`).click();
    await expect(page.getByRole('menuitem', { name: '完成订单' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: '发货' }).click();
    await page.getByRole('dialog').getByLabel('物流单号').fill('SF20261126');
    await page.getByRole('dialog').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await expect(row).toContainText('已发货');
    await page.getByTestId(`shop-order-more-${order.id}`).click();
    await page.getByRole('menuitem', { name: '完成订单' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await expect(row).toContainText('已完成');
    expect((await call('GET', `/shop-orders/${order.id}`)).order_status).toBe(4);
  });

  await test.step('门店订货: the shop sees its order completed, orders again and cancels before acceptance with a reason', async () => {
    const mine = shopPage.getByTestId('shop-view-orders');
    await shopPage.reload();
    await expect(mine.locator('tr.ant-table-row').filter({ hasText: order.sub_order_sn })).toContainText('已完成', first);
    await shopPage.getByTestId(`shop-view-detail-${order.id}`).click();
    const drawer = shopPage.getByTestId('shop-view-order');
    await expect(drawer).toContainText('SF20261126');
    await expect(drawer).toContainText('MD-001 正时皮带');
    await expect(drawer).toContainText('182.00');
    await expect(shopPage.getByTestId('shop-view-cancel')).toHaveCount(0);
    await drawer.locator('.ant-drawer-close').click();
    await shopPage.getByTestId('shop-view-add-MD-002').click();
    await expect(shopPage.getByTestId('shop-view-total')).toHaveText('合计：120.00');
    await shopPage.getByTestId('shop-view-submit').click();
    await expect(mine.locator('tr.ant-table-row')).toHaveCount(2);
    const again = (await call('GET', '/shop-orders?order_status=1')).list[0] as { id: number; sub_order_sn: string };
    await shopPage.getByTestId(`shop-view-detail-${again.id}`).click();
    await shopPage.getByTestId('shop-view-cancel').click();
    await drawer.getByLabel('取消原因').fill('错');
    await shopPage.getByTestId('shop-view-cancel-confirm').click();
    await expect(drawer).toContainText('取消原因至少两个字');
    await drawer.getByLabel('取消原因').fill('型号选错了');
    await shopPage.getByTestId('shop-view-cancel-confirm').click();
    await expect(drawer).toContainText('已取消');
    await expect(drawer).toContainText('型号选错了');
    await snap(shopPage, { path: 'tests/e2e/screenshots/shop-view-cancel-zh.png', fullPage: true });
    await drawer.locator('.ant-drawer-close').click();
    await expect(mine.locator('tr.ant-table-row').filter({ hasText: again.sub_order_sn })).toContainText('已取消');
    expect(await call('GET', `/shop-orders/${again.id}`)).toMatchObject({ order_status: 5, cancel_reason: '型号选错了' });
  });

  await test.step('企业网盘: a folder and a file in it', async () => {
    await page.goto(routePath(findPage('fileDrive')!));
    await page.getByTestId('drive-new-folder').click(first);
    await page.getByRole('dialog').getByLabel('名称').fill('合同扫描件');
    await page.getByRole('dialog').getByRole('button', { name: /^(确\s?定|OK)$/ }).click();
    await page.locator('.ant-table-tbody').getByText('合同扫描件', { exact: true }).click();
    await page.locator('input[type=file]').setInputFiles({ name: '供货合同.txt', mimeType: 'text/plain', buffer: Buffer.from('供货合同 2026') });
    await expect(page.locator('.ant-table-tbody')).toContainText('供货合同.txt');
    await expect(page.getByTestId('drive-path')).toContainText('合同扫描件');
    await snap(page, { path: 'tests/e2e/screenshots/shop-drive-zh.png', fullPage: true });
  });

  await test.step('企业注销: export, apply (15 days to cool off), undo', async () => {
    await page.goto(routePath(findPage('enterpriseDeregistration')!));
    await expect(page.getByTestId('dereg-apply')).toBeDisabled(first);
    await page.getByTestId('dereg-export').click();
    await expect(page.getByTestId('dereg-apply')).toBeEnabled();
    await page.getByTestId('dereg-apply').click();
    const form = page.getByRole('dialog');
    await form.getByLabel('请输入完整的企业名称以确认').fill(enterpriseName);
    await form.getByLabel('注销原因').fill('业务合并');
    await form.getByRole('button', { name: '确认注销' }).click();
    await expect(page.getByText('注销冷静期中，还剩 15 天')).toBeVisible();
    await snap(page, { path: 'tests/e2e/screenshots/shop-deregistration-zh.png', fullPage: true });
    await page.getByTestId('dereg-undo').click();
    await expect(page.getByTestId('dereg-apply')).toBeVisible();
  });
  await context.close();

  await test.step('the pages in English', async () => {
    const en = await openAs(browser, session, 'en');
    const shots: Array<[string, string, string]> = [
      ['shopList', 'Repair shop', 'list'], ['shopAccount', 'Account type', 'accounts'], ['shopOrder', 'Full payment', 'orders'],
      ['contractInfo', 'Contract No.', 'contracts'], ['fileDrive', 'All files', 'drive'], ['enterpriseDeregistration', 'Export data', 'deregistration'],
      ['personalAuth', 'Not certified', 'personal-auth'], ['rechargeRecord', 'Expires after', 'recharge'], ['frontBackCustomer', '李记汽修厂', 'customers'],
    ];
    for (const [name, text, shot] of shots) {
      await en.page.goto(routePath(findPage(name)!));
      await expect(en.page.getByText(text).first()).toBeVisible(first);
      await snap(en.page, { path: `tests/e2e/screenshots/shop-${shot}-en.png`, fullPage: true });
    }
    await en.context.close();
    // The shop's own view in English, with the shop token only.
    await shopPage.evaluate(() => localStorage.setItem('lang', 'en'));
    await shopPage.reload();
    await expect(shopPage.getByText('My orders')).toBeVisible(first);
    await expect(shopPage.getByTestId('shop-view-orders')).toContainText('Urgent order');
    await snap(shopPage, { path: 'tests/e2e/screenshots/shop-view-en.png', fullPage: true });
    await shopPage.getByTestId('shop-view-logout').click();
    await expect(shopPage).toHaveURL(/\/shop-login$/);
    await expect(shopPage.getByText('Shop ordering login')).toBeVisible();
    await snap(shopPage, { path: 'tests/e2e/screenshots/shop-login-en.png', fullPage: true });
    expect((await api('GET', '/shop-view/orders', undefined, shopToken)).code).toBe(4002);
    await shop.close();
  });
});
