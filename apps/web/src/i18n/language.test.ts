import { describe, expect, it } from 'vitest';
import { initialLanguage } from './language.ts';

describe('starting language (SPEC §9)', () => {
  it('uses the stored choice first', () => {
    expect(initialLanguage('cn', ['en-US'])).toBe('zh-CN');
    expect(initialLanguage('en', ['zh-CN'])).toBe('en-US');
  });
  it('falls back to the browser: Chinese for zh*, English otherwise', () => {
    expect(initialLanguage(null, ['zh-TW', 'en'])).toBe('zh-CN');
    expect(initialLanguage(null, ['de-DE', 'zh'])).toBe('zh-CN');
    expect(initialLanguage(null, ['fr-FR'])).toBe('en-US');
    expect(initialLanguage(null, [])).toBe('en-US');
    expect(initialLanguage('xx', ['ja'])).toBe('en-US');
  });
});
