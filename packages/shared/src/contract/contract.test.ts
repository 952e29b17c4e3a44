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
import { DriveFileBodySchema, DriveFolderBodySchema, driveName } from './drive.contract.ts';
import { SupplyCartAddBodySchema, SupplyCartNumberBodySchema, SupplyCustomerBillsQuerySchema, SupplyOrdersQuerySchema } from './network.contract.ts';
import {
  ShopOrderQuerySchema, ShopPasswordBodySchema, ShopViewOrderBodySchema, ShopViewOrderQuerySchema, type ShopOrderDetail, type ShopOrderRow,
} from './shop.contract.ts';
import { statusDictionaryNames, type StatusDictionary } from '../status.ts';
import { DeregistrationBodySchema, RechargeBodySchema } from './account.contract.ts';
import { CertificationBodySchema, PersonalCertBodySchema } from './certification.contract.ts';
import { AllStatusSchema, CreateEnterpriseBodySchema, StaffInviteBodySchema } from './org.contract.ts';
import { PageGrantSchema, PermissionGroupBodySchema, type PermissionGroupPages } from './permission.contract.ts';
import { BillListQuerySchema, BillUpdateBodySchema, InvoiceOpenLinesQuerySchema, type BatchAuditResult } from './bill.contract.ts';
import { AuditFlowBodySchema, MessageIdsSchema, MessageListQuerySchema, type AuditFlow, type AuditFlowList } from './message.contract.ts';
import { TaskSchema, type MenuList, type MenuPageNode, type UploadResult } from './platform.contract.ts';
import { CodeRulesBodySchema, ResourceListQuerySchema } from './resource-engine.contract.ts';
import { listOf, type ListOf, type PageOf } from './common.contract.ts';
import { BillCreatedSchema, type BillCreated } from './bill.contract.ts';
import type { ResourceTask } from './resource-engine.contract.ts';
import type { AssetDisposed, AssetVoucher } from './asset.contract.ts';

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

describe('the network, shop and drive contract', () => {
  it('details a shop order as its list row without the shop and sales order names (what the order screens read)', () => {
    expectTypeOf<ShopOrderDetail>().toExtend<Omit<ShopOrderRow, 'shop_name' | 'sale_order_sn'>>();
    expect(Object.keys(ShopViewOrderQuerySchema.shape)).toEqual(Object.keys(ShopOrderQuerySchema.shape).filter((k) => k !== 'shop_id'));
  });

  it('lists customer bills with the order query, status 1-2 in the place it always had', () => {
    expect(Object.keys(SupplyCustomerBillsQuerySchema.shape)).toEqual(Object.keys(SupplyOrdersQuerySchema.shape));
    expect(SupplyCustomerBillsQuerySchema.safeParse({ status: '3' }).success).toBe(false);
    expect(SupplyOrdersQuerySchema.safeParse({ status: '3' }).success).toBe(true);
  });

  it('refuses bad input with the message keys the network, shop and drive always answered', () => {
    expect(messageOf(SupplyCartNumberBodySchema.safeParse({ number: '0' }))).toBe('bill.numberPositive');
    expect(messageOf(SupplyCartNumberBodySchema.safeParse({ number: '1.23456' }))).toBe('decimal.format');
    expect(SupplyCartAddBodySchema.parse({ supplier_partner_id: 1, items: [{ product_id: 2, number: 3 }] }).items[0]?.number).toBe('3');
    expect(messageOf(ShopPasswordBodySchema.safeParse({ password: 'abc' }))).toBe('shopPassword.format');
    expect(messageOf(ShopViewOrderBodySchema.safeParse({ lines: [] }))).toBe('bill.linesRequired');
    expect(messageOf(ShopViewOrderBodySchema.safeParse({ lines: [{ product_id: 0, number: '1' }] }))).toBe('field.required');
    expect(messageOf(DriveFolderBodySchema.safeParse({ name: ' ' }))).toBe('field.required');
    expect(messageOf(DriveFileBodySchema.safeParse({ name: 'a/b.txt' }))).toBe('field.invalid');
    expect(DriveFolderBodySchema.parse({ name: ' 合同 ' })).toEqual({ parent_id: 0, name: '合同' });
  });

  it('names a drive file as POSIX basename did on the server: the last segment, no control characters, 200 at most', () => {
    expect(driveName('C:\\Users\\li\\报价单.xlsx')).toBe('报价单.xlsx');
    expect(driveName('a/b/')).toBe('b');
    expect(driveName('/')).toBe('');
    expect(driveName(' x\u0000y\n.txt ')).toBe('xy.txt');
    expect(driveName(`${'a'.repeat(150)}${'b'.repeat(100)}`)).toBe(`${'a'.repeat(100)}${'b'.repeat(100)}`);
  });
});

