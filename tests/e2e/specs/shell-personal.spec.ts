import { findPage, routePath } from '@zf/shared';
import type { Page } from '@playwright/test';
import {
  api, earlyUsers, expect, login, openAs, openFromSidebar, registerUser, setExpiry, smsCode, test, userWithEnterprise, waitForSmsWindow,
} from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The personal centre (issue 3 item 5): personal information with the avatar, password, admin transfer, messages;
 * personal certification and recharge records as the platform operator (enterprise 91) handles them (issue 19).
 */

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

test('the platform operator approves a personal certification and enters a recharge; the user sees both', async ({ browser }) => {
  test.setTimeout(180_000);
  const slow = { timeout: 30_000 };
  const shot = (page: Page, name: string) => snap(page, { path: `tests/e2e/screenshots/operator-${name}.png`, fullPage: true });
  const user = await userWithEnterprise('认证用户', '认证测试有限公司');
  // The expiry at noon UTC (the same day in any zone): 12 months on from it is 2028-03-15.
  await setExpiry(user.session, Date.UTC(2027, 2, 15, 12) / 1000);
  // The operator: a fresh user made a member of enterprise 91 by the development tool (the demo has no operator).
  const operatorUser = await registerUser({ name: '平台运营' });
  expect((await api('POST', '/dev/operator-enterprise', undefined, operatorUser.token)).data).toEqual({ enterprise_id: 91 });
  expect((await api('POST', '/enterprises/select', { enterprise_id: 91 }, operatorUser.token)).code).toBe(2000);
  const operator = await login(operatorUser.phone, operatorUser.password);
  expect(operator.user.enterprise_id).toBe(91);

  const mine = await openAs(browser, user.session);
  const ops = await openAs(browser, operator);
  try {
    await test.step('the user submits a personal certification', async () => {
      await mine.page.goto(routePath(findPage('personalAuth')!));
      await mine.page.getByLabel('真实姓名').fill('陈认证', slow);
      await mine.page.getByLabel('身份证号').fill('11010519491231002X');
      const uploads = mine.page.locator('input[type=file]');
      await uploads.nth(0).setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: png });
      await uploads.nth(1).setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: png });
      await expect(mine.page.locator('.ant-upload-list-item-done')).toHaveCount(2, slow);
      await mine.page.getByTestId('cert-submit').click();
      await expect(mine.page.getByText('已提交，等待审核')).toBeVisible();
      await expect(mine.page.getByTestId('cert-status')).toHaveText('审核中');
    });

    await test.step('the operator approves it on 系统维护 → 个人认证审核', async () => {
      await ops.page.goto('/setup/setupCenter');
      await expect(ops.page.getByText('平台运营', { exact: true })).toBeVisible(slow);
      const row = ops.page.getByTestId('cert-queue').getByRole('row').filter({ hasText: '陈认证' });
      await expect(row).toContainText('110***********002X');
      // Both ID photos load for the operator (the user's uploads, served by key).
      await expect(async () => expect(await row.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth))).toEqual([1, 1])).toPass();
      await shot(ops.page, 'cert-review-zh');
      await row.getByTestId(`cert-approve-${user.session.user.id}`).click();
      await expect(ops.page.getByText('陈认证 的个人认证已通过')).toBeVisible();
      await expect(row).toHaveCount(0);
    });

    await test.step('the operator enters a recharge on 充值录入: twelve months from the old expiry', async () => {
      await ops.page.getByRole('tab', { name: '充值录入' }).click();
      await ops.page.getByTestId('recharge-search').locator('input').fill(user.code);
      await ops.page.getByTestId('recharge-search').locator('input').press('Enter');
      await ops.page.getByTestId('recharge-enterprise').click();
      await ops.page.locator('.ant-select-item-option').filter({ hasText: user.code }).click();
      await ops.page.getByLabel('版本', { exact: true }).fill('专业版');
      await ops.page.getByLabel('月数').fill('12');
      await ops.page.getByLabel('金额').fill('1980');
      await ops.page.getByLabel('支付方式').fill('银行转账');
      await ops.page.getByTestId('recharge-submit').click();
      await expect(ops.page.getByText('已为 认证测试有限公司 录入充值，到期日 2028-03-15')).toBeVisible();
      await expect(ops.page.getByTestId('recharge-history').getByRole('row').filter({ hasText: '专业版' })).toContainText('2027-03-15 → 2028-03-15');
      await shot(ops.page, 'recharge-entry-zh');
    });

    await test.step('the user reads the approval and the recharge', async () => {
      await mine.page.reload();
      await expect(mine.page.getByTestId('cert-status')).toHaveText('已认证', slow);
      await mine.page.goto(routePath(findPage('rechargeRecord')!));
      const record = mine.page.locator('.ant-table-row').filter({ hasText: '专业版' });
      await expect(record).toContainText('1980.00', slow);
      await expect(record).toContainText('2027-03-15');
      await expect(record).toContainText('2028-03-15');
      await expect(mine.page.locator('.ant-descriptions')).toContainText('2028-03-15');
    });
  } finally {
    await mine.context.close();
    await ops.context.close();
  }

  // The operator's screens in English.
  const en = await openAs(browser, operator, 'en');
  try {
    await en.page.goto('/setup/setupCenter');
    await expect(en.page.getByTestId('cert-queue')).toBeVisible(slow);
    await en.page.getByTestId('cert-status').click();
    await en.page.locator('.ant-select-item-option').filter({ hasText: 'All' }).click();
    await expect(en.page.getByTestId('cert-queue').locator('.ant-table-row').filter({ hasText: '陈认证' })).toContainText('Approved');
    await shot(en.page, 'cert-review-en');
    await en.page.getByRole('tab', { name: /recharge/i }).click();
    await en.page.getByTestId('recharge-search').locator('input').fill(user.code);
    await en.page.getByTestId('recharge-search').locator('input').press('Enter');
    await en.page.getByTestId('recharge-enterprise').click();
    await en.page.locator('.ant-select-item-option').filter({ hasText: user.code }).click();
    await expect(en.page.getByTestId('recharge-history').getByRole('row').filter({ hasText: '专业版' })).toBeVisible();
    await shot(en.page, 'recharge-entry-en');
  } finally {
    await en.context.close();
  }
});
