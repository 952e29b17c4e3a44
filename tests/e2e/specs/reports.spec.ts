import { chinaMonth, chinaToday, Decimal, findPage, formatAmount, measureKind, reportDefinitions, type ReportMeasure, type ReportName, routePath } from '@zf/shared';
import ExcelJS from 'exceljs';
import { api, demoTest, expect, goInApp, openAs, settled } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The report centre as an owner uses it (issue 20): the sales report of the demo enterprise this month shows its
 * figures, totals and a chart; the export's totals row is the screen's; a saved preset (by month) comes back after
 * the filters changed; a month drills down to its days, a day to its bills, and a bill opens on its own page.
 * English screen last.
 */
const first = { timeout: 60_000 };
const thisMonth = { date_from: `${chinaMonth()}-01`, date_to: chinaToday() };
const amount = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

demoTest('sales report: figures and chart, export with the same total, a saved preset, drill-down to a bill', async ({ page, browser, demoSession }) => {
  const answer = await api('GET', `/reports/sale?date_from=${thisMonth.date_from}&date_to=${thisMonth.date_to}`, undefined, demoSession.token);
  expect(answer.code, answer.msg).toBe(2000);
  expect(answer.data.count).toBeGreaterThan(0);
  const total: string = answer.data.total.amount_with_tax;

  const path = routePath(findPage('saleReport')!);
  await page.goto(path);
  await expect(page.getByTestId('report-total-amount_with_tax')).toHaveText(amount(total), first);
  await expect(page.getByTestId('report-table').locator('tr.ant-table-row')).toHaveCount(Math.min(20, answer.data.count));
  await expect(page.getByTestId('report-chart').locator('canvas')).toBeVisible(first);
  await settled(page);
  await snap(page, { path: 'test-results/reports-sale-zh.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`销售报表-${thisMonth.date_from}-${thisMonth.date_to}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(answer.data.count + 2);
  const header = sheet.getRow(1).values as unknown[];
  const last = sheet.getRow(sheet.rowCount).values as unknown[];
  expect(last[1]).toBe('合计');
  expect(last[header.indexOf('价税合计')]).toBe(Number(total));

  // Group by month, query, keep it as a preset; back to partners; the preset brings the months back.
  await page.getByTestId('report-group-by').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('月', { exact: true }).click();
  await page.getByTestId('report-query').click();
  await expect(page.getByTestId('report-table').getByRole('columnheader', { name: '月', exact: true })).toBeVisible();
  await page.getByTestId('report-preset-save').click();
  await page.getByTestId('report-preset-name').fill('按月');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('方案已保存')).toBeVisible();
  await page.getByTestId('report-group-by').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('往来单位', { exact: true }).click();
  await page.getByTestId('report-query').click();
  await expect(page.getByTestId('report-table').getByRole('columnheader', { name: '往来单位' })).toBeVisible();
  await page.getByTestId('report-preset').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('按月').click();
  const month = page.getByTestId('report-table').locator('tr.ant-table-row').first();
  await expect(month).toContainText(thisMonth.date_from.slice(0, 7));
  await expect(page.getByTestId('report-total-amount_with_tax')).toHaveText(amount(total));

  // Month → its days → the last day's bills → the first bill.
  await month.getByTestId('report-row-link').click();
  await expect(page.getByTestId('report-breadcrumb')).toContainText('日');
  await expect(page.getByTestId('report-total-amount_with_tax')).toHaveText(amount(total));
  // The month's row stays on screen (dimmed, not clickable) until its days arrive: click a day, not the month again.
  const lastDay = page.getByTestId('report-table').locator('tr.ant-table-row').last().getByTestId('report-row-link');
  await expect(lastDay).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  await lastDay.click();
  await expect(page.getByTestId('report-table').getByRole('columnheader', { name: '单据', exact: true })).toBeVisible();
  const bill = page.getByTestId('report-table').locator('tr.ant-table-row').first().getByTestId('report-row-link');
  const sn = (await bill.innerText()).trim();
  await snap(page, { path: 'test-results/reports-sale-bills-zh.png', fullPage: true });
  // Back up the breadcrumb to the months.
  await page.getByTestId('report-breadcrumb').getByText('月', { exact: true }).click();
  await expect(page.getByTestId('report-breadcrumb')).toBeHidden();
  await expect(month).toContainText(thisMonth.date_from.slice(0, 7));
  await month.getByTestId('report-row-link').click();
  await page.getByTestId('report-table').locator('tr.ant-table-row').last().getByTestId('report-row-link').click();
  await page.getByTestId('report-table').getByText(sn, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(page.getByText(`销售单 ${sn}`)).toBeVisible(first);

  const en = await openAs(browser, demoSession, 'en');
  await en.page.goto(path);
  await expect(en.page.getByTestId('report-total-amount_with_tax')).toHaveText(amount(total), first);
  await expect(en.page.getByTestId('report-table').getByRole('columnheader', { name: 'Amount incl. tax' })).toBeVisible();
  await expect(en.page.getByTestId('report-chart').locator('canvas')).toBeVisible();
  await settled(en.page);
  await snap(en.page, { path: 'test-results/reports-sale-en.png', fullPage: true });
  // A balance report: one "as of" day instead of a range, its default chart a pie.
  await goInApp(en.page, routePath(findPage('stockBalanceCostAnalysis')!));
  await expect(en.page.getByTestId('report-as-of')).toBeVisible(first);
  await expect(en.page.getByRole('columnheader', { name: 'Closing amount' })).toBeVisible();
  await settled(en.page);
  await snap(en.page, { path: 'test-results/reports-stock-cost-en.png', fullPage: true });
  await en.context.close();
});

/** A measure as the table shows it (apps/web features/reports/report-format.ts). */
function shown(m: ReportMeasure, v: string | null | undefined): string {
  if (v === null || v === undefined || v === '') return '';
  switch (measureKind(m)) {
    case 'qty': return formatAmount(v, 4);
    case 'price': return formatAmount(v, Math.max(2, Math.min(6, new Decimal(v).decimalPlaces())));
    case 'count': return formatAmount(v, 0);
    default: return formatAmount(v);
  }
}

demoTest('the other eight reports: each page shows its API total for this month in the totals row, and a chart', async ({ page, browser, demoSession }) => {
  const reports: ReportName[] = ['purchase', 'warehouse', 'income-expense', 'sale-order', 'sale-bill', 'gross-profit-summary', 'gross-profit-detail', 'outbound-cost-analysis'];
  // The demo books hold no sale order this month: one approved order of 3 of the first product makes the page show one.
  const token = demoSession.token;
  const orders = await api('GET', `/reports/sale-order?date_from=${thisMonth.date_from}&date_to=${thisMonth.date_to}`, undefined, token);
  if (orders.data.count === 0) {
    const customer = (await api('GET', '/partners?type=1&page_size=1', undefined, token)).data.list[0].id;
    const product = (await api('GET', '/products?page_size=1', undefined, token)).data.list[0].id;
    const store = (await api('GET', '/warehouses', undefined, token)).data.list[0].id;
    const order = await api('POST', '/bills/sale-orders', { bill_date: thisMonth.date_to, partner_id: customer, store_id: store, lines: [{ product_id: product, number: '3', price: '20.00' }] }, token);
    expect(order.code, order.msg).toBe(2000);
    expect((await api('POST', `/bills/sale-orders/${order.data.id}/audit`, { action: 'audit' }, token)).code).toBe(2000);
  }
  let loaded = false;
  for (const name of reports) {
    const def = reportDefinitions[name];
    const answer = await api('GET', `/reports/${name}?date_from=${thisMonth.date_from}&date_to=${thisMonth.date_to}`, undefined, demoSession.token);
    expect(answer.code, `${name}: ${answer.msg}`).toBe(2000);
    const path = routePath(findPage(def.page)!);
    if (loaded) await goInApp(page, path); else await page.goto(path);
    loaded = true;
    // Earlier report pages stay open in hidden tabs: only what is on screen counts.
    const visible = (testId: string) => page.locator(`[data-testid="${testId}"]:visible`);
    for (const m of def.measures) await expect(visible(`report-total-${m}`), `${name} ${m}`).toHaveText(shown(m, answer.data.total[m]), first);
    expect(answer.data.chart?.categories.length, `${name}: chart`).toBeGreaterThan(0);
    await expect(visible('report-chart').locator('canvas'), `${name}: chart`).toBeVisible(first);
    if (name === 'gross-profit-detail' || name === 'income-expense') {
      await settled(page);
      await snap(page, { path: `test-results/reports-${name}-zh.png`, fullPage: true });
    }
  }
  // The detail's chart names its lines by bill and product: in English too.
  const en = await openAs(browser, demoSession, 'en');
  await en.page.goto(routePath(findPage('grossProfitDetail')!));
  await expect(en.page.getByTestId('report-total-gross_profit')).toHaveText(shown('gross_profit', (await api('GET', `/reports/gross-profit-detail?date_from=${thisMonth.date_from}&date_to=${thisMonth.date_to}`, undefined, token)).data.total.gross_profit), first);
  await expect(en.page.getByTestId('report-chart').locator('canvas')).toBeVisible(first);
  await settled(en.page);
  await snap(en.page, { path: 'test-results/reports-gross-profit-detail-en.png', fullPage: true });
  await en.context.close();
});
