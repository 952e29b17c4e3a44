import { findPage, routePath } from '@zf/shared';
import { expect, test, type Page } from '@playwright/test';
import { api, login, openAs, registerUser } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The shop and order centre and the enterprise services in the browser (issue 19 items 4-5): the admin adds a repair
 * shop for a customer on 门店列表; the shop logs in to its ordering view (API) and orders 4 belts at 45.50 and a pump at
 * 120.00 (302.00); on 门店订单 the admin makes the sales order and confirms the 302.00 receipt (全部付款). On 企业网盘 a
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

  const shopToken = (await call('POST', '/shop-view/login', { enterprise_code: code, account: 'liji01', password: 'abc123' }, '')).token as string;
  const order = await call('POST', '/shop-view/orders', { order_type: 2, lines: [{ product_id: belt, number: '4' }, { product_id: pump, number: '1' }] }, shopToken);
  expect(order.order_amount).toBe('302.00');

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
  });
});
