import { api, demo, demoTest, expect, goInApp, login, openAs, test, userWithEnterprise } from '../support/shell.ts';

/** The route guard of SPEC §2, rule by rule, as a user meets it in the browser. */

const publicPaths = ['/login', '/phoneLogin', '/forgetPassword', '/phonePasswordLogin', '/registered', '/phoneRegistered', '/share', '/agreement', '/cancellation', '/print', '/404'];

test.describe('without a token', () => {
  test('a protected page sends to /login with the full path; after logging in the user lands on that page', async ({ page }) => {
    await page.goto('/center/loginLog?page=2&from=mail');
    await expect(page).toHaveURL('/login?redirect=%2Fcenter%2FloginLog%3Fpage%3D2%26from%3Dmail');
    await expect(page).toHaveTitle('登录 - 账房');
    await page.getByPlaceholder('手机号码').fill(demo.phone);
    await page.getByPlaceholder('密码').fill(demo.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL('/center/loginLog?page=2&from=mail');
    await expect(page.getByRole('cell', { name: '密码登录' }).first()).toBeVisible();
    // SPEC §2: the page title is the route title followed by the site title.
    await expect(page).toHaveTitle('登录日志 - 账房');
  });

  test('every public path opens as it is', async ({ page }) => {
    await page.goto('/agreement');
    await expect(page.getByText('账房用户协议')).toBeVisible();
    for (const path of publicPaths) {
      await goInApp(page, path);
      await expect(page).toHaveURL(path);
      await expect(page.locator('#root')).not.toBeEmpty();
    }
    // The code step of the SMS login is public too; without a phone it goes back to the first step.
    await goInApp(page, '/phoneCodeLogin');
    await expect(page).toHaveURL('/phoneLogin');
    await expect(page).toHaveTitle('验证码登录 - 账房');
  });

  test('/404 shows OOPS! and its way home (which asks for a login first)', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('OOPS!')).toBeVisible();
    await expect(page.getByText('网管说这个页面你不能进......')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 账房');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/login?redirect=%2F');
  });
});

demoTest.describe('with a token', () => {
  demoTest('public pages send the user to the home page, except /share', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL('/dashboard');
    for (const path of ['/registered', '/phoneLogin', '/forgetPassword', '/404']) {
      await goInApp(page, path);
      await expect(page).toHaveURL('/dashboard');
    }
    await expect(page).toHaveTitle('首页 - 账房');
    await page.goto('/share?code=nothing');
    await expect(page).toHaveURL('/share?code=nothing');
  });

  demoTest('an unknown route goes to /404/404, whose link leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL('/404/404');
    await expect(page.getByText('OOPS!')).toBeVisible();
    await expect(page).toHaveTitle('无权访问 - 账房');
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  demoTest('a user who is not cancelled is sent away from /cancellation', async ({ page }) => {
    await page.goto('/cancellation');
    await expect(page).toHaveURL('/dashboard');
  });

  demoTest('stored route data whose first entry has no system flag clears the token', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('menus', JSON.stringify([{ name: 'fromAnOldVersion', children: [] }])));
    await page.goto('/center/getPersonalInfo');
    await expect(page).toHaveURL('/login?redirect=%2Fcenter%2FgetPersonalInfo');
    expect(await page.evaluate(() => localStorage.getItem('X-TOEKN'))).toBeNull();
    expect((await page.context().cookies()).some((c) => c.name === 'X-TOEKN')).toBe(false);
  });
});

test.describe('account cancellation', () => {
  test('a cancelling user reaches nothing but /cancellation, and recovering the account opens the app again', async ({ browser }) => {
    const user = await userWithEnterprise('注销中');
    // The browser knows the user from before the cancellation: the shell learns it from /user/info.
    const { context, page } = await openAs(browser, user.session);
    expect((await api('POST', '/user/cancel', { reason: '不再使用' }, user.session.token)).code).toBe(2000);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/cancellation');
    for (const path of ['/center/getPersonalInfo', '/share', '/login']) {
      await goInApp(page, path);
      await expect(page).toHaveURL('/cancellation');
    }
    await expect(page.getByText('您的账号正在注销中')).toBeVisible();
    await expect(page.getByText('在 15 天内您可以恢复账号')).toBeVisible();
    await page.getByTestId('cancel-undo').click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await context.close();
  });

  test('finishing the cancellation logs out for good', async ({ browser }) => {
    const user = await userWithEnterprise('注销完成');
    expect((await api('POST', '/user/cancel', { reason: '公司关闭' }, user.session.token)).code).toBe(2000);
    const session = await login(user.phone, user.password);
    const { context, page } = await openAs(browser, session);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/cancellation');
    await page.getByTestId('cancel-finish').click();
    await page.getByRole('dialog').getByRole('button', { name: '完成注销' }).click();
    await expect(page).toHaveURL('/login');
    const again = await api('POST', '/auth/login', { phone: user.phone, password: user.password });
    expect(again.code).toBe(4220);
    await context.close();
  });
});
