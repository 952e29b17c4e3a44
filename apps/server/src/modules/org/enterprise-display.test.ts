import { describe, expect, it } from 'vitest';
import { enterpriseDisplayName, versionNameIn } from './enterprise-display.ts';

describe('version name', () => {
  it('is the product\'s own name in the reader\'s language, or the operator\'s text as typed', () => {
    expect(versionNameIn('标准版', 'en-US')).toBe('Standard edition');
    expect(versionNameIn('标准版', 'zh-CN')).toBe('标准版');
    expect(versionNameIn('华东集团定制版', 'en-US')).toBe('华东集团定制版');
  });
});

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
