import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome.ts';

describe('what the client does with a code (SPEC §8)', () => {
  it('hands back data on 2000', () => expect(outcomeOf(2000)).toBe('ok'));
  it('ends the session on 4001 and 4002', () => {
    expect(outcomeOf(4001)).toBe('endSession');
    expect(outcomeOf(4002)).toBe('endSession');
  });
  it('sends 5000 to the initialization guide', () => expect(outcomeOf(5000)).toBe('notInitialized'));
  it('returns the confirmation codes to the caller silently', () => {
    for (const code of [6309, 20000, 6310, 5455, 5515, 5173, 5174]) expect(outcomeOf(code)).toBe('silent');
  });
  it('notifies every other code', () => {
    for (const code of [4003, 4004, 4005, 4006, 4220, 4090, 5001, 1234]) expect(outcomeOf(code)).toBe('notify');
  });
});
