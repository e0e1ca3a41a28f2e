import { describe, expect, it } from 'vitest';
import { HexwarError } from '../../src/errors';
import {
  HEX_DIAGONALS,
  HEX_DIRECTIONS,
  ORIENTATION_FLAT,
  ORIENTATION_POINTY,
  columnLetters,
  columnNumber,
  createLayout,
  cubeToHex,
  directionBetween,
  doubledFromHex,
  doubledToHex,
  hex,
  hexAdd,
  hexCornerOffset,
  hexDiagonalNeighbor,
  hexDirection,
  hexDistance,
  hexEquals,
  hexFromKey,
  hexKey,
  hexLength,
  hexLerp,
  hexLinedraw,
  hexNeighbor,
  hexNeighbors,
  hexRange,
  hexReflectQ,
  hexReflectR,
  hexReflectS,
  hexRing,
  hexRotateLeft,
  hexRotateRight,
  hexRound,
  hexScale,
  hexSpiral,
  hexSubtract,
  hexToCube,
  hexToLabel,
  hexToPixel,
  hexsideBetween,
  hexsideFromKey,
  hexsideHexes,
  hexsideKey,
  hexsideOf,
  labelToHex,
  offsetFromHex,
  offsetToHex,
  oppositeDirection,
  pixelToHex,
  polygonCorners,
  tryLabelToHex,
} from '../../src/hex';
import type { HexDirection, HexLabelFormat, OffsetConvention } from '../../src/hex';

/** Runs `fn`, expecting a HexwarError with `code`; returns it for message checks. */
function expectThrown(fn: () => unknown, code: string): HexwarError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(HexwarError);
    expect((e as HexwarError).code).toBe(code);
    return e as HexwarError;
  }
  throw new Error(`expected HexwarError ${code}, nothing thrown`);
}

const hexes = (...pairs: [number, number][]) => pairs.map(([q, r]) => hex(q, r));
const sortKeys = (hs: readonly { q: number; r: number }[]) => hs.map(hexKey).sort();

describe('coordinates', () => {
  it('hex builds axial hexes and rejects non-integers', () => {
    expect(hex(3, -7)).toEqual({ q: 3, r: -7 });
    expectThrown(() => hex(1.5, 0), 'bad-hex');
    expectThrown(() => hex(0, Number.NaN), 'bad-hex');
    expectThrown(() => hex(Infinity, 0), 'bad-hex');
  });

  it('never produces negative zero', () => {
    const h = hexRotateLeft(hex(0, 0));
    expect(Object.is(h.q, 0) && Object.is(h.r, 0)).toBe(true);
    const c = hexToCube(hex(0, 0));
    expect(Object.is(c.s, 0)).toBe(true);
    const s = hexScale(hex(-2, 0), 0);
    expect(Object.is(s.q, 0)).toBe(true);
    const rounded = hexRound({ q: -0.2, r: 0.1 });
    expect(Object.is(rounded.q, 0)).toBe(true);
  });

  it('converts to and from cube', () => {
    expect(hexToCube(hex(1, -3))).toEqual({ q: 1, r: -3, s: 2 });
    expect(cubeToHex({ q: 1, r: -3, s: 2 })).toEqual({ q: 1, r: -3 });
    expectThrown(() => cubeToHex({ q: 1, r: 1, s: 1 }), 'bad-cube');
  });

  it('compares and keys hexes', () => {
    expect(hexEquals(hex(1, 2), { q: 1, r: 2 })).toBe(true);
    expect(hexEquals(hex(1, 2), hex(2, 1))).toBe(false);
    expect(hexKey(hex(3, -1))).toBe('3,-1');
    expect(hexFromKey('3,-1')).toEqual({ q: 3, r: -1 });
    expect(hexFromKey('0,0')).toEqual({ q: 0, r: 0 });
  });

  it.each(['', '1', '1,2,3', 'a,b', '1, 2', ' 1,2', '01,2', '-0,1', '1.5,2', '1,+2', '1e3,2', '99999999999999999999,0'])(
    'hexFromKey rejects %j',
    (key) => {
      const e = expectThrown(() => hexFromKey(key), 'bad-hex-key');
      expect(e.message).toContain('"q,r"');
    },
  );

  it('adds, subtracts and scales as the guide does', () => {
    expect(hexAdd(hex(1, -3), hex(3, -7))).toEqual(hex(4, -10));
    expect(hexSubtract(hex(1, -3), hex(3, -7))).toEqual(hex(-2, 4));
    expect(hexScale(hex(1, -3), 3)).toEqual(hex(3, -9));
  });
});

