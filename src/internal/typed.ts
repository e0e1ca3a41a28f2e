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

/** A typed array class, as `carve` needs it. */
interface TypedClass<T> {
  new (length: number): T;
  new (buffer: ArrayBuffer, byteOffset: number, length: number): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** A zeroed array of `n` elements of class `C`: a view on the current slab, or an array of its own when small or large. */
function carve<T>(C: TypedClass<T>, n: number): T {
  const bytes = n * C.BYTES_PER_ELEMENT;
  if (bytes <= 64 || bytes > OWN) return new C(n);
  const at = region(bytes); // first: it may start a new slab
  return new C(slab, at, n);
}

/** A zeroed Uint8Array of `n` elements. @internal */
export const u8 = (n: number): Uint8Array => carve(Uint8Array, n);
/** A zeroed Int16Array of `n` elements. @internal */
export const i16 = (n: number): Int16Array => carve(Int16Array, n);
/** A zeroed Int32Array of `n` elements. @internal */
export const i32 = (n: number): Int32Array => carve(Int32Array, n);
/** A zeroed Uint32Array of `n` elements. @internal */
export const u32 = (n: number): Uint32Array => carve(Uint32Array, n);
/** A zeroed Float64Array of `n` elements. @internal */
export const f64 = (n: number): Float64Array => carve(Float64Array, n);

/** A copy of `src[start..end)` as an Int32Array of its own (what `slice` gives, without the malloc). @internal */
export function i32Copy(src: Int32Array, start: number, end: number): Int32Array {
  const out = i32(end - start);
  out.set(src.subarray(start, end));
  return out;
}
