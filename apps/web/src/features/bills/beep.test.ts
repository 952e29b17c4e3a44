import { describe, expect, it } from 'vitest';
import { beep, type ToneContext } from './beep.ts';

function fakeContext() {
  const tones: Array<{ hz: number; from: number; to: number }> = [];
  const ctx: ToneContext = {
    currentTime: 5,
    destination: {},
    createOscillator: () => {
      const tone = { hz: 0, from: -1, to: -1 };
      tones.push(tone);
      return {
        frequency: { set value(v: number) { tone.hz = v; }, get value() { return tone.hz; } },
        connect: () => undefined, start: (at = 0) => { tone.from = at; }, stop: (at = 0) => { tone.to = at; },
      };
    },
    createGain: () => ({ gain: { value: 1 }, connect: () => undefined }),
  };
  return { ctx, tones };
}

describe('scan beep', () => {
  it('is a short high tone when the product was added and a longer low one when it was not found', () => {
    const { ctx, tones } = fakeContext();
    beep(true, ctx);
    beep(false, ctx);
    expect(tones).toEqual([{ hz: 1760, from: 5, to: 5.08 }, { hz: 220, from: 5, to: 5.3 }]);
  });
  it('stays silent without Web Audio and never throws', () => {
    expect(() => beep(true, null)).not.toThrow();
    const broken = { ...fakeContext().ctx, createOscillator: () => { throw new Error('suspended'); } };
    expect(() => beep(true, broken)).not.toThrow();
  });
});