describe('directions and neighbours', () => {
  it('lists directions and diagonals in the guide order', () => {
    expect(HEX_DIRECTIONS).toEqual(hexes([1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]));
    expect(HEX_DIAGONALS).toEqual(hexes([2, -1], [1, -2], [-1, -1], [-2, 1], [-1, 2], [1, 1]));
    expect(Object.isFrozen(HEX_DIRECTIONS)).toBe(true);
    expect(Object.isFrozen(HEX_DIRECTIONS[0])).toBe(true);
  });

  it('hexDirection, hexNeighbor and hexDiagonalNeighbor match the guide tests', () => {
    expect(hexDirection(2)).toEqual(hex(0, -1));
    expect(hexNeighbor(hex(1, -2), 2)).toEqual(hex(1, -3));
    expect(hexDiagonalNeighbor(hex(1, -2), 3)).toEqual(hex(-1, -1));
  });

  it('rejects directions outside 0..5', () => {
    expectThrown(() => hexDirection(6 as HexDirection), 'bad-direction');
    expectThrown(() => hexNeighbor(hex(0, 0), -1 as HexDirection), 'bad-direction');
    expectThrown(() => hexDiagonalNeighbor(hex(0, 0), 1.5 as HexDirection), 'bad-direction');
  });

  it('hexNeighbors lists the six neighbours in direction order', () => {
    const h = hex(4, -2);
    expect(hexNeighbors(h)).toEqual(([0, 1, 2, 3, 4, 5] as const).map((d) => hexNeighbor(h, d)));
  });

  it('oppositeDirection adds three', () => {
    expect([0, 1, 2, 3, 4, 5].map((d) => oppositeDirection(d as HexDirection))).toEqual([3, 4, 5, 0, 1, 2]);
  });

  it('directionBetween finds each direction and undefined otherwise', () => {
    const a = hex(2, -5);
    for (const d of [0, 1, 2, 3, 4, 5] as const) expect(directionBetween(a, hexNeighbor(a, d))).toBe(d);
    expect(directionBetween(a, a)).toBeUndefined();
    expect(directionBetween(a, hexAdd(a, hex(1, 1)))).toBeUndefined();
    expect(directionBetween(a, hexAdd(a, hex(-1, -1)))).toBeUndefined();
    expect(directionBetween(a, hexAdd(a, hex(2, 0)))).toBeUndefined();
  });
});

describe('distance', () => {
  it('matches the guide', () => {
    expect(hexDistance(hex(3, -7), hex(0, 0))).toBe(7);
    expect(hexLength(hex(3, -7))).toBe(7);
    expect(hexDistance(hex(0, 0), hex(0, 0))).toBe(0);
    expect(hexDistance(hex(-2, 1), hex(2, -1))).toBe(4);
    expect(hexDistance(hex(1, 1), hex(0, 0))).toBe(2);
  });
});

