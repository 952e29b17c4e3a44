import { describe, expect, it } from 'vitest';
import { expiryState } from './expiry.ts';

const day = 86_400;
const expiry = 1_750_000_000;

describe('account expiry (SPEC §4)', () => {
  it('is nothing without an expiry time', () => expect(expiryState(0, expiry)).toBe('none'));
  it('is fine until 7 days before expiry', () => expect(expiryState(expiry, expiry - 8 * day)).toBe('ok'));
  it('warns within the 7 days before and after expiry', () => {
    expect(expiryState(expiry, expiry - 6 * day)).toBe('soon');
    expect(expiryState(expiry, expiry + 6 * day)).toBe('soon');
  });
  it('is expired once expiry plus 7 days is past', () => {
    expect(expiryState(expiry, expiry + 7 * day)).toBe('soon');
    expect(expiryState(expiry, expiry + 7 * day + 1)).toBe('expired');
  });
});
