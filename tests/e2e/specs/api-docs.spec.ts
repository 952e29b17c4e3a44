import { expect, test, type Page } from '@playwright/test';

/**
 * ISSUE 2 "Done when": a newcomer reaches /api/docs and exercises the auth and enterprise endpoints from there.
 * In development the docs page signs its "Try it out" requests itself; the token goes in through "Authorize".
 */

/**
 * Finds one operation the way a reader does, scrolling down the page (Swagger UI draws only the operations near the
 * screen of several hundred routes), presses "Try it out", optionally fills the JSON body, executes and returns the
 * server's answer.
 */
async function tryItOut(page: Page, tag: string, operationId: string, body?: unknown): Promise<{ code: number; data: any }> {
  await page.goto('/api/docs');
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 30_000 });
  const operation = page.locator(`#operations-${tag}-${operationId}`);
  for (let i = 0; i < 200 && (await operation.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await operation.scrollIntoViewIfNeeded();
  await operation.locator('.opblock-summary').first().click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  if (body !== undefined) await operation.locator('textarea.body-param__text').fill(JSON.stringify(body));
  const answered = page.waitForResponse((r) => r.url().includes('/api/v1/') && r.request().method() !== 'OPTIONS');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const response = await answered;
  // What Swagger UI shows as the response body is what the server answered.
  await expect(operation.locator('.live-responses-table .response-col_description pre').first()).toContainText('"code"');
  return response.json();
}

test('the API docs sign "Try it out" requests: log in, authorize with the token, read user info and enterprises', async ({ page }) => {
  const login = await tryItOut(page, 'auth', 'post_api_v1_auth_login', { phone: '13800000000', password: 'demo1234' });
  expect(login.code).toBe(2000);
  expect(login.data.enterprises).toHaveLength(2);

  await page.getByRole('button', { name: /Authorize/ }).first().click();
  const dialog = page.locator('.modal-ux');
  await dialog.locator('input[type=text], input:not([type])').first().fill(login.data.token);
  await dialog.getByRole('button', { name: 'Apply credentials' }).click();
  await dialog.getByRole('button', { name: 'Close' }).click();

  const info = await tryItOut(page, 'user', 'get_api_v1_user_info');
  expect(info).toMatchObject({ code: 2000, data: { phone: '13800000000' } });
  const mine = await tryItOut(page, 'enterprise', 'get_api_v1_user_enterprises');
  expect(mine.code).toBe(2000);
  expect(mine.data.list).toHaveLength(2);
});