describe('rounding and lines', () => {
  const a = hex(0, 0);
  const b = hex(1, -1);
  const c = hex(0, -1);

  it('hexLerp interpolates', () => {
    expect(hexLerp(hex(0, 0), hex(10, -20), 0.5)).toEqual({ q: 5, r: -10 });
    expect(hexLerp(hex(3, 4), hex(-7, 2), 1)).toEqual({ q: -7, r: 2 });
    expect(hexLerp(hex(3, 4), hex(-7, 2), 0)).toEqual({ q: 3, r: 4 });
  });

  it('hexRound matches the guide tests', () => {
    expect(hexRound(hexLerp(hex(0, 0), hex(10, -20), 0.5))).toEqual(hex(5, -10));
    expect(hexRound(hexLerp(a, b, 0.499))).toEqual(a);
    expect(hexRound(hexLerp(a, b, 0.501))).toEqual(b);
    expect(hexRound({ q: a.q * 0.4 + b.q * 0.3 + c.q * 0.3, r: a.r * 0.4 + b.r * 0.3 + c.r * 0.3 })).toEqual(a);
    expect(hexRound({ q: a.q * 0.3 + b.q * 0.3 + c.q * 0.4, r: a.r * 0.3 + b.r * 0.3 + c.r * 0.4 })).toEqual(c);
  });

  it('hexRound fixes the coordinate that moved most (not naive rounding)', () => {
    // (0.6, 0.6) lies on the side between (1, 0) and (0, 1); rounding q and r
    // alone would give (1, 1), a hex the point is not in.
    const h = hexRound({ q: 0.6, r: 0.6 });
    expect(hexDistance(h, hex(0, 0))).toBe(1);
    expect(hexDistance(h, hex(1, 1))).toBe(1);
    expect(hexRound({ q: 0.6, r: 0.3 })).toEqual(hex(1, 0));
    expect(hexRound({ q: 0.3, r: 0.6 })).toEqual(hex(0, 1));
  });

  it('hexRound rejects non-finite input', () => {
    expectThrown(() => hexRound({ q: Number.NaN, r: 0 }), 'bad-hex');
    expectThrown(() => hexRound({ q: 0, r: Infinity }), 'bad-hex');
  });

  it('hexLinedraw matches the guide test', () => {
    expect(hexLinedraw(hex(0, 0), hex(1, -5))).toEqual(hexes([0, 0], [0, -1], [0, -2], [1, -3], [1, -4], [1, -5]));
  });

  it('hexLinedraw of one hex is that hex, and of neighbours is both', () => {
    expect(hexLinedraw(hex(2, 3), hex(2, 3))).toEqual([hex(2, 3)]);
    expect(hexLinedraw(hex(2, 3), hex(3, 3))).toEqual([hex(2, 3), hex(3, 3)]);
  });

  it('hexLinedraw breaks hexside ties consistently thanks to the nudge', () => {
    // (0,0) -> (2,-1) runs exactly along the side between (1,0) and (1,-1).
    const line = hexLinedraw(hex(0, 0), hex(2, -1));
    expect(line).toHaveLength(3);
    // The midpoint (1, -0.5) is an exact tie; the nudge picks (1, 0)…
    expect(line[1]).toEqual(hex(1, 0));
    // …whichever way the line is drawn, and wherever on the map.
    expect(hexLinedraw(hex(2, -1), hex(0, 0))[1]).toEqual(hex(1, 0));
    expect(hexLinedraw(hex(10, 10), hex(12, 9))[1]).toEqual(hex(11, 10));
    // Longer lines hit ties at inexact fractions (1/6…), where only the nudge
    // keeps the reverse line on the same hexes.
    const forward = hexes([0, 0], [1, 0], [2, -1], [3, -1], [4, -2], [5, -2], [6, -3]);
    expect(hexLinedraw(hex(0, 0), hex(6, -3))).toEqual(forward);
    expect(hexLinedraw(hex(6, -3), hex(0, 0))).toEqual([...forward].reverse());
  });
});

describe('rings, spirals and ranges', () => {
  it('hexRing starts at direction 4 and walks directions 0..5', () => {
    expect(hexRing(hex(0, 0), 1)).toEqual(hexes([-1, 1], [0, 1], [1, 0], [1, -1], [0, -1], [-1, 0]));
    expect(hexRing(hex(5, 5), 0)).toEqual([hex(5, 5)]);
    const ring2 = hexRing(hex(1, 1), 2);
    expect(ring2).toHaveLength(12);
    expect(ring2[0]).toEqual(hex(-1, 3));
    expect(ring2.every((h) => hexDistance(h, hex(1, 1)) === 2)).toBe(true);
  });

  it('hexSpiral gives the centre then each ring', () => {
    const s = hexSpiral(hex(0, 0), 2);
    expect(s).toHaveLength(19);
    expect(s[0]).toEqual(hex(0, 0));
    expect(s.slice(1, 7)).toEqual(hexRing(hex(0, 0), 1));
    expect(s.slice(7)).toEqual(hexRing(hex(0, 0), 2));
    expect(hexSpiral(hex(3, 3), 0)).toEqual([hex(3, 3)]);
  });

  it('hexRange uses the guide double loop', () => {
    expect(hexRange(hex(0, 0), 1)).toEqual(hexes([-1, 0], [-1, 1], [0, -1], [0, 0], [0, 1], [1, -1], [1, 0]));
    expect(hexRange(hex(2, -1), 0)).toEqual([hex(2, -1)]);
    expect(sortKeys(hexRange(hex(2, -1), 3))).toEqual(sortKeys(hexSpiral(hex(2, -1), 3)));
  });

  it('reject negative or fractional radii', () => {
    expectThrown(() => hexRing(hex(0, 0), -1), 'bad-radius');
    expectThrown(() => hexSpiral(hex(0, 0), 1.5), 'bad-radius');
    expectThrown(() => hexRange(hex(0, 0), Number.NaN), 'bad-radius');
  });
});

