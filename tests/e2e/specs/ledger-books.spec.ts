import { chinaToday, findPage, routePath } from '@zf/shared';
import { api, demoTest, expect, login, openAs, registerUser, type Session } from '../support/shell.ts';
import { snap } from '../support/snap.ts';

/**
 * The books as an accountant reads them (issue 14 item 6): a new enterprise whose books start in January has three
 * vouchers (a credit sale, a receipt into the bank, an office expense paid in cash — cash ends with a credit balance);
 * the subject balance shows them with equal totals, its 1122 row opens the detail ledger of 1122 with the running
 * balance, and a voucher number there opens the voucher screen (voucherList?voucher_id=N). The general ledger and the
 * English screens follow. Vouchers are made through POST /vouchers (API.md "Finance") and stay unposted: the books
 * include unposted vouchers by default.
 */
const today = chinaToday();
const year = Number(today.slice(0, 4));
/** The first look at a screen waits long: a busy shared machine takes many seconds to start the app. */
const first = { timeout: 60_000 };

async function booksEnterprise(): Promise<{ session: Session; vouchers: number[] }> {
  const user = await registerUser({ name: '会计', enterprises: ['账簿测试有限公司'] });
  const session = await login(user.phone, user.password);
  const init = await api('POST', '/finance/initialize', { start_period: `${year}-01` }, session.token);
  expect(init.code, init.msg).toBe(2000);
  const customer = (await api('POST', '/partners', { type: 1, name: '华东汽配' }, session.token)).data.id as number;
  const voucher = async (voucher_date: string, lines: object[]) => {
    const made = await api('POST', '/vouchers', { voucher_date, word: '记', lines }, session.token);
    expect(made.code, made.msg).toBe(2000);
    return made.data.id as number;
  };
  const vouchers = [
    await voucher(`${year}-01-10`, [
      { summary: '销售商品', subject_code: '1122', debit: '1130.00', partner_id: customer }, { summary: '销售商品', subject_code: '5001', credit: '1130.00' },
    ]),
    await voucher(`${year}-01-20`, [
      { summary: '收到货款', subject_code: '1002', debit: '500.00' }, { summary: '收到货款', subject_code: '1122', credit: '500.00', partner_id: customer },
    ]),
    await voucher(today, [
      { summary: '购买办公用品', subject_code: '560201', debit: '200.00' }, { summary: '购买办公用品', subject_code: '1001', credit: '200.00' },
    ]),
  ];
  // 560202 kept by expense project (the ledger's project dimension): a travel cost of 华南推广 paid from the bank.
  const project = (await api('POST', '/expense-projects', { name: '华南推广', code: 'P-HN' }, session.token)).data.id as number;
  const travel = (await api('GET', '/subjects?keyword=560202', undefined, session.token)).data.list.find((x: { code: string }) => x.code === '560202');
  expect((await api('PUT', `/subjects/${travel.id}`, { aux_types: ['project'] }, session.token)).code).toBe(2000);
  vouchers.push(await voucher(`${year}-01-25`, [
    { summary: '华南差旅', subject_code: '560202', debit: '88.00', project_id: project }, { summary: '华南差旅', subject_code: '1002', credit: '88.00' },
  ]));
  return { session, vouchers };
}

