import { api, demo, expect, login, openAs, test, userWithEnterprise } from '../support/shell.ts';

/** Home (SPEC §2): the shortcut menu saved per user, and the menu search. */

test('the shortcut menu is picked from the user\'s pages, saved on the server and opens them', async ({ browser }) => {
  const session = await login(demo.phone, demo.password);
  const { context, page } = await openAs(browser, session);
  try {
    await page.goto('/dashboard');
    const card = page.getByTestId('shortcut-menu');
    await expect(card).toContainText('还没有快捷菜单');
    await page.getByTestId('shortcuts-edit').click();
    const picker = page.getByTestId('shortcut-picker');
    const pick = (title: string) => picker.locator('.ant-tree-treenode').filter({ has: page.getByText(title, { exact: true }) }).locator('.ant-tree-checkbox').click();
    await pick('采购订单');
    await page.getByTestId('shortcut-filter').fill('登录');
    await pick('登录日志');
    await expect(page.getByRole('dialog')).toContainText('选择快捷菜单（2/20）');
    await page.getByRole('dialog').getByRole('button', { name: /保\s?存/ }).click();
    await expect(page.getByText('快捷菜单已保存')).toBeVisible();
    await expect(card.getByTestId(/^shortcut-/)).toHaveCount(2);

    await page.reload();
    await expect(card.getByTestId('shortcut-purchaseOrder')).toBeVisible();
    expect((await api<{ list: string[] }>('GET', '/dashboard/shortcuts', undefined, session.token)).data.list).toEqual(['purchaseOrder', 'loginLog']);
    await card.getByTestId('shortcut-loginLog').click();
    await expect(page).toHaveURL('/center/loginLog');
  } finally {
    await api('PUT', '/dashboard/shortcuts', { list: [] }, session.token);
    await context.close();
  }
});

test('the menu search on the home page finds pages by name and opens them', async ({ browser }) => {
  const session = await login(demo.phone, demo.password);
  const { context, page } = await openAs(browser, session);
  await page.goto('/dashboard');
  const search = page.getByTestId('dashboard-search').locator('input');
  await search.fill('没有这个功能');
  await expect(page.getByText('没有找到相关功能')).toBeVisible();
  await search.fill('采购 退货');
  await page.locator('.ant-select-item-option').filter({ hasText: '采购退货单' }).click();
  await expect(page).toHaveURL('/purchase/purchaseReturn');
  await expect(page.getByTestId('tag').filter({ hasText: '采购退货单' })).toBeVisible();
  await context.close();
});

test('the home cards count real things: the user\'s enterprises, unread messages, the pages they may open, the period', async ({ browser }) => {
  const user = await userWithEnterprise('首页卡片');
  const unread = (await api<{ message_count: number }>('GET', '/messages/count', undefined, user.session.token)).data.message_count;
  const { context, page } = await openAs(browser, user.session);
  await page.goto('/dashboard');
  const card = (title: string) => page.locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content');
  await expect(card('任职企业')).toHaveText(/^\s*1\s*$/, { timeout: 30_000 });
  await expect(card('未读消息')).toContainText(String(unread));
  await expect(card('可用功能')).toContainText(/\d+\s*项/);
  await expect(card('当前业务期间')).toContainText(/\d{4}-\d{2}/);
  await context.close();
});