describe('rotation and reflection', () => {
  it('matches the guide tests', () => {
    expect(hexRotateRight(hex(1, -3))).toEqual(hex(3, -2));
    expect(hexRotateLeft(hex(1, -3))).toEqual(hex(-2, -1));
  });

  it('rotates direction 0 to the next direction either way', () => {
    expect(hexRotateLeft(hex(1, 0))).toEqual(hex(1, -1));
    expect(hexRotateRight(hex(1, 0))).toEqual(hex(0, 1));
  });

  it('rotates about a centre', () => {
    const c = hex(5, -2);
    expect(hexRotateLeft(hexAdd(c, hex(1, 0)), c)).toEqual(hexAdd(c, hex(1, -1)));
    expect(hexRotateRight(hexAdd(c, hex(1, -3)), c)).toEqual(hexAdd(c, hex(3, -2)));
    expect(hexRotateLeft(c, c)).toEqual(c);
  });

  it('reflects across each axis', () => {
    // Cube (1, -3, 2).
    expect(hexReflectQ(hex(1, -3))).toEqual(hex(1, 2));
    expect(hexReflectR(hex(1, -3))).toEqual(hex(2, -3));
    expect(hexReflectS(hex(1, -3))).toEqual(hex(-3, 1));
    const c = hex(-4, 7);
    expect(hexReflectQ(hexAdd(c, hex(1, -3)), c)).toEqual(hexAdd(c, hex(1, 2)));
    expect(hexReflectR(hexAdd(c, hex(1, -3)), c)).toEqual(hexAdd(c, hex(2, -3)));
    expect(hexReflectS(hexAdd(c, hex(1, -3)), c)).toEqual(hexAdd(c, hex(-3, 1)));
  });
});

describe('offset coordinates', () => {
  it('matches the guide tests', () => {
    expect(offsetFromHex(hex(1, 2), 'even-q')).toEqual({ col: 1, row: 3 });
    expect(offsetFromHex(hex(1, 2), 'odd-q')).toEqual({ col: 1, row: 2 });
    expect(offsetToHex({ col: 1, row: 3 }, 'even-q')).toEqual(hex(1, 2));
    expect(offsetToHex({ col: 1, row: 2 }, 'odd-q')).toEqual(hex(1, 2));
  });

  it('converts row conventions', () => {
    expect(offsetFromHex(hex(1, 3), 'odd-r')).toEqual({ col: 2, row: 3 });
    expect(offsetFromHex(hex(1, 3), 'even-r')).toEqual({ col: 3, row: 3 });
    expect(offsetFromHex(hex(1, 2), 'odd-r')).toEqual({ col: 2, row: 2 });
    expect(offsetFromHex(hex(1, 2), 'even-r')).toEqual({ col: 2, row: 2 });
    expect(offsetToHex({ col: 3, row: 3 }, 'even-r')).toEqual(hex(1, 3));
  });

  it('is right for negative coordinates', () => {
    expect(offsetFromHex(hex(-3, 0), 'odd-q')).toEqual({ col: -3, row: -2 });
    expect(offsetFromHex(hex(-3, 0), 'even-q')).toEqual({ col: -3, row: -1 });
    expect(offsetFromHex(hex(0, -3), 'odd-r')).toEqual({ col: -2, row: -3 });
    expect(offsetFromHex(hex(0, -3), 'even-r')).toEqual({ col: -1, row: -3 });
    expect(offsetToHex({ col: -3, row: -2 }, 'odd-q')).toEqual(hex(-3, 0));
    expect(offsetToHex({ col: -1, row: -3 }, 'even-r')).toEqual(hex(0, -3));
  });

  it('rejects unknown conventions', () => {
    expectThrown(() => offsetFromHex(hex(0, 0), 'odd' as OffsetConvention), 'bad-offset-convention');
    expectThrown(() => offsetToHex({ col: 0, row: 0 }, 'q' as OffsetConvention), 'bad-offset-convention');
  });
});

