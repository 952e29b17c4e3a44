import { writeFileSync, mkdirSync } from 'node:fs';
import { findPage, routePath } from '@zf/shared';
import { api, demoTest, expect, openAs, settled } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * Issue 20 item 4 as a clerk does it: the sales bill (delivery note) template edited in the designer — a column
 * dragged in, widths set to the 100 % rule, a line of free text — saved, then a sales bill printed through it: the
 * /print page shows the new title, column and text on the template's paper, in Chinese and in English.
 */
const note = '货物当面点清，过后概不负责';
// A real 1×1 PNG (the logo).
const onePixelPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

demoTest('a clerk designs the delivery note and prints a sales bill on it', async ({ page, browser, demoSession }) => {
  demoTest.slow();
  const token = demoSession.token;
  const name = `送货单-${Date.now().toString(36)}`;
  const latest = (await api('GET', '/bills/sale-bills?page_size=1', undefined, token)).data.list[0] as { id: number; bill_sn: string };
  expect(latest).toBeTruthy();

  await page.goto(routePath(findPage('printTemplateDesigner')!));
  await expect(page.getByTestId('pd-save')).toBeVisible({ timeout: 30_000 });
  const input = (id: string) => page.locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
  // The built-in template, saved as the enterprise's (and its kind's default).
  await expect(input('pd-default')).toBeChecked();
  await input('pd-name').fill(name);
  await input('pd-title-zh').fill('送货单');
  await input('pd-title-en').fill('Delivery note');

  // The remark column dragged into the table: 101 % is refused as you type, 100 % is fine.
  await page.getByTestId('pd-column-palette-remark').dragTo(page.getByTestId('pd-columns'));
  await expect(page.getByTestId('pd-column-remark')).toBeVisible();
  await expect(page.getByTestId('pd-widths-total')).toContainText('列宽合计 101%，必须为 100%');
  const width = (field: string) => input(`pd-width-${field}`);
  await width('amount').fill('10');
  await width('amount').press('Tab');
  await width('remark').fill('5');
  await width('remark').press('Tab');
  await expect(page.getByTestId('pd-widths-total')).toContainText('列宽合计 100%');

  await page.getByTestId('pd-add-text').click();
  await input('pd-text-0').fill(note);
  const preview = page.getByTestId('pd-preview');
  await expect(preview).toContainText(note, { timeout: 30_000 });
  // The company logo: an image uploaded in the designer, previewed at the element's size (30 × 15 mm).
  await page.locator('.ant-upload', { has: page.getByTestId('pd-logo-upload') }).locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(preview.getByTestId('doc-logo')).toBeVisible();
  expect(Math.round((await preview.getByTestId('doc-logo').boundingBox())!.width)).toBe(Math.round((30 * 96) / 25.4));
  await expect(preview.locator('h1')).toHaveText('送货单');
  await snap(page, { path: '.tmp/screenshots/print-designer-zh.png', fullPage: true });

  await page.getByTestId('pd-save').click();
  await expect(page.getByTestId(`pd-template-${name}`)).toBeVisible();

  // The sales bill prints through the kind's default template: the new title, column and text.
  await page.goto(`${routePath(findPage('saleBill')!)}?id=${latest.id}`);
  const [printed] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('bill-print').click()]);
  const sheet = printed.locator('.zf-doc-job').first();
  await expect(sheet.locator('h1')).toHaveText('送货单', { timeout: 30_000 });
  await expect(sheet.locator('thead')).toContainText('备注');
  await expect(sheet).toContainText(note);
  await expect(sheet).toContainText(latest.bill_sn);
  await expect(sheet).toContainText('合计金额(大写)');
  await settled(printed);
  mkdirSync('.tmp/screenshots', { recursive: true });
  await snap(printed, { path: '.tmp/screenshots/print-delivery-note-zh.png', fullPage: true });
  writeFileSync('.tmp/screenshots/print-delivery-note-zh.pdf', await printed.pdf({ preferCSSPageSize: true }));
  await expect(sheet.getByTestId('doc-logo')).toBeVisible();
  const url = printed.url();
  expect(url).toContain(`bill_type=sale-bills&id=${latest.id}`);
  // The shipped 送货单(无价格): no price column, no money totals.
  const shipped = ((await api('GET', '/print-templates?kind=sale-bills', undefined, token)).data.list as Array<{ id: number; name: string }>).find((x) => x.name === '送货单(无价格)')!;
  await printed.goto(`${url}&template_id=${shipped.id}`);
  await expect(sheet.locator('thead')).toContainText('数量', { timeout: 30_000 });
  await expect(sheet.locator('thead')).not.toContainText('单价');
  await expect(sheet).not.toContainText('合计金额');
  await snap(printed, { path: '.tmp/screenshots/print-no-price-zh.png', fullPage: true });
  await printed.close();

  const en = await openAs(browser, demoSession, 'en');
  await en.page.goto(url);
  const enSheet = en.page.locator('.zf-doc-job').first();
  await expect(enSheet.locator('h1')).toHaveText('Delivery note', { timeout: 30_000 });
  await expect(enSheet.locator('thead')).toContainText('Remark');
  await expect(enSheet).toContainText('Amount in words (RMB)');
  await settled(en.page);
  await snap(en.page, { path: '.tmp/screenshots/print-delivery-note-en.png', fullPage: true });
  writeFileSync('.tmp/screenshots/print-delivery-note-en.pdf', await en.page.pdf({ preferCSSPageSize: true }));
  await en.context.close();

  // Leave the demo's sales bills on the built-in template for the other specs.
  const mine = ((await api('GET', '/print-templates?kind=sale-bills', undefined, token)).data.list as Array<{ id: number; name: string }>).find((x) => x.name === name)!;
  expect((await api('DELETE', `/print-templates/${mine.id}`, undefined, token)).code).toBe(2000);
});
