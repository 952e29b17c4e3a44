import { expect, test } from '@playwright/test';

test('the API docs list the auth endpoints and sign "try it out" requests in development', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByText('/api/v1/auth/login').first()).toBeVisible();
  // The docs page patches fetch to sign; a signed call from the page gets through the signature check.
  const answer = await page.evaluate(async () => (await fetch('/api/v1/auth/captcha')).json());
  expect(answer.code).toBe(2000);
  const login = await page.evaluate(async () =>
    (await fetch('/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '13800000000', password: 'demo1234' }) })).json());
  expect(login.code).toBe(2000);
  expect(login.data.enterprises.length).toBe(2);
});