describe('doubled coordinates', () => {
  it('matches the guide tests', () => {
    expect(doubledFromHex(hex(1, 2), 'q')).toEqual({ col: 1, row: 5 });
    expect(doubledFromHex(hex(1, 2), 'r')).toEqual({ col: 4, row: 2 });
    expect(doubledToHex({ col: 1, row: 5 }, 'q')).toEqual(hex(1, 2));
    expect(doubledToHex({ col: 4, row: 2 }, 'r')).toEqual(hex(1, 2));
  });

  it('rejects impossible coordinates and kinds', () => {
    expectThrown(() => doubledToHex({ col: 1, row: 2 }, 'q'), 'bad-doubled-coord');
    expectThrown(() => doubledToHex({ col: 0.5, row: 1.5 }, 'r'), 'bad-doubled-coord');
    expectThrown(() => doubledFromHex(hex(0, 0), 'x' as 'q'), 'bad-doubled-kind');
    expectThrown(() => doubledToHex({ col: 0, row: 0 }, 'x' as 'q'), 'bad-doubled-kind');
  });
});

describe('layout', () => {
  const s3 = Math.sqrt(3);

  it('has the guide orientation matrices', () => {
    expect(ORIENTATION_POINTY.f0).toBeCloseTo(s3);
    expect(ORIENTATION_POINTY.b3).toBeCloseTo(2 / 3);
    expect(ORIENTATION_POINTY.startAngle).toBe(0.5);
    expect(ORIENTATION_FLAT.f0).toBe(1.5);
    expect(ORIENTATION_FLAT.f3).toBeCloseTo(s3);
    expect(ORIENTATION_FLAT.startAngle).toBe(0);
  });

  it('createLayout accepts names, numbers and points', () => {
    const l = createLayout('pointy', 10);
    expect(l).toEqual({ orientation: ORIENTATION_POINTY, size: { x: 10, y: 10 }, origin: { x: 0, y: 0 } });
    expect(createLayout('flat', { x: 3, y: 4 }, { x: 1, y: 2 })).toEqual({
      orientation: ORIENTATION_FLAT,
      size: { x: 3, y: 4 },
      origin: { x: 1, y: 2 },
    });
    expect(createLayout(ORIENTATION_FLAT, 1).orientation).toBe(ORIENTATION_FLAT);
  });

  it('createLayout rejects unusable sizes and orientations', () => {
    expectThrown(() => createLayout('pointy', 0), 'bad-layout');
    expectThrown(() => createLayout('pointy', -5), 'bad-layout');
    expectThrown(() => createLayout('flat', { x: 1, y: Number.NaN }), 'bad-layout');
    expectThrown(() => createLayout('hex' as 'flat', 1), 'bad-layout');
    expectThrown(() => createLayout('flat', 1, { x: Infinity, y: 0 }), 'bad-layout');
  });

  it('hexToPixel places centres', () => {
    const pointy = createLayout('pointy', 10, { x: 100, y: 50 });
    expect(hexToPixel(pointy, hex(0, 0))).toEqual({ x: 100, y: 50 });
    const p = hexToPixel(pointy, hex(1, 0));
    expect(p.x).toBeCloseTo(100 + 10 * s3);
    expect(p.y).toBeCloseTo(50);
    const p2 = hexToPixel(pointy, hex(0, 1));
    expect(p2.x).toBeCloseTo(100 + 5 * s3);
    expect(p2.y).toBeCloseTo(65);
    const flat = createLayout('flat', 10);
    const f = hexToPixel(flat, hex(1, 0));
    expect(f.x).toBeCloseTo(15);
    expect(f.y).toBeCloseTo(5 * s3);
  });

  it('pixelToHex inverts hexToPixel and picks the hex under a pixel', () => {
    const l = createLayout('flat', { x: 12, y: 9 }, { x: -3, y: 7 });
    const f = pixelToHex(l, hexToPixel(l, hex(4, -9)));
    expect(f.q).toBeCloseTo(4);
    expect(f.r).toBeCloseTo(-9);
    const pointy = createLayout('pointy', 10);
    expect(hexRound(pixelToHex(pointy, { x: 16, y: 1 }))).toEqual(hex(1, 0));
    expect(hexRound(pixelToHex(pointy, { x: 2, y: 1 }))).toEqual(hex(0, 0));
  });

  it('hexCornerOffset and polygonCorners follow the start angle', () => {
    const pointy = createLayout('pointy', 10);
    const c0 = hexCornerOffset(pointy, 0);
    expect(c0.x).toBeCloseTo(5 * s3);
    expect(c0.y).toBeCloseTo(5);
    const flat = createLayout('flat', 10);
    const f0 = hexCornerOffset(flat, 0);
    expect(f0.x).toBeCloseTo(10);
    expect(f0.y).toBeCloseTo(0);
    const f1 = hexCornerOffset(flat, 1);
    expect(f1.x).toBeCloseTo(5);
    expect(f1.y).toBeCloseTo(-5 * s3);
    const corners = polygonCorners(flat, hex(2, -1));
    expect(corners).toHaveLength(6);
    const center = hexToPixel(flat, hex(2, -1));
    for (const p of corners) expect(Math.hypot(p.x - center.x, p.y - center.y)).toBeCloseTo(10);
    expect(corners[0]?.x).toBeCloseTo(center.x + 10);
  });
});

