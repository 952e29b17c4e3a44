import { findPage, routePath } from '@zf/shared';
import { expect, openAs, settled, test, type Lang } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The bill list and editor in both languages, as a reader sees them: no raw translation keys, nothing wider than the
 * window, and the editor's header fields all there. Pictures go to .tmp/screenshots to look at.
 */
const rawKey = /\b(field|status|progress|allocation|partner|print|batch|action)\.[a-z_]+\b/;

for (const lang of ['cn', 'en'] as Lang[]) {
  test(`purchase order list and editor, ${lang}`, async ({ browser, demoSession }) => {
    const { context, page } = await openAs(browser, demoSession, lang);
    await page.goto(routePath(findPage('purchaseOrder')!));
    const main = page.getByTestId('main-area');
    await expect(main.locator('.ant-table')).toBeVisible();
    await settled(page);
    await snap(page, { path: `.tmp/screenshots/${lang}-bills-list.png` });
    expect(await main.innerText()).not.toMatch(rawKey);

    await page.getByRole('button', { name: lang === 'cn' ? /新\s?增/ : 'Create purchase order' }).click();
    await expect(page.getByTestId('bill-save')).toBeVisible();
    for (const label of lang === 'cn' ? ['单据日期', '供应商', '仓库', '数量', '单价', '金额'] : ['Bill date', 'Supplier', 'Warehouse', 'Quantity', 'Unit price', 'Amount']) {
      await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
    }
    await snap(page, { path: `.tmp/screenshots/${lang}-bills-editor.png` });
    expect(await main.innerText()).not.toMatch(rawKey);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
}
