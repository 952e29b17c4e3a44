import { chooseFromMenu, demoTest as test, expect, fromAvatarMenu, openMenus as openMenu, openFromSidebar } from '../support/shell.ts';
import type { Page } from '@playwright/test';

/** The tags view of SPEC §2: visited pages as tabs with refresh, close, close others and close all. */

const expectTabs = (page: Page, titles: string[]) => expect(page.getByTestId('tag')).toHaveText(titles);
const tag = (page: Page, title: string) => page.getByTestId('tag').filter({ hasText: title });
/** Right-click a tab and choose from its menu. */
const contextMenu = (page: Page, title: string, item: string) => chooseFromMenu(page, () => tag(page, title).click({ button: 'right' }), item);

test('visited pages become tabs; cached pages keep their input; refresh, close, close others and close all; home stays', async ({ page }) => {
  test.setTimeout(120_000); // many steps, each waiting for a lazy page or a menu; CI load has made it slow
  await page.goto('/dashboard');
  await expect(page.getByTestId('tag')).toHaveCount(1);
  await expect(tag(page, '首页').locator('.zf-tag-close')).toHaveCount(0);

  // Opened the ways a user opens pages: avatar menu, message bell, sidebar, the top bar's menu search.
  // Each page is waited for until it shows (its tab active): the address changes before a lazy page has loaded, and
  // a page left before it ever showed gets no tab (seen under load, when the next click came first).
  const shown = (title: string) => expect(tag(page, title)).toHaveClass(/zf-tag-active/);
  await fromAvatarMenu(page, '个人信息');
  await expect(page).toHaveURL('/center/getPersonalInfo');
  await shown('个人信息');
  await fromAvatarMenu(page, '修改密码');
  await expect(page).toHaveURL('/center/changePassword');
  await shown('修改密码');
  await page.getByRole('button', { name: '消息中心' }).click();
  await expect(page).toHaveURL('/message/messageCenter');
  await shown('消息中心');
  await openFromSidebar(page, '个人中心', '个人中心', '登录日志');
  await expect(page).toHaveURL('/center/loginLog');
  await expect(page).toHaveTitle('登录日志 - 账房');
  await expectTabs(page, ['首页', '个人信息', '修改密码', '消息中心', '登录日志']);
  await expect(tag(page, '登录日志')).toHaveClass(/zf-tag-active/);

  // A cached page keeps what was typed while another tab is shown; refreshing the tab starts it afresh.
  await tag(page, '修改密码').click();
  await page.getByLabel('原密码').fill('typed before');
  await tag(page, '登录日志').click();
  await expect(page).toHaveURL('/center/loginLog');
  await tag(page, '修改密码').click();
  await expect(page.getByLabel('原密码')).toHaveValue('typed before');
  await contextMenu(page, '修改密码', '刷新');
  await expect(page).toHaveURL('/center/changePassword');
  await expect(page.getByLabel('原密码')).toHaveValue('');

  // × closes a tab; closing the shown tab opens the last one left.
  await tag(page, '个人信息').locator('.zf-tag-close').click();
  await expectTabs(page, ['首页', '修改密码', '消息中心', '登录日志']);
  await tag(page, '修改密码').locator('.zf-tag-close').click();
  await expect(page).toHaveURL('/center/loginLog');

  // The fixed home tab cannot be closed.
  await tag(page, '首页').click({ button: 'right' });
  await expect(openMenu(page).getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Escape');
  await expect(openMenu(page)).toHaveCount(0);

  await contextMenu(page, '消息中心', '关闭其他');
  await expectTabs(page, ['首页', '消息中心']);
  await expect(page).toHaveURL('/message/messageCenter');

  await contextMenu(page, '消息中心', '关闭所有');
  await expectTabs(page, ['首页']);
  await expect(page).toHaveURL('/dashboard');
});

test('tabs survive a reload of the browser tab', async ({ page }) => {
  await page.goto('/center/loginLog');
  await expect(page.getByTestId('tag')).toHaveCount(2);
  await page.goto('/center/getMyEnterprises');
  await expect(page.getByTestId('tag')).toHaveCount(3);
  await page.reload();
  await expectTabs(page, ['首页', '登录日志', '任职企业']);
});