describe('hexsides', () => {
  it('hexsideOf keeps directions 0..2 and moves 3..5 to the neighbour', () => {
    expect(hexsideOf(hex(3, -1), 0)).toEqual({ hex: hex(3, -1), side: 0 });
    expect(hexsideOf(hex(3, -1), 2)).toEqual({ hex: hex(3, -1), side: 2 });
    expect(hexsideOf(hex(0, 0), 3)).toEqual({ hex: hex(-1, 0), side: 0 });
    expect(hexsideOf(hex(0, 0), 4)).toEqual({ hex: hex(-1, 1), side: 1 });
    expect(hexsideOf(hex(0, 0), 5)).toEqual({ hex: hex(0, 1), side: 2 });
    expectThrown(() => hexsideOf(hex(0, 0), 7 as HexDirection), 'bad-direction');
  });

  it('hexsideBetween is the same from either side', () => {
    expect(hexsideBetween(hex(0, 0), hex(1, 0))).toEqual({ hex: hex(0, 0), side: 0 });
    expect(hexsideBetween(hex(1, 0), hex(0, 0))).toEqual({ hex: hex(0, 0), side: 0 });
    expect(hexsideBetween(hex(0, 1), hex(0, 0))).toEqual({ hex: hex(0, 1), side: 2 });
  });

  it('hexsideBetween names both hexes when they are not adjacent', () => {
    const e = expectThrown(() => hexsideBetween(hex(0, 0), hex(2, 0)), 'not-adjacent');
    expect(e.message).toContain('(0,0)');
    expect(e.message).toContain('(2,0)');
    expectThrown(() => hexsideBetween(hex(1, 1), hex(1, 1)), 'not-adjacent');
  });

  it('hexsideHexes gives the stored hex and its neighbour', () => {
    expect(hexsideHexes({ hex: hex(3, -1), side: 1 })).toEqual([hex(3, -1), hex(4, -2)]);
  });

  it('keys round trip and garbage is rejected', () => {
    expect(hexsideKey({ hex: hex(3, -1), side: 0 })).toBe('3,-1|0');
    expect(hexsideFromKey('3,-1|0')).toEqual({ hex: hex(3, -1), side: 0 });
    for (const bad of ['', '3,-1', '3,-1|3', '3,-1|', 'a,b|0', '3,-1|0 ', '3|0', '03,1|0']) {
      expectThrown(() => hexsideFromKey(bad), 'bad-hexside-key');
    }
  });
});

