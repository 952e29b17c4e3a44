import { addMonths, chinaMonth, findPage, routePath } from '@zf/shared';
import { demoTest, expect, openAs } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The statements in the demo trading company (issue 15 item 3): last month's balance sheet, profit statement and
 * cash-flow statement open with figures, the balance sheet says it ties out, a line's formula opens in its drawer,
 * the cash-flow statement shows its cash check; then the same in English. Screenshots of the three in both
 * languages go to tests/e2e/screenshots/.
 */
const first = { timeout: 60_000 };
const period = addMonths(chinaMonth(), -1);
const open = (name: string) => `${routePath(findPage(name)!)}?period=${period}`;

demoTest('the three statements of last month, tied out, in Chinese and English', async ({ browser, demoSession }) => {
  demoTest.setTimeout(300_000);
  for (const lang of ['cn', 'en'] as const) {
    const { context, page } = await openAs(browser, demoSession, lang);
    const zh = lang === 'cn';
    await page.goto(open('balanceSheet'));
    await expect(page.getByTestId('statement-closing-30')).toHaveText(/\d/, first);
    await expect(page.getByTestId('statement-closing-53')).toHaveText(await page.getByTestId('statement-closing-30').innerText());
    await expect(page.getByTestId('tie-out')).toContainText(zh ? '报表平衡' : 'The statement balances');
    await expect(page.getByTestId('statement-item-9')).toHaveText(zh ? '存货' : 'Inventories');
    await expect(page.getByTestId('statement-item-53')).toContainText(zh ? '负债和所有者权益（或股东权益）总计' : 'Total liabilities and equity');
    await expect(page.getByTestId('statement-balance-sheet')).toContainText('会小企01表');
    await snap(page, { path: `tests/e2e/screenshots/statements-balance-sheet-${lang}.png`, fullPage: true });
    if (zh) {
      // A line's formula: the drawer shows the standard one (存货 = the inventory accounts).
      await page.getByTestId('statement-line-9').click();
      await expect(page.getByTestId('formula-input')).toHaveValue(/^1401 \+ 1402/);
      await snap(page, { path: 'tests/e2e/screenshots/statements-formula-cn.png' });
      await page.keyboard.press('Escape');
    }

    await page.goto(open('profitStatement'));
    await expect(page.getByTestId('statement-period_amount-1')).toHaveText(/\d/, first);
    await expect(page.getByTestId('statement-item-32')).toContainText(zh ? '净利润' : 'Net profit');
    await snap(page, { path: `tests/e2e/screenshots/statements-profit-${lang}.png`, fullPage: true });

    await page.goto(open('cashFlowStatement'));
    await expect(page.getByTestId('statement-period_amount-22')).toHaveText(/\d/, first);
    await expect(page.getByTestId('cash-check')).toBeVisible();
    await snap(page, { path: `tests/e2e/screenshots/statements-cash-flow-${lang}.png`, fullPage: true });
    if (zh) {
      await page.getByTestId('open-assign').click();
      await expect(page.getByTestId('cash-flow-assign')).toBeVisible();
      await snap(page, { path: 'tests/e2e/screenshots/statements-assign-cn.png' });
    }
    await context.close();
  }
});
