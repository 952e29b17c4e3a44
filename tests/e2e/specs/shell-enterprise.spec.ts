import { api, demo, expect, fromAvatarMenu, login, openAs, registerUser, test, userWithEnterprise } from '../support/shell.ts';

/** Choosing and switching the enterprise a session acts in (SPEC §2 "select enterprise", personal centre). */

test('the demo user switches from the trading company to the manufacturer and starts there with fresh tabs', async ({ browser }) => {
  const session = await login(demo.phone, demo.password);
  const trading = session.user.enterprise_id;
  const manufacturer = session.enterprises.find((e) => e.enterprise_id !== trading)!;
  const { context, page } = await openAs(browser, session);
  try {
    await page.goto('/center/loginLog');
    await fromAvatarMenu(page, '任职企业');
    await expect(page).toHaveURL('/center/getMyEnterprises');
    const current = page.getByRole('row').filter({ hasText: '当前' });
    await expect(current).toContainText('华东汽配贸易有限公司');
    await expect(page.getByRole('row').filter({ hasText: '精工机械制造厂' })).toContainText('管理员');

    await Promise.all([page.waitForEvent('load'), page.getByTestId(`switch-${manufacturer.enterprise_id}`).click()]);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.locator('.zf-dash-hello')).toContainText('精工机械制造厂');
    await expect(page.getByTestId('tag')).toHaveText(['首页']);
    await page.goto('/center/getMyEnterprises');
    await expect(page.getByRole('row').filter({ hasText: '当前' })).toContainText('精工机械制造厂');
  } finally {
    // New demo sessions start in the enterprise used last: leave it as the other specs expect it.
    await api('POST', '/enterprises/select', { enterprise_id: trading }, session.token);
    await context.close();
  }
});

test('a user in several enterprises with none chosen yet picks one after logging in', async ({ page }) => {
  const [a, b] = await Promise.all([userWithEnterprise('甲老板', '甲商行'), userWithEnterprise('乙老板', '乙工厂')]);
  const staff = await registerUser({ name: '两边员工' });
  for (const owner of [a, b]) {
    await api('POST', '/enterprises/join', { code: owner.code }, staff.token);
    const request = (await api<{ list: Array<{ id: number }> }>('GET', '/enterprise/join-requests', undefined, owner.session.token)).data.list[0]!;
    expect((await api('POST', `/enterprise/join-requests/${request.id}/approve`, {}, owner.session.token)).code).toBe(2000);
  }

  await page.goto('/login?redirect=%2Fcenter%2FloginLog');
  await page.getByPlaceholder('手机号码').fill(staff.phone);
  await page.getByPlaceholder('密码').fill(staff.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/selectEnterprise?redirect=%2Fcenter%2FloginLog');
  await expect(page.getByText('您在多个企业任职，请选择要进入的企业')).toBeVisible();
  await page.getByTestId(`enterprise-${b.enterpriseId}`).click();
  // The login's redirect target is kept through the enterprise step.
  await expect(page).toHaveURL('/center/loginLog');
  await expect(page.getByTestId('sidebar')).toBeVisible();
});
