import { describe, expect, it } from 'vitest';
import { messageTime } from './record-version.ts';

describe('the time in a "changed by NAME at TIME" message', () => {
  it('is China time to the second, whatever the server’s zone', () => {
    expect(messageTime(0)).toBe('1970-01-01 08:00:00');
    expect(messageTime(1_795_000_000)).toBe('2026-11-18 19:06:40');
  });
});
