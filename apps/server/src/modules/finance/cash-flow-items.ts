import { CashFlowItemListSchema } from '@zf/shared';
import { canOpenPage } from '../../engines/resource/resource-access.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import type { App } from '../../platform/http/create-server.ts';
import { envelope, ok } from '../../platform/http/envelope.ts';
import type { ModuleServices } from '../module-services.ts';

type Activity = 'operating' | 'investing' | 'financing';

/**
 * The standard cash-flow items: the item lines 1–18 of 会小企03表 (FINANCE.md §5) without the net lines 7 and 13.
 * A cash or bank voucher line carries the item's code (voucher_line.cash_flow_item) — the line number, 2 digits.
 */
export const cashFlowItems: ReadonlyArray<{ line: number; activity: Activity; inflow: boolean; zh: string; en: string }> = [
  { line: 1, activity: 'operating', inflow: true, zh: '销售产成品、商品、提供劳务收到的现金', en: 'Cash received from selling goods and rendering services' },
  { line: 2, activity: 'operating', inflow: true, zh: '收到其他与经营活动有关的现金', en: 'Other cash received relating to operating activities' },
  { line: 3, activity: 'operating', inflow: false, zh: '购买原材料、商品、接受劳务支付的现金', en: 'Cash paid for materials, goods and services' },
  { line: 4, activity: 'operating', inflow: false, zh: '支付的职工薪酬', en: 'Cash paid to and for employees' },
  { line: 5, activity: 'operating', inflow: false, zh: '支付的税费', en: 'Taxes paid' },
  { line: 6, activity: 'operating', inflow: false, zh: '支付其他与经营活动有关的现金', en: 'Other cash paid relating to operating activities' },
  { line: 8, activity: 'investing', inflow: true, zh: '收回短期投资、长期债券投资和长期股权投资收到的现金', en: 'Cash received from disposal of investments' },
  { line: 9, activity: 'investing', inflow: true, zh: '取得投资收益收到的现金', en: 'Cash received from investment income' },
  { line: 10, activity: 'investing', inflow: true, zh: '处置固定资产、无形资产和其他非流动资产收回的现金净额', en: 'Net cash from disposal of fixed, intangible and other non-current assets' },
  { line: 11, activity: 'investing', inflow: false, zh: '短期投资、长期债券投资和长期股权投资支付的现金', en: 'Cash paid for investments' },
  { line: 12, activity: 'investing', inflow: false, zh: '购建固定资产、无形资产和其他非流动资产支付的现金', en: 'Cash paid for fixed, intangible and other non-current assets' },
  { line: 14, activity: 'financing', inflow: true, zh: '取得借款收到的现金', en: 'Cash received from borrowings' },
  { line: 15, activity: 'financing', inflow: true, zh: '吸收投资者投资收到的现金', en: 'Cash received from investors' },
  { line: 16, activity: 'financing', inflow: false, zh: '偿还借款本金支付的现金', en: 'Cash repayments of borrowings' },
  { line: 17, activity: 'financing', inflow: false, zh: '偿还借款利息支付的现金', en: 'Interest paid on borrowings' },
  { line: 18, activity: 'financing', inflow: false, zh: '分配利润支付的现金', en: 'Profits distributed in cash' },
];

export const cashFlowCode = (line: number) => String(line).padStart(2, '0');

export async function cashFlowItemRoutes(api: App, _services: ModuleServices): Promise<void> {
  api.get('/finance/cash-flow-items', { schema: { tags: ['finance'], response: { 200: envelope(CashFlowItemListSchema) } } }, async (req) => {
    const tenant = req.ctx.tenant!;
    if (!['subjectList', 'voucherList', 'voucherCheck', 'cashFlowStatement'].some((p) => canOpenPage(tenant.permissions, p))) throw forbidden();
    const english = req.ctx.language === 'en-US';
    return ok({ list: cashFlowItems.map((i) => ({ code: cashFlowCode(i.line), line: i.line, name: english ? i.en : i.zh, activity: i.activity, inflow: i.inflow })) });
  });
}
