// Small deterministic PRNG helpers (mulberry32 seeded from a string hash).
import { mulberry32 } from '../../harness/prng.mjs';

export { mulberry32 };

export function hashString(str) {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** A PRNG object with convenience helpers. */
export function makeRng(key) {
  const r = mulberry32(hashString(String(key)));
  const rng = () => r();
  rng.range = (a, b) => a + (b - a) * r();
  rng.int = (a, b) => Math.floor(a + (b - a + 1) * r());
  rng.pick = (arr) => arr[Math.floor(r() * arr.length)];
  rng.chance = (p) => r() < p;
  rng.sign = () => (r() < 0.5 ? -1 : 1);
  // approx. normal(0,1)
  rng.gauss = () => (r() + r() + r() + r() - 2) * 1.7320508;
  rng.shuffle = (arr) => {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  return rng;
}