describe('the org, permission, certification and account contracts', () => {
  it('answers GET /common/all-status with the StatusDictionary the shell stores', () => {
    expectTypeOf<z.infer<typeof AllStatusSchema>>().toEqualTypeOf<StatusDictionary>();
    expect(Object.keys(AllStatusSchema.shape)).toEqual([...statusDictionaryNames]);
  });

  it('lists a page a group grants as the web\'s grant editor keeps it, defaults filled in', () => {
    expectTypeOf<PermissionGroupPages['pages'][number]>().toEqualTypeOf<{ page: string; funs: string[]; cols: string[] | null }>();
    expect(PageGrantSchema.parse({ page: 'staffList' })).toEqual({ page: 'staffList', funs: [], cols: null });
  });

  it('refuses bad input with the message key each area has always answered', () => {
    expect(messageOf(CreateEnterpriseBodySchema.safeParse({ name: ' ', type: 1 }))).toBe('enterprise.nameRequired');
    expect(messageOf(PermissionGroupBodySchema.safeParse({}))).toBe('permissionGroup.nameRequired');
    expect(messageOf(StaffInviteBodySchema.safeParse({ phone: '13800000000', name: '' }))).toBe('name.required');
    expect(messageOf(CertificationBodySchema.safeParse({ company_name: '甲', license_number: 'X1', license_image: 'a.png' }))).toBe('certification.licenseFormat');
    expect(messageOf(PersonalCertBodySchema.safeParse({ real_name: '张三', id_number: '123', id_front_image: 'a', id_back_image: 'b' }))).toBe('idCard.format');
    expect(messageOf(RechargeBodySchema.safeParse({ enterprise_id: 1, version_name: '标准版', months: 0, amount: '1' }))).toBe('number.range');
    expect(messageOf(DeregistrationBodySchema.safeParse({ confirm_name: '甲', reason: 'x'.repeat(201) }))).toBe('field.tooLong');
  });
});

describe('the catalog, vehicle, partner, serial and costing contracts', () => {
  it('refuses bad input with the message key each area has always answered', async () => {
    const { ProductUnitsBodySchema, ProductUnitLookupQuerySchema } = await import('./catalog.contract.ts');
    const { ProductShareGrantBodySchema } = await import('./catalog-relations.contract.ts');
    const { EnterpriseLogQuerySchema, SalePriceQuerySchema } = await import('./partner.contract.ts');
    const { CostRunMonthBodySchema } = await import('./costing.contract.ts');
    expect(messageOf(ProductUnitsBodySchema.safeParse({ units: [{ unit_id: 1, ratio: '0' }] }))).toBe('catalog.ratioPositive');
    expect(messageOf(ProductUnitsBodySchema.safeParse({ units: [{ unit_id: 1, ratio: '1.1234567' }] }))).toBe('decimal.format');
    expect(messageOf(ProductUnitLookupQuerySchema.safeParse({ product_ids: '1,a' }))).toBe('field.invalid');
    expect(messageOf(ProductShareGrantBodySchema.safeParse({ enterprise_code: ' ' }))).toBe('enterprise.codeRequired');
    expect(messageOf(EnterpriseLogQuerySchema.safeParse({ date_from: '2024-02-30' }))).toBe('dateRange.format');
    expect(messageOf(CostRunMonthBodySchema.safeParse({ month: '2026-13' }))).toBe('dateRange.format');
    expect(SalePriceQuerySchema.parse({ product_ids: '1,2', date: '2026-11-26' }).partner_id).toBe(0);
  });

  it('answers the serial list and the unit lookup with the shapes the bill editor reads', () => {
    expectTypeOf<import('./serial.contract.ts').SerialRow['in_stock']>().toEqualTypeOf<number>();
    expectTypeOf<import('./catalog.contract.ts').ProductUnitLookupRow['serial_tracking']>().toEqualTypeOf<boolean>();
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

describe('the list helpers and the answers the web reads (types13i)', () => {
  it('names what listOf answers, and the answers the web now takes from the contract', () => {
    const page = listOf(BillCreatedSchema);
    expectTypeOf<z.infer<typeof page>>().toEqualTypeOf<PageOf<BillCreated>>();
    expectTypeOf<PageOf<BillCreated>>().toExtend<ListOf<BillCreated>>();
    expect(Object.keys(page.shape)).toEqual(['list', 'total', 'page', 'page_size']);
    // An export made a download task answers its number (was typed as a string on the web).
    expectTypeOf<ResourceTask['task_id']>().toEqualTypeOf<number>();
    // The web opens the bill it created by its id, and the asset actions read the voucher they booked.
    expectTypeOf<BillCreated>().toExtend<{ id: number; bill_sn: string }>();
    expectTypeOf<AssetVoucher>().toEqualTypeOf<{ voucher_id: number; voucher_no: string }>();
    expectTypeOf<AssetDisposed>().toExtend<AssetVoucher>();
  });
});
