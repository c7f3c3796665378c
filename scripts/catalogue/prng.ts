/**
 * Seeded randomness for the sample catalogue. The build must be byte-for-byte reproducible, so
 * every "random" choice is drawn from a generator seeded by a string key (unitid, course code and
 * the name of the quantity), never from Math.random or the clock. Keying each quantity separately
 * means adding a new synthesized field later does not shift the values of the existing ones.
 */

/** 32-bit FNV-1a hash of a string's UTF-16 code units: small, fast and stable across platforms. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny 32-bit PRNG with good enough spread for sample data; yields [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator of helpers bound to one key; the same key always replays the same sequence. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  between(min: number, max: number): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** One element, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** One element, with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function rngFor(key: string): Rng {
  const next = mulberry32(fnv1a(key));
  const rng: Rng = {
    next,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error(`rng ${key}: pick from an empty list`);
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new Error(`rng ${key}: weighted pick from an empty list`);
      return last[0];
    },
  };
  return rng;
}

/** Round to a number of decimals without the 1.005 -> 1.00 surprise of toFixed on binary floats. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
