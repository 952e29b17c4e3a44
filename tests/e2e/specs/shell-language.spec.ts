import type { Page } from '@playwright/test';
import { demoTest, expect, test } from '../support/shell.ts';

/**
 * Picks a language from the top bar and waits for the reload it causes. Under load a click can land while the
 * dropdown is still opening and be lost (the menu stays open, nothing reloads): then it is clicked again.
 */
async function switchLanguage(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByTestId('language-switch').click();
    await expect(item).toBeVisible();
    await Promise.all([page.waitForEvent('load', { timeout: 8000 }), item.click()]);
  }).toPass({ timeout: 40_000 });
}

/** SPEC §2: the language switch (cn or en) reloads the menus and the page; §9: the choice is stored as `lang`. */

demoTest('switching to English reloads the menus and the page in English, and back', async ({ page }) => {
  await page.goto('/center/loginLog');
  await expect(page.getByTestId('sidebar')).toContainText('个人中心');
  await switchLanguage(page, 'English');

  await expect(page).toHaveURL('/center/loginLog');
  await expect(page).toHaveTitle('Login log - Zhangfang');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
  // Menu titles come from the server, asked again in English.
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toContainText('Personal centre');
  await expect(sidebar).toContainText('Purchase');
  await expect(page.getByRole('columnheader', { name: 'Time' })).toBeVisible();
  // antd's own texts follow the language too (the page-size changer of the table).
  await expect(page.locator('.ant-pagination-options')).toContainText('/ page');
  await expect(page.getByTestId('tag').first()).toHaveText('Home');
  await page.getByTestId('tag').first().click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Close others' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Close others' })).toBeHidden();
  await page.getByTestId('avatar-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeHidden();

  await switchLanguage(page, '简体中文');
  await expect(page).toHaveTitle('登录日志 - 账房');
  await expect(page.locator('.ant-pagination-options')).toContainText('条/页');
  await expect(page.getByTestId('sidebar')).toContainText('采购管理');
});

test('public pages switch language in place and keep it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toHaveText(/登\s?录/);
  await page.getByTestId('language-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByTestId('login-submit')).toHaveText('Log in');
  await expect(page).toHaveTitle('Log in - Zhangfang');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveTitle('Forgot password - Zhangfang');
  await page.reload();
  await expect(page.getByTestId('reset-submit')).toHaveText('Reset password');
});
