import { describe, expect, it } from 'vitest';
import { enterpriseDisplayName } from './enterprise-display.ts';

describe('enterprise display name (SPEC §3)', () => {
  const e = { name: '简称', org_name: '华东汽配贸易有限公司', alias_name: '华东汽配' };
  it('type 1 shows the organisation name, else the name', () => {
    expect(enterpriseDisplayName({ ...e, type: 1 })).toBe('华东汽配贸易有限公司');
    expect(enterpriseDisplayName({ ...e, type: 1, org_name: '' })).toBe('简称');
    expect(enterpriseDisplayName({ ...e, type: 1, org_name: '  ' })).toBe('简称');
  });
  it('type 2 shows the alias, else the name', () => {
    expect(enterpriseDisplayName({ ...e, type: 2 })).toBe('华东汽配');
    expect(enterpriseDisplayName({ ...e, type: 2, alias_name: '' })).toBe('简称');
  });
});
