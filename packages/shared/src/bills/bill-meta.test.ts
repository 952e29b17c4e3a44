import { describe, expect, expectTypeOf, it } from 'vitest';
import { findPage } from '../menu-tree/index.ts';
import { billFunctions, billMetaOf, billMetas, billPages, countsInTotal, isBillTypeCode, settlementSide, type BillAction, type BillTypeCode } from './bill-meta.ts';

const actions: BillAction[] = ['add', 'edit', 'del', 'audit', 'reverse', 'void', 'print'];

describe('bill types and the permission tree', () => {
  it('every page that opens a bill type is a menu page offering the function codes the engine checks', () => {
    for (const meta of billMetas) {
      for (const [i, page] of billPages(meta).entries()) {
        const node = findPage(page);
        expect(node, `${meta.type} → ${page}`).toBeDefined();
        const codes = node!.funs.map((f) => f.code);
        for (const action of actions) expect(codes, `${page} lacks ${action}`).toContain(billFunctions(meta, action)[i]);
      }
    }
  });

  it('bill number prefixes are unique', () => {
    const prefixes = billMetas.map((m) => m.prefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('a money document clears only documents that have a side, and a receipt never clears what a payment clears', () => {
    for (const meta of billMetas.filter((m) => m.money)) for (const type of meta.money!.settles) expect(settlementSide(type), type).toBeDefined();
    const receipts = billMetas.find((m) => m.type === 'receipts')!.money!.settles;
    const payments = billMetas.find((m) => m.type === 'payments')!.money!.settles;
    expect(receipts.filter((t) => payments.includes(t))).toEqual([]);
  });
});

describe('the bill type codes', () => {
  it('are the registered types, one each, and a code from outside is checked against them', () => {
    const codes: BillTypeCode[] = billMetas.map((m) => m.type);
    expect(new Set(codes).size).toBe(billMetas.length);
    expect(codes).toContain('purchase-bills');
    expect(isBillTypeCode('sale-bills')).toBe(true);
    expect(isBillTypeCode('sale-bill')).toBe(false);
    // The union is literal, not string: a misspelt code does not compile (tsc checks these lines).
    expectTypeOf<'sale-returns'>().toExtend<BillTypeCode>();
    expectTypeOf<'sale-bill'>().not.toExtend<BillTypeCode>();
    // @ts-expect-error — not a registered bill type
    const typo: BillTypeCode = 'purchase-bill';
    expect(typo).toBe('purchase-bill');
  });
});

describe('rows counted in a document\'s total quantity', () => {
  it('a production receipt\'s consumed (−1) rows do not count; an assembly\'s −1 rows still do', () => {
    const receipt = billMetaOf('production-ins');
    expect([countsInTotal(receipt, { direction: 0 }), countsInTotal(receipt, { direction: -1 })]).toEqual([true, false]);
    expect(billMetas.filter((m) => m.consumedRows).map((m) => m.type)).toEqual(['production-ins']);
    expect(countsInTotal(billMetaOf('assemblies'), { direction: -1 })).toBe(true);
  });
});
