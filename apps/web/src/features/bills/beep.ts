/** The part of the Web Audio API a beep needs (an AudioContext; a fake in tests). */
export interface ToneContext {
  currentTime: number;
  destination: unknown;
  createOscillator(): { frequency: { value: number }; connect(n: unknown): unknown; start(at?: number): void; stop(at?: number): void };
  createGain(): { gain: { value: number }; connect(n: unknown): unknown };
}

let shared: ToneContext | null = null;
const context = (): ToneContext | null => {
  if (shared) return shared;
  const Ctor = (globalThis as { AudioContext?: new () => ToneContext }).AudioContext;
  shared = Ctor ? new Ctor() : null;
  return shared;
};

/**
 * A short beep after a barcode scan: a high tone when the product was found and added, a low longer one when the code
 * matched nothing. Silent where the browser has no Web Audio; never throws (a scan must not fail for the sound).
 */
export function beep(ok: boolean, ctx: ToneContext | null = context()): void {
  if (!ctx) return;
  try {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.frequency.value = ok ? 1760 : 220;
    gain.gain.value = 0.08;
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(ctx.currentTime);
    osc.stop(ctx.currentTime + (ok ? 0.08 : 0.3));
  } catch {
    // No sound is better than a failed scan.
  }
}
