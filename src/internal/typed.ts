/**
 * Typed arrays for the hot paths (movement searches, zones of control, supply
 * nets), carved out of shared slabs. A typed array of more than 64 bytes made
 * with `new` gets a buffer of its own outside the JavaScript heap, which costs
 * V8 about 0.9 µs (a malloc, and a finaliser for the collector to run on a
 * background thread); a view on a slab costs under 0.1 µs. Views are never
 * handed out twice, so each starts zeroed like a new array.
 *
 * A slab lives as long as any view on it: slabs are small, so a long-lived
 * array keeps at most one slab's worth of memory with it.
 *
 * @internal
 */

/** Bytes per slab. */
const SLAB = 1 << 16;
/** Arrays larger than this get a buffer of their own (the cost of the malloc is then small beside the array's). */
const OWN = 1 << 13;

let slab = new ArrayBuffer(SLAB);
let used = 0;

/** The byte offset of a fresh region of `bytes` in the current slab (8-byte aligned), moving to a new slab when full. */
function region(bytes: number): number {
  const at = (used + 7) & ~7;
  if (at + bytes > SLAB) {
    slab = new ArrayBuffer(SLAB);
    used = bytes;
    return 0;
  }
  used = at + bytes;
  return at;
}

/** A zeroed Uint8Array of `n` elements. @internal */
export function u8(n: number): Uint8Array {
  if (n <= 64 || n > OWN) return new Uint8Array(n);
  const at = region(n); // first: it may start a new slab
  return new Uint8Array(slab, at, n);
}

/** A zeroed Int32Array of `n` elements. @internal */
export function i32(n: number): Int32Array {
  const bytes = n * 4;
  if (bytes <= 64 || bytes > OWN) return new Int32Array(n);
  const at = region(bytes);
  return new Int32Array(slab, at, n);
}

/** A zeroed Int16Array of `n` elements. @internal */
export function i16(n: number): Int16Array {
  const bytes = n * 2;
  if (bytes <= 64 || bytes > OWN) return new Int16Array(n);
  const at = region(bytes);
  return new Int16Array(slab, at, n);
}

/** A zeroed Uint32Array of `n` elements. @internal */
export function u32(n: number): Uint32Array {
  const bytes = n * 4;
  if (bytes <= 64 || bytes > OWN) return new Uint32Array(n);
  const at = region(bytes);
  return new Uint32Array(slab, at, n);
}

/** A zeroed Float64Array of `n` elements. @internal */
export function f64(n: number): Float64Array {
  const bytes = n * 8;
  if (bytes <= 64 || bytes > OWN) return new Float64Array(n);
  const at = region(bytes);
  return new Float64Array(slab, at, n);
}

/** A copy of `src[start..end)` as an Int32Array of its own (what `slice` gives, without the malloc). @internal */
export function i32Copy(src: Int32Array, start: number, end: number): Int32Array {
  const out = i32(end - start);
  out.set(src.subarray(start, end));
  return out;
}
