/**
 * The fuzz seed a CI run takes from its commit, so each run plays games no run
 * before it played (a fixed seed fuzzes the same games for ever), while a
 * finding stays reproducible from the seed printed beside it.
 */

/** A whole seed from 1 to 2³¹ − 1, read from text (a commit id) by FNV-1a. */
export function seedFrom(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return (h % 0x7ffffffe) + 1;
}
