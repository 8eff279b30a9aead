// mulberry32: a small seeded generator of numbers in [0, 1). Plain JavaScript, so both the sample
// media generator (run by node itself) and the TypeScript tools can import it: the same seed gives
// the same photos and clips, and the same estimate (tools/harness/audit-gate.ts).

export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
