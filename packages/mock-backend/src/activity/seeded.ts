/**
 * A deterministic random source from a text seed (FNV-1a to 32 bits, then mulberry32), so the simulator's draws
 * and ranking fixtures are the same for the same seed: a draw's prizes depend on its idempotency key alone, and
 * tests can assert them.
 *
 * @example
 * const next = seededRandom('draw_wheel:key-1')
 * next() // a number in [0, 1), the same every time for this seed
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5
  for (let index = 0; index < seed.length; index++) {
    state ^= seed.charCodeAt(index)
    state = Math.imul(state, 0x01000193) >>> 0
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
