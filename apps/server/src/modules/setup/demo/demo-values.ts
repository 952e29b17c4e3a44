/** Small helpers for deterministic, realistic-looking demo values. */

/** A seeded pseudo-random generator (mulberry32): the same demo on every seed. */
export function demoRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 12-digit prefix completed with its EAN-13 check digit. */
export function ean13(twelve: string): string {
  if (!/^\d{12}$/.test(twelve)) throw new Error(`ean13 needs 12 digits, got ${twelve}`);
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

/** A whole or half number of yuan as a 2 dp decimal string. */
export const money = (v: number): string => v.toFixed(2);
