import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { PrintDocument } from '../print/print-document.ts';
import type { ReportAnswer } from '../reports/report-definitions.ts';
import type { PrintSettings, PrintTemplate } from '../print/print-template.ts';
import type { PrintBillData } from '../print/template-document.ts';
import { PrintBillDataSchema, PrintSettingsSchema, PrintTemplateSchema } from './print.contract.ts';
import { AssetCountApproveBodySchema } from './asset.contract.ts';
import { ToolsRenumberBodySchema } from './finance-centre.contract.ts';
import { voucherSlots } from './ledger-check.contract.ts';
import { PrintDocumentSchema } from './common.contract.ts';
import { AuxBalanceQuerySchema, SubjectBalanceQuerySchema } from './ledger-book.contract.ts';
import { CurrentPeriodSchema, NewPeriodSchema, SubjectBodySchema, subjectAuxTypes, type CurrentPeriod, type NewPeriod } from './ledger-init.contract.ts';
import { PeriodEndSettingsBodySchema } from './period-end.contract.ts';
import { ReportAnswerSchema } from './report.contract.ts';
import { StatementQuerySchema } from './statement.contract.ts';
import { VoucherAuxQuerySchema, VoucherBodySchema, VoucherWordSchema } from './voucher.contract.ts';
import { BillListQuerySchema, BillUpdateBodySchema, InvoiceOpenLinesQuerySchema, type BatchAuditResult } from './bill.contract.ts';
import { AuditFlowBodySchema, MessageIdsSchema, MessageListQuerySchema, type AuditFlow, type AuditFlowList } from './message.contract.ts';
import { TaskSchema, type MenuList, type MenuPageNode, type UploadResult } from './platform.contract.ts';
import { CodeRulesBodySchema, ResourceListQuerySchema } from './resource-engine.contract.ts';

/*
 * The finance, period-end, payroll and asset contracts are what the server validates and serializes with and what the
 * web reads: these cases hold the rules a move between files could silently change (issue 13 item 4).
 */
const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('the finance contract', () => {
  it('prints what the books, statements and partner statements answer: their print document is the print page\'s PrintDocument', () => {
    expectTypeOf<z.infer<typeof PrintDocumentSchema>>().toExtend<PrintDocument>();
  });

  it('answers GET /reports/:name with the ReportAnswer the report screens read', () => {
    expectTypeOf<z.infer<typeof ReportAnswerSchema>>().toEqualTypeOf<ReportAnswer>();
  });

  it('answers print templates, settings and jobs with the types the designer and the print page read', () => {
    expectTypeOf<z.infer<typeof PrintTemplateSchema>>().toEqualTypeOf<PrintTemplate>();
    expectTypeOf<z.infer<typeof PrintSettingsSchema>>().toEqualTypeOf<PrintSettings>();
    expectTypeOf<z.infer<typeof PrintBillDataSchema>>().toExtend<PrintBillData>();
  });

  it('answers the current period with one shape: GET /finance/current-period, POST /finance/initialize and the closes', () => {
    expectTypeOf<Omit<NewPeriod, 'period'>>().toEqualTypeOf<CurrentPeriod>();
    // The close answers the new period first, then the current periods, as the wire always had it.
    expect(Object.keys(NewPeriodSchema.shape)).toEqual(['period', ...Object.keys(CurrentPeriodSchema.shape)]);
  });

  it('names the voucher words, auxiliary kinds and template slots once', () => {
    expect(VoucherWordSchema.options).toEqual(['记', '收', '付', '转']);
    expect(ToolsRenumberBodySchema.shape.word.unwrap().options).toEqual(VoucherWordSchema.options);
    expect(subjectAuxTypes).toEqual(['partner', 'department', 'employee', 'project', 'product']);
    expect(VoucherAuxQuerySchema.shape.kind.options).toEqual([...subjectAuxTypes]);
    expect(AuxBalanceQuerySchema.shape.aux.options).toEqual([...subjectAuxTypes]);
    expect(voucherSlots).toContain('pending_tax');
    expect(SubjectBodySchema.safeParse({ name: '现金', aux_types: ['customer'] }).success).toBe(false);
  });

  it('refuses bad input with the message key each area has always answered', () => {
    expect(messageOf(VoucherBodySchema.safeParse({ voucher_date: '2026-11-01', word: '借', lines: [] }))).toBe('voucher.badWord');
    expect(messageOf(SubjectBalanceQuerySchema.safeParse({ period_from: '2026-13', period_to: '2026-12' }))).toBe('book.periodFormat');
    expect(messageOf(StatementQuerySchema.safeParse({ period: '2026-1' }))).toBe('statement.periodFormat');
    expect(messageOf(PeriodEndSettingsBodySchema.safeParse({ surplus_reserve_rate: '101' }))).toBe('periodEnd.reserveRate');
    expect(messageOf(AssetCountApproveBodySchema.safeParse({ compensation: '1.234' }))).toBe('decimal.format');
  });

  it('reads include_unposted as the books always did: 1 by default, 0 for posted vouchers only', () => {
    expect(StatementQuerySchema.parse({ period: '2026-11' }).include_unposted).toBe(true);
    expect(SubjectBalanceQuerySchema.parse({ period_from: '2026-01', period_to: '2026-11', include_unposted: '0' }).include_unposted).toBe(false);
  });
});

describe('the platform, message, approval, bill and master-data contract (types13g)', () => {
  it('answers what the shell, the approval screens and the uploads read', () => {
    // The audit flow page edits a list row as a flow; the avatar upload reads the url.
    expectTypeOf<AuditFlowList['list'][number]>().toExtend<AuditFlow>();
    expectTypeOf<UploadResult>().toExtend<{ url: string }>();
    expectTypeOf<MenuList['list'][number]['children'][number]['children'][number]>().toEqualTypeOf<MenuPageNode>();
    expectTypeOf<BatchAuditResult['results'][number]>().toExtend<{ id: number; code: number; msg?: string }>();
    expect(TaskSchema.shape.status.options).toEqual(['queued', 'running', 'done', 'failed']);
  });

  it('reads the query strings as the routes always did', () => {
    expect(BillListQuerySchema.parse({ invoice_status: '12' })).toEqual({ page: 1, page_size: 20, invoice_status: 12 });
    expect(MessageListQuerySchema.parse({ is_read: '1' }).is_read).toBe(1);
    expect(InvoiceOpenLinesQuerySchema.parse({ bill_ids: '3,5' })).toEqual({ bill_ids: [3, 5], red: 0 });
    expect(ResourceListQuerySchema.parse({ category_id: '4' }).category_id).toBe('4');
    expect(AuditFlowBodySchema.parse({ steps: [{}] })).toEqual({ steps: [{ employee_ids: [], group_ids: [] }] });
  });

  it('refuses bad input with the message keys the routes always answered', () => {
    expect(messageOf(CodeRulesBodySchema.safeParse({ rules: { product: { prefix: 'S P', digits: 6 } } }))).toBe('codeRule.prefix');
    expect(messageOf(CodeRulesBodySchema.safeParse({ rules: { product: { prefix: 'SP', digits: 2 } } }))).toBe('codeRule.digits');
    expect(messageOf(MessageIdsSchema.safeParse({ ids: [] }))).toBe('field.required');
    expect(BillUpdateBodySchema.shape.version.safeParse(0).success).toBe(false);
  });
});
