import { day, expect, goInApp, nowSeconds, openAs, setExpiry, test, userWithEnterprise } from '../support/shell.ts';

/** SPEC §4: "about to expire" once per session within 7 days of expiry; /expired once expiry + 7 days is past. */

test('within 7 days of expiry the user is warned once per session, and the version turns red', async ({ browser }) => {
  const owner = await userWithEnterprise('快到期', '快到期商行');
  await setExpiry(owner.session, nowSeconds() + 3 * day);
  const { context, page } = await openAs(browser, owner.session);
  await page.goto('/dashboard');
  const warning = page.locator('.ant-notification-notice').filter({ hasText: '账户即将过期' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('标准版');
  await warning.locator('.ant-notification-notice-close').click();
  await expect(warning).toHaveCount(0);
  // At 1440 px the version sits behind the top bar's info button, which turns red.
  await expect(page.getByTestId('topbar-more')).toHaveClass(/ant-btn-dangerous/);
  await page.getByTestId('topbar-more').click();
  await expect(page.getByTestId('version-info')).toHaveClass(/zf-topbar-warn/);

  await page.reload();
  await expect(page.getByTestId('topbar-more')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.ant-notification-notice').filter({ hasText: '账户即将过期' })).toHaveCount(0);
  await expect(page).toHaveURL('/dashboard');
  await context.close();
});

test('6 days after expiry it is still a warning; 8 days after, the user is alerted and kept on /expired', async ({ browser }) => {
  const owner = await userWithEnterprise('已到期', '已到期商行');
  await setExpiry(owner.session, nowSeconds() - 6 * day);
  const first = await openAs(browser, owner.session);
  await first.page.goto('/center/loginLog');
  await expect(first.page.locator('.ant-notification-notice').filter({ hasText: '账户即将过期' })).toBeVisible();
  await expect(first.page).toHaveURL('/center/loginLog');
  await first.context.close();

  await setExpiry(owner.session, nowSeconds() - 8 * day);
  const { context, page } = await openAs(browser, owner.session);
  await page.goto('/center/loginLog');
  await expect(page).toHaveURL('/expired');
  const alert = page.getByRole('dialog').filter({ hasText: '账户已过期' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').click();
  await expect(page.getByText('当前企业的标准版已于')).toBeVisible();
  for (const path of ['/dashboard', '/center/loginLog', '/message/messageCenter']) {
    await goInApp(page, path);
    await expect(page).toHaveURL('/expired');
  }
  // Switching to another enterprise stays possible.
  await page.getByRole('button', { name: '切换企业' }).click();
  await expect(page).toHaveURL('/center/getMyEnterprises');
  await context.close();
});
