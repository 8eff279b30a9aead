/** A seeded generator of numbers in [0, 1): the same seed, the same sequence. */
export function mulberry32(seed: number): () => number;
