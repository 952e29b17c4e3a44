import type { Page } from '@playwright/test';
import { api, earlyUsers, expect, login, openAs, openFromSidebar, smsCode, test, userWithEnterprise, waitForSmsWindow } from '../support/shell.ts';

/** The personal centre (issue 3 item 5): personal information with the avatar, password, admin transfer, messages. */

// A 1×1 PNG: the server judges uploads by their first bytes, so it must be a real one.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const badge = (page: Page) => page.getByTestId('message-badge').locator('.ant-badge-count');

test('personal information: a new picture (jpg/jpeg/png only) and a new name show in the top bar at once', async ({ browser }) => {
  const user = await userWithEnterprise('头像用户');
  const { context, page } = await openAs(browser, user.session);
  await page.goto('/center/getPersonalInfo');
  const topAvatar = page.getByTestId('avatar-menu').locator('img');
  await expect(topAvatar).toHaveCount(0);

  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: png });
  await expect(page.getByText('头像只能是 jpg、jpeg 或 png 格式的图片')).toBeVisible();
  await input.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('头像已更换')).toBeVisible();
  await expect(topAvatar).toHaveAttribute('src', /\/api\/v1\/files\//);
  const src = await topAvatar.getAttribute('src');
  expect((await fetch(new URL(src!, page.url()))).headers.get('content-type')).toBe('image/png');

  await page.getByRole('button', { name: /编\s?辑/ }).click();
  await page.getByLabel('姓名').fill('换了名字');
  await page.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByTestId('avatar-menu')).toContainText('换了名字');

  await page.reload();
  await expect(page.getByTestId('avatar-menu').locator('img')).toHaveAttribute('src', src!);
  await context.close();
});

test('change password: SPEC §5 messages on the form, then a new login with the new password', async ({ browser }) => {
  const user = await userWithEnterprise('改密码');
  const { context, page } = await openAs(browser, user.session);
  await page.goto('/center/changePassword');
  await page.getByLabel('原密码').fill(user.password);
  await page.getByLabel('新密码', { exact: true }).fill('12345678');
  await page.getByLabel('确认新密码').fill('12345679');
  await page.getByTestId('password-submit').click();
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await page.getByLabel('新密码', { exact: true }).fill('Changed2024');
  await page.getByLabel('确认新密码').fill('Changed2024');
  await page.getByTestId('password-submit').click();
  await expect(page).toHaveURL('/login');
  expect((await api('GET', '/user/info', undefined, user.session.token)).code).toBe(4002);
  expect((await login(user.phone, 'Changed2024')).token).toBeTruthy();
  await context.close();
});

test('admin transfer with the SMS code of the admin\'s own phone; the messages it leaves update the badge', async ({ browser }) => {
  const { transferAdmin: admin } = earlyUsers();
  await waitForSmsWindow(admin.registeredAt);
  const { context, page } = await openAs(browser, admin.session);
  await page.goto('/dashboard');
  await openFromSidebar(page, '个人中心', '共享与账户', '管理员转让');
  await expect(page).toHaveURL('/center/adminTransfer');

  await page.getByTestId('transfer-heir').click();
  await page.locator('.ant-select-item-option').filter({ hasText: admin.member.employeeName }).click();
  await page.getByTestId('sms-send').click();
  await expect(page.getByTestId('sms-send')).toContainText('秒后重新获取');
  await page.getByTestId('transfer-code').fill(await smsCode(admin.phone));
  await page.getByTestId('transfer-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: '确认转让' }).click();
  await expect(page.getByText(`管理员已转让给${admin.member.employeeName}`)).toBeVisible();
  await expect(page.getByTestId('transfer-not-admin')).toBeVisible();
  const heir = await api<{ list: Array<{ enterprise_id: number; is_admin: boolean }> }>('GET', '/user/enterprises', undefined, admin.member.token);
  expect(heir.data.list.find((e) => e.enterprise_id === admin.enterpriseId)?.is_admin).toBe(true);

  // The join request and the transfer left two unread messages: the badge counts them, reading lowers it.
  await expect(badge(page)).toHaveAttribute('title', '2');
  await page.getByTestId('message-badge').click();
  await expect(page).toHaveURL('/message/messageCenter');
  await page.getByRole('tab', { name: '未读' }).click();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: '管理员已转让' }).locator('.ant-table-row-expand-icon').click();
  await expect(page.getByText(`您已将转让测试有限公司的管理员转让给${admin.member.employeeName}。`)).toBeVisible();
  await expect(badge(page)).toHaveAttribute('title', '1');
  await page.getByTestId('mark-all-read').click();
  await expect(badge(page)).toHaveCount(0);
  await page.getByRole('tab', { name: '已读' }).click();
  await expect(rows).toHaveCount(2);
  await context.close();
});
