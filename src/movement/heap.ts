/**
 * A binary min-heap of (cost, cell) pairs on typed arrays, for Dijkstra. Lazy
 * deletion: a cell may be pushed again with a lower cost and the stale entry is
 * skipped when popped.
 *
 * @internal
 */
export class CellHeap {
  private keys: Float64Array;
  private vals: Int32Array;
  /** Number of entries. */
  length = 0;

  constructor(capacity = 64) {
    this.keys = new Float64Array(capacity);
    this.vals = new Int32Array(capacity);
  }

  /** Empties the heap, keeping its buffers. */
  clear(): void {
    this.length = 0;
  }

  /** Adds a cell with its cost. */
  push(key: number, val: number): void {
    if (this.length === this.keys.length) this.grow();
    const keys = this.keys;
    const vals = this.vals;
    let i = this.length++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p]!;
      if (pk <= key) break;
      keys[i] = pk;
      vals[i] = vals[p]!;
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }

  /** The smallest cost; read before {@link CellHeap.pop}. */
  peekKey(): number {
    return this.keys[0]!;
  }

  /** Removes the entry with the smallest cost and returns its cell. */
  pop(): number {
    const keys = this.keys;
    const vals = this.vals;
    const top = vals[0]!;
    const n = --this.length;
    if (n > 0) {
      const key = keys[n]!;
      const val = vals[n]!;
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        const r = c + 1;
        if (r < n && keys[r]! < keys[c]!) c = r;
        if (keys[c]! >= key) break;
        keys[i] = keys[c]!;
        vals[i] = vals[c]!;
        i = c;
      }
      keys[i] = key;
      vals[i] = val;
    }
    return top;
  }

  private grow(): void {
    const k = new Float64Array(this.keys.length * 2);
    k.set(this.keys);
    const v = new Int32Array(this.vals.length * 2);
    v.set(this.vals);
    this.keys = k;
    this.vals = v;
  }
}
