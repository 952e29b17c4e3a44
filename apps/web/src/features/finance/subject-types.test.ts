import { describe, expect, it } from 'vitest';
import { subjectAuxTypes, type Subject } from '@zf/shared';
import { auxTypes, subjectTree } from './subject-types.ts';

const s = (code: string, parent = ''): Subject => ({
  id: Number(code), code, name: code, name_zh: code, name_en: '', category: 1, direction: 1, level: 1 + (code.length - 4) / 2, parent_code: parent,
  status: 1, aux_types: [], currency_id: 0, initials: '', leaf: true, version: 1,
});

describe('subject tree', () => {
  it('nests sub-accounts under their parents by code', () => {
    const tree = subjectTree([s('1001'), s('1002'), s('100201', '1002'), s('10020101', '100201'), s('222101', '2221')]);
    expect(tree.map((n) => n.code)).toEqual(['1001', '1002', '222101']);
    expect(tree[1]!.children!.map((n) => n.code)).toEqual(['100201']);
    expect(tree[1]!.children![0]!.children!.map((n) => n.code)).toEqual(['10020101']);
    expect(tree[0]!.children).toBeUndefined();
  });
});

describe('the chart form and the shared contract', () => {
  it('offers exactly the auxiliary kinds the subject routes accept (the form keeps a zod-free copy)', () => {
    expect([...auxTypes]).toEqual([...subjectAuxTypes]);
  });
});
