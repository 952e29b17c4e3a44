import { describe, expect, expectTypeOf, it } from 'vitest';
import { chinaMonth } from '../china-date.ts';
import { FixtureLedgerListSchema, FixtureUsageBodySchema, type FixtureLedgerRow } from './equipment.contract.ts';
import { OutsourcingBomLinesBodySchema, OutsourcingBillsQuerySchema, outsourcingFollowTypes, planActions, PlanningParamsBodySchema, ProductionPlanConvertBodySchema } from './outsourcing.contract.ts';
import { CostAllocationQuerySchema, CostingPeriodBodySchema, ProductCostingBodySchema, WipCompletionBodySchema } from './production-costing.contract.ts';
import { ProductionBillQuerySchema, productionBillTypes, ProductionNextQuerySchema, productionOrderDocumentTypes } from './production.contract.ts';
import { QualitySettingsBodySchema, QualitySettingsSchema, type QualitySettings } from './quality.contract.ts';

/*
 * The production, costing, outsourcing, planning, quality and equipment contracts (issue 13 item 4): the server
 * validates and serializes with them, the web reads their types. These cases hold what a move between files could
 * silently change: defaults, value lists and the message key each route has always answered.
 */
const messageOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues[0]?.message;

describe('the production contract', () => {
  it('queries the order and the documents made against it, in the order the bill query always listed them', () => {
    expect(productionBillTypes).toEqual(['production-orders', ...productionOrderDocumentTypes]);
    expect(ProductionBillQuerySchema.shape.type.unwrap().options).toEqual([...productionBillTypes]);
    expect(ProductionNextQuerySchema.shape.type.options).toEqual([...productionOrderDocumentTypes]);
    expect(ProductionBillQuerySchema.parse({})).toEqual({ page: 1, page_size: 20 });
  });

  it('reads a costing period as this month in China when none is named, and refuses a bad one with dateRange.format', () => {
    expect(CostAllocationQuerySchema.parse({})).toEqual({ period: chinaMonth(), basis: 'hours' });
    expect(ProductCostingBodySchema.parse({ period: '2026-11' })).toEqual({ period: '2026-11', method: 'order' });
    expect(messageOf(CostingPeriodBodySchema.safeParse({ period: '2026-13' }))).toBe('dateRange.format');
    expect(messageOf(WipCompletionBodySchema.safeParse({ period: '2026-11', lines: [{ order_id: 1, completion: '100.5' }] }))).toBe('productionCosting.completion');
  });

  it('refuses bad outsourcing and planning input with the keys they always answered', () => {
    expect(OutsourcingBillsQuerySchema.shape.type.unwrap().options).toEqual(['outsourcing-orders', ...outsourcingFollowTypes]);
    expect(messageOf(OutsourcingBomLinesBodySchema.safeParse({ product_id: 1, quantity: '0' }))).toBe('bill.numberPositive');
    expect(messageOf(OutsourcingBomLinesBodySchema.safeParse({ product_id: 1, quantity: '1.23456' }))).toBe('decimal.format');
    expect(messageOf(ProductionPlanConvertBodySchema.safeParse({ lines: [] }))).toBe('planning.noDemand');
    expect(planActions).toEqual(['produce', 'purchase', 'outsource']);
    expect(PlanningParamsBodySchema.parse({ product_id: 1 })).toEqual({ product_id: 1, source: 'auto', lead_days: 0, moq: '0', lot_size: '0', safety_stock: null });
  });

  it('fills the quality switches a stored setting lacks, and answers them as the settings screen reads them', () => {
    expect(QualitySettingsBodySchema.parse({})).toEqual({ incoming_mandatory: false, process_mandatory: false, delivery_mandatory: false, inspection_warehouse_id: 0, reject_warehouse_id: 0 });
    expect(Object.keys(QualitySettingsSchema.shape)).toEqual(Object.keys(QualitySettingsBodySchema.shape));
    expectTypeOf<QualitySettings>().toEqualTypeOf<ReturnType<typeof QualitySettingsBodySchema.parse>>();
  });

  it('lists fixtures as the ledger rows the fixture routes answer one at a time', () => {
    expectTypeOf<ReturnType<typeof FixtureLedgerListSchema.parse>['list'][number]>().toEqualTypeOf<FixtureLedgerRow>();
    expect(messageOf(FixtureUsageBodySchema.safeParse({ count: 0 }))).toBe('field.invalid');
  });
});