describe('column letters', () => {
  it.each([
    [1, 'A'],
    [2, 'B'],
    [13, 'M'],
    [26, 'Z'],
    [27, 'AA'],
    [28, 'AB'],
    [52, 'AZ'],
    [53, 'BA'],
    [702, 'ZZ'],
    [703, 'AAA'],
  ])('%i is %s', (n, letters) => {
    expect(columnLetters(n)).toBe(letters);
    expect(columnNumber(letters)).toBe(n);
  });

  it('rejects columns below 1 and bad letters', () => {
    expectThrown(() => columnLetters(0), 'bad-label');
    expectThrown(() => columnLetters(-3), 'bad-label');
    expectThrown(() => columnLetters(1.5), 'bad-label');
    expectThrown(() => columnNumber(''), 'bad-label');
    expectThrown(() => columnNumber('A1'), 'bad-label');
    expect(expectThrown(() => columnNumber('aa'), 'bad-label').message).toContain('uppercase');
    expectThrown(() => columnNumber('AAAAAAAAAAAAAAAAAAAA'), 'bad-label');
  });
});

describe('labels', () => {
  const ln: HexLabelFormat = { style: 'letter-number', offset: 'odd-q' };
  const cr: HexLabelFormat = { style: 'column-row', offset: 'even-q' };

  it('letter-number uses the printed numbers as offset coordinates', () => {
    // M7: column 13, row 7, odd-q: q = 13, r = 7 - (13 - 1) / 2 = 1.
    expect(labelToHex('M7', ln)).toEqual(hex(13, 1));
    expect(hexToLabel(hex(13, 1), ln)).toBe('M7');
    expect(labelToHex('AA1', ln)).toEqual(offsetToHex({ col: 27, row: 1 }, 'odd-q'));
    expect(hexToLabel(offsetToHex({ col: 28, row: 12 }, 'odd-q'), ln)).toBe('AB12');
  });

  it('column-row uses the printed numbers as offset coordinates', () => {
    // 2915: column 29, row 15, even-q: q = 29, r = 15 - (29 + 1) / 2 = 0.
    expect(labelToHex('2915', cr)).toEqual(hex(29, 0));
    expect(hexToLabel(hex(29, 0), cr)).toBe('2915');
    expect(labelToHex('0507', cr)).toEqual(offsetToHex({ col: 5, row: 7 }, 'even-q'));
    expect(hexToLabel(offsetToHex({ col: 5, row: 7 }, 'even-q'), cr)).toBe('0507');
  });

  it('odd-q shoves the printed odd columns (A, C, …) down', () => {
    const flat = createLayout('flat', 1);
    const a1 = labelToHex('A1', ln);
    const b1 = labelToHex('B1', ln);
    expect(hexToPixel(flat, a1).y).toBeGreaterThan(hexToPixel(flat, b1).y);
    expect(directionBetween(a1, b1)).toBeDefined();
    expect(directionBetween(a1, labelToHex('B2', ln))).toBeDefined();
    expect(directionBetween(a1, labelToHex('B3', ln))).toBeUndefined();
    // even-q: B (even) is shoved down, so A1 touches B1 but not B2.
    const evenFormat: HexLabelFormat = { style: 'letter-number', offset: 'even-q' };
    const ea1 = labelToHex('A1', evenFormat);
    expect(directionBetween(ea1, labelToHex('B1', evenFormat))).toBeDefined();
    expect(directionBetween(ea1, labelToHex('B2', evenFormat))).toBeUndefined();
  });

  it('odd-r shoves the printed odd rows right', () => {
    const fmt: HexLabelFormat = { style: 'column-row', offset: 'odd-r' };
    const pointy = createLayout('pointy', 1);
    expect(hexToPixel(pointy, labelToHex('0101', fmt)).x).toBeGreaterThan(hexToPixel(pointy, labelToHex('0102', fmt)).x);
  });

  it('pads to digits', () => {
    const cr3: HexLabelFormat = { style: 'column-row', offset: 'odd-r', digits: 3 };
    const h = offsetToHex({ col: 5, row: 7 }, 'odd-r');
    expect(hexToLabel(h, cr3)).toBe('005007');
    expect(labelToHex('005007', cr3)).toEqual(h);
    const ln2: HexLabelFormat = { style: 'letter-number', offset: 'odd-q', digits: 2 };
    expect(hexToLabel(hex(13, 1), ln2)).toBe('M07');
    expect(labelToHex('M07', ln)).toEqual(hex(13, 1));
  });

  it('column-row takes the last digits as the row, so wide columns still parse', () => {
    expect(labelToHex('10005', cr)).toEqual(offsetToHex({ col: 100, row: 5 }, 'even-q'));
    expect(hexToLabel(offsetToHex({ col: 100, row: 5 }, 'even-q'), cr)).toBe('10005');
    expect(labelToHex('507', cr)).toEqual(offsetToHex({ col: 5, row: 7 }, 'even-q'));
  });

  it('hexToLabel refuses hexes that have no printed label', () => {
    expectThrown(() => hexToLabel(offsetToHex({ col: 0, row: 3 }, 'odd-q'), ln), 'bad-label');
    expectThrown(() => hexToLabel(offsetToHex({ col: 3, row: 0 }, 'even-q'), cr), 'bad-label');
    expectThrown(() => hexToLabel(offsetToHex({ col: -2, row: -2 }, 'even-q'), cr), 'bad-label');
    const e = expectThrown(() => hexToLabel(offsetToHex({ col: 3, row: 100 }, 'even-q'), cr), 'bad-label');
    expect(e.message).toContain('digits');
  });

  it('the letter-number error message says what a label looks like', () => {
    const e = expectThrown(() => labelToHex('Z9Q', ln), 'bad-label');
    expect(e.message).toBe('"Z9Q" is not a hex label of the form letter(s)+number like "M7"');
  });

  it('lowercase letters are rejected and the message says uppercase', () => {
    expect(expectThrown(() => labelToHex('m7', ln), 'bad-label').message).toContain('uppercase');
    expect(expectThrown(() => labelToHex('Mm7', ln), 'bad-label').message).toContain('uppercase');
    expect(expectThrown(() => labelToHex('m7x', ln), 'bad-label').message).toContain('uppercase');
  });

  it.each(['', 'M', '7', '7M', 'M0', 'M00', 'M-1', ' M7', 'M7 ', 'M 7', 'M7.5', 'M+7', 'É7', 'M٣', 'M99999999999999999999'])(
    'letter-number rejects %j',
    (label) => {
      const e = expectThrown(() => labelToHex(label, ln), 'bad-label');
      expect(e.message).toContain(JSON.stringify(label));
    },
  );

  it.each(['', '05', '5', '29x5', '0007', '0500', '0000', '-0507', '05 07', ' 0507', '05.7', 'AB12', '９９０１'])(
    'column-row rejects %j',
    (label) => {
      const e = expectThrown(() => labelToHex(label, cr), 'bad-label');
      expect(e.message).toContain('column+row');
    },
  );

  it('rejects bad formats', () => {
    expectThrown(() => labelToHex('M7', { style: 'grid' as 'column-row', offset: 'odd-q' }), 'bad-label-format');
    expectThrown(() => labelToHex('M7', { style: 'letter-number', offset: 'odd' as OffsetConvention }), 'bad-label-format');
    expectThrown(() => hexToLabel(hex(1, 1), { style: 'column-row', offset: 'odd-q', digits: 0 }), 'bad-label-format');
    expectThrown(() => hexToLabel(hex(1, 1), { style: 'column-row', offset: 'odd-q', digits: 1.5 }), 'bad-label-format');
  });

  it('tryLabelToHex returns the hex or the violation', () => {
    expect(tryLabelToHex('M7', ln)).toEqual({ ok: true, hex: hex(13, 1) });
    const r = tryLabelToHex('Z9Q', ln);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('bad-label');
      expect(r.error.message).toContain('"Z9Q"');
      expect(r.error).not.toBeInstanceOf(Error);
    }
    expect(tryLabelToHex('M7', { style: 'x' as 'column-row', offset: 'odd-q' })).toMatchObject({
      ok: false,
      error: { code: 'bad-label-format' },
    });
  });
});