demoTest('subject balance → detail ledger → voucher, in Chinese and English', async ({ browser }) => {
  demoTest.setTimeout(420_000);
  const { session, vouchers } = await booksEnterprise();
  const { context, page } = await openAs(browser, session, 'cn');
  await page.goto(routePath(findPage('subjectBalance')!));
  const row = (code: string) => page.getByTestId(`balance-row-${code}`);
  await expect(row('1122')).toContainText('1,130.00', first);
  // 1001 cash: a debit account with a credit balance shows it as credit (the last column).
  await expect(row('1001').locator('td').last()).toHaveText('200.00');
  await expect(row('1122').locator('td').nth(-2)).toHaveText('630.00');
  await expect(row('5602')).toContainText('管理费用');
  await expect(page.getByTestId('total-closing_debit')).toHaveText('1,330.00');
  await expect(page.getByTestId('total-closing_credit')).toHaveText('1,330.00');
  await snap(page, { path: 'tests/e2e/screenshots/ledger-books-subject-balance-zh.png', fullPage: true });

  // Drill down: the 1122 row opens its detail ledger for the same range.
  await row('1122').click();
  await expect(page).toHaveURL(/ledgerItem\?.*subject_code=1122/, first);
  await expect(page.getByTestId('detail-title')).toHaveText(/^1122 应收账款/, first);
  const lines = page.locator('[data-testid="detail-ledger"] .ant-table-row');
  await expect(lines.filter({ hasText: '记-0001' })).toContainText('1,130.00');
  await expect(lines.filter({ hasText: '记-0002' })).toContainText('630.00');
  await expect(lines.filter({ hasText: '本年累计' }).last()).toContainText('630.00');
  await snap(page, { path: 'tests/e2e/screenshots/ledger-books-detail-zh.png', fullPage: true });
  await lines.filter({ hasText: '记-0001' }).getByTestId('voucher-link').click();
  await expect(page).toHaveURL(new RegExp(`voucherList\\?voucher_id=${vouchers[0]}$`), first);

  await page.goto(`${routePath(findPage('generalLedgerBook')!)}?subject_code=1122&period_from=${year}-01&period_to=${year}-01`);
  const general = page.locator('[data-testid="general-ledger"] .ant-table-row');
  await expect(general.filter({ hasText: '本期合计' })).toContainText('1,130.00', first);
  await expect(general.filter({ hasText: '本期合计' })).toContainText('500.00');
  await expect(general.filter({ hasText: '本期合计' })).toContainText('借');
  await snap(page, { path: 'tests/e2e/screenshots/ledger-books-general-zh.png', fullPage: true });
  await context.close();

  const en = await openAs(browser, session, 'en');
  await en.page.goto(routePath(findPage('subjectBalance')!));
  await expect(en.page.getByTestId('balance-row-1122')).toContainText('Accounts receivable', first);
  await expect(en.page.locator('.ant-table-thead')).toContainText('Opening balance');
  await expect(en.page.getByTestId('total-closing_credit')).toHaveText('1,330.00');
  await snap(en.page, { path: 'tests/e2e/screenshots/ledger-books-subject-balance-en.png', fullPage: true });
  await en.page.getByTestId('balance-view').getByText('By auxiliary item').click();
  await expect(en.page.locator('.ant-table-row').filter({ hasText: '华东汽配' })).toContainText('630.00', first);
  await snap(en.page, { path: 'tests/e2e/screenshots/ledger-books-aux-en.png', fullPage: true });
  // By project: 560202's travel cost under 华南推广, which opens the detail ledger of that project.
  await en.page.getByTestId('book-subject').click();
  await en.page.keyboard.type('560202');
  await en.page.keyboard.press('Enter');
  const projectRow = en.page.locator('.ant-table-row').filter({ hasText: '华南推广' });
  await expect(projectRow).toContainText('88.00', first);
  await expect(projectRow).toContainText('P-HN');
  await projectRow.getByText('华南推广').click();
  await expect(en.page).toHaveURL(/ledgerItem\?.*subject_code=560202.*project_id=\d+/, first);
  await expect(en.page.getByTestId('detail-aux')).toBeVisible(first);
  await expect(en.page.locator('[data-testid="detail-ledger"] .ant-table-row').filter({ hasText: '华南差旅' })).toContainText('88.00');
  await en.page.goto(`${routePath(findPage('ledgerItem')!)}?subject_code=1001&period_from=${year}-01&period_to=${today.slice(0, 7)}`);
  await expect(en.page.locator('.ant-table-row').filter({ hasText: 'Month total' }).last()).toContainText('Cr', first);
  await snap(en.page, { path: 'tests/e2e/screenshots/ledger-books-detail-en.png', fullPage: true });
  await en.context.close();
});
