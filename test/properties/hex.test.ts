import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnLetters,
  columnNumber,
  createLayout,
  directionBetween,
  doubledFromHex,
  doubledToHex,
  hex,
  hexAdd,
  hexDistance,
  hexEquals,
  hexFromKey,
  hexKey,
  hexLength,
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
  tryLabelToHex,
} from '../../src/hex';
import type { Hex, HexDirection, HexLabelFormat, OffsetConvention } from '../../src/hex';

const coord = fc.integer({ min: -1000, max: 1000 });
const anyHex = fc.tuple(coord, coord).map(([q, r]) => hex(q, r));
// Coordinates far from the origin, where float precision could bite.
const farHex = fc.tuple(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: -1e6, max: 1e6 })).map(([q, r]) => hex(q, r));
const direction = fc.constantFrom<HexDirection>(0, 1, 2, 3, 4, 5);
const convention = fc.constantFrom<OffsetConvention>('odd-q', 'even-q', 'odd-r', 'even-r');
const CONVENTIONS: readonly OffsetConvention[] = ['odd-q', 'even-q', 'odd-r', 'even-r'];

describe('distance is a metric', () => {
  it('identity: d(a, b) = 0 exactly when a = b', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => (hexDistance(a, b) === 0) === hexEquals(a, b)));
  });

  it('symmetry', () => {
    fc.assert(fc.property(anyHex, anyHex, (a, b) => hexDistance(a, b) === hexDistance(b, a)));
  });

  it('triangle inequality', () => {
    fc.assert(fc.property(anyHex, anyHex, anyHex, (a, b, c) => hexDistance(a, c) <= hexDistance(a, b) + hexDistance(b, c)));
  });

  it('is a whole number equal to the length of the difference and the cube max-norm', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const d = hexDistance(a, b);
        const c = hexToCube(hexSubtract(a, b));
        return Number.isInteger(d) && d === hexLength(hexSubtract(a, b)) && d === Math.max(Math.abs(c.q), Math.abs(c.r), Math.abs(c.s));
      }),
    );
  });
});

describe('neighbours', () => {
  it('each neighbour is at distance 1 in its own direction, and back the opposite way', () => {
    fc.assert(
      fc.property(anyHex, direction, (h, d) => {
        const n = hexNeighbor(h, d);
        return hexDistance(h, n) === 1 && directionBetween(h, n) === d && directionBetween(n, h) === oppositeDirection(d);
      }),
    );
  });

  it('the six neighbours are all the hexes at distance 1', () => {
    fc.assert(
      fc.property(anyHex, (h) => {
        expect(hexNeighbors(h).map(hexKey).sort()).toEqual(hexRing(h, 1).map(hexKey).sort());
      }),
    );
  });

  it('directionBetween is undefined exactly for non-adjacent hexes', () => {
    const near = fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 }));
    fc.assert(
      fc.property(anyHex, near, (a, [dq, dr]) => {
        const b = hexAdd(a, hex(dq, dr));
        return (directionBetween(a, b) !== undefined) === (hexDistance(a, b) === 1);
      }),
    );
  });
});

describe('hexKey', () => {
  it('round trips', () => {
    fc.assert(fc.property(farHex, (h) => hexEquals(hexFromKey(hexKey(h)), h)));
  });
});

describe('lines', () => {
  it('hexLinedraw has distance + 1 hexes from a to b, each adjacent to the next', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        const line = hexLinedraw(a, b);
        expect(line).toHaveLength(hexDistance(a, b) + 1);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) {
          expect(hexDistance(line[i - 1] as Hex, line[i] as Hex)).toBe(1);
        }
      }),
    );
  });

  it('hexLinedraw stays connected far from the origin', () => {
    const offset = fc.tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }));
    fc.assert(
      fc.property(farHex, offset, (a, [dq, dr]) => {
        const b = hexAdd(a, hex(dq, dr));
        const line = hexLinedraw(a, b);
        expect(line[0]).toEqual(a);
        expect(line[line.length - 1]).toEqual(b);
        for (let i = 1; i < line.length; i++) expect(hexDistance(line[i - 1] as Hex, line[i] as Hex)).toBe(1);
      }),
    );
  });

  it('lines along a hexside spine pick the same hexes from either end', () => {
    // Not along (+1, +1): the guide's nudge is parallel to that diagonal (see hexLinedraw).
    const spine = fc.constantFrom(hex(2, -1), hex(1, -2), hex(-2, 1), hex(-1, 2));
    fc.assert(
      fc.property(anyHex, spine, fc.integer({ min: 1, max: 40 }), (a, dir, k) => {
        const b = hexAdd(a, hex(dir.q * k, dir.r * k));
        expect(hexLinedraw(b, a).reverse()).toEqual(hexLinedraw(a, b));
      }),
    );
  });

  it('every hex of a line is on a shortest path from a to b', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) =>
        hexLinedraw(a, b).every((h) => hexDistance(a, h) + hexDistance(h, b) === hexDistance(a, b)),
      ),
    );
  });
});

describe('rounding', () => {
  it('hexRound leaves integer hexes alone', () => {
    fc.assert(fc.property(farHex, (h) => hexEquals(hexRound(h), h)));
  });

  it('hexRound picks the nearest hex centre for points inside a hex', () => {
    const layout = createLayout('pointy', 1);
    // Any point within 0.85 of the inradius (√3/2) of a centre lies inside that hex.
    const nudge = fc.tuple(fc.double({ min: 0, max: 0.85 * (Math.sqrt(3) / 2), noNaN: true }), fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }));
    fc.assert(
      fc.property(anyHex, nudge, (h, [radius, angle]) => {
        const c = hexToPixel(layout, h);
        const p = { x: c.x + radius * Math.cos(angle), y: c.y + radius * Math.sin(angle) };
        return hexEquals(hexRound(pixelToHex(layout, p)), h);
      }),
    );
  });
});

describe('pixel layout', () => {
  const size = fc.oneof(
    fc.double({ min: 0.5, max: 200, noNaN: true }),
    fc.record({ x: fc.double({ min: 0.5, max: 200, noNaN: true }), y: fc.double({ min: 0.5, max: 200, noNaN: true }) }),
  );
  const origin = fc.record({ x: fc.double({ min: -1e4, max: 1e4, noNaN: true }), y: fc.double({ min: -1e4, max: 1e4, noNaN: true }) });

  for (const orientation of ['pointy', 'flat'] as const) {
    it(`pixelToHex(hexToPixel(h)) rounds back to h (${orientation})`, () => {
      fc.assert(
        fc.property(anyHex, size, origin, (h, s, o) => {
          const layout = createLayout(orientation, s, o);
          return hexEquals(hexRound(pixelToHex(layout, hexToPixel(layout, h))), h);
        }),
      );
    });
  }
});

describe('rotation and reflection', () => {
  it('six left rotations are the identity', () => {
    fc.assert(
      fc.property(anyHex, fc.option(anyHex, { nil: undefined }), (h, c) => {
        let x = h;
        for (let i = 0; i < 6; i++) {
          x = hexRotateLeft(x, c);
          if (i < 5 && hexEquals(x, h)) expect(c === undefined ? hexEquals(h, hex(0, 0)) : hexEquals(h, c)).toBe(true);
        }
        return hexEquals(x, h);
      }),
    );
  });

  it('left then right (and right then left) is the identity', () => {
    fc.assert(
      fc.property(anyHex, fc.option(anyHex, { nil: undefined }), (h, c) =>
        hexEquals(hexRotateRight(hexRotateLeft(h, c), c), h) && hexEquals(hexRotateLeft(hexRotateRight(h, c), c), h),
      ),
    );
  });

  it('rotations and reflections keep the distance to the centre', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (h, c) =>
        [hexRotateLeft, hexRotateRight, hexReflectQ, hexReflectR, hexReflectS].every(
          (f) => hexDistance(f(h, c), c) === hexDistance(h, c),
        ),
      ),
    );
  });

  it('rotating a neighbour left turns its direction by one', () => {
    fc.assert(
      fc.property(anyHex, direction, (c, d) => {
        const rotated = hexRotateLeft(hexNeighbor(c, d), c);
        return directionBetween(c, rotated) === (d + 1) % 6;
      }),
    );
  });

  it('each reflection is its own inverse', () => {
    fc.assert(
      fc.property(anyHex, fc.option(anyHex, { nil: undefined }), (h, c) =>
        [hexReflectQ, hexReflectR, hexReflectS].every((f) => hexEquals(f(f(h, c), c), h)),
      ),
    );
  });
});

describe('rings, spirals and ranges', () => {
  const radius = fc.integer({ min: 0, max: 12 });

  it('hexRing(c, n) has 6n hexes (1 for n = 0), all distinct, at distance n, each next to the next', () => {
    fc.assert(
      fc.property(anyHex, radius, (c, n) => {
        const ring = hexRing(c, n);
        expect(ring).toHaveLength(n === 0 ? 1 : 6 * n);
        expect(new Set(ring.map(hexKey)).size).toBe(ring.length);
        for (const h of ring) expect(hexDistance(h, c)).toBe(n);
        if (n > 0) {
          for (let i = 0; i < ring.length; i++) {
            expect(hexDistance(ring[i] as Hex, ring[(i + 1) % ring.length] as Hex)).toBe(1);
          }
        }
      }),
    );
  });

  it('hexSpiral has 1 + 3n(n + 1) distinct hexes, by increasing distance, same set as hexRange', () => {
    fc.assert(
      fc.property(anyHex, radius, (c, n) => {
        const spiral = hexSpiral(c, n);
        expect(spiral).toHaveLength(1 + 3 * n * (n + 1));
        const keys = spiral.map(hexKey);
        expect(new Set(keys).size).toBe(spiral.length);
        for (let i = 1; i < spiral.length; i++) {
          expect(hexDistance(spiral[i] as Hex, c)).toBeGreaterThanOrEqual(hexDistance(spiral[i - 1] as Hex, c));
        }
        const range = hexRange(c, n);
        expect(range.map(hexKey).sort()).toEqual(keys.slice().sort());
        expect(range.every((h) => hexDistance(h, c) <= n)).toBe(true);
      }),
    );
  });
});

describe('offset and doubled coordinates', () => {
  it('offset conversion round trips both ways for every convention, negatives included', () => {
    fc.assert(
      fc.property(farHex, convention, (h, conv) => {
        expect(offsetToHex(offsetFromHex(h, conv), conv)).toEqual(h);
        const o = { col: h.q, row: h.r };
        expect(offsetFromHex(offsetToHex(o, conv), conv)).toEqual(o);
      }),
    );
  });

  it('the shoved columns / rows are the odd or even ones, negatives included', () => {
    const half = Math.sqrt(3) / 2;
    const flat = createLayout('flat', 1);
    const pointy = createLayout('pointy', 1);
    fc.assert(
      fc.property(coord, coord, convention, (a, b, conv) => {
        const odd = (a & 1) === 1;
        const shoved = conv.startsWith('odd') ? odd : !odd;
        if (conv.endsWith('q')) {
          // Column a against column a - 1 in the same row: shoved columns sit half a hex lower.
          const dy = hexToPixel(flat, offsetToHex({ col: a, row: b }, conv)).y - hexToPixel(flat, offsetToHex({ col: a - 1, row: b }, conv)).y;
          expect(dy).toBeCloseTo(shoved ? half : -half, 6);
        } else {
          // Row a against row a - 1 in the same column: shoved rows sit half a hex to the right.
          const dx = hexToPixel(pointy, offsetToHex({ col: b, row: a }, conv)).x - hexToPixel(pointy, offsetToHex({ col: b, row: a - 1 }, conv)).x;
          expect(dx).toBeCloseTo(shoved ? half : -half, 6);
        }
      }),
    );
  });

  it('doubled conversion round trips for both kinds', () => {
    fc.assert(
      fc.property(farHex, fc.constantFrom<'q' | 'r'>('q', 'r'), (h, kind) => {
        const d = doubledFromHex(h, kind);
        expect((d.col + d.row) & 1).toBe(0);
        expect(doubledToHex(d, kind)).toEqual(h);
      }),
    );
  });
});

describe('labels', () => {
  const printed = fc.integer({ min: 1, max: 5000 });

  it('columnLetters and columnNumber are inverse', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e9 }), (n) => columnNumber(columnLetters(n)) === n));
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{1,6}$/), (letters) => columnLetters(columnNumber(letters)) === letters),
    );
  });

  for (const conv of CONVENTIONS) {
    it(`letter-number labels print the offset numbers and round trip (${conv})`, () => {
      fc.assert(
        fc.property(printed, printed, fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }), (col, row, digits) => {
          const format: HexLabelFormat = digits === undefined ? { style: 'letter-number', offset: conv } : { style: 'letter-number', offset: conv, digits };
          const h = offsetToHex({ col, row }, conv);
          const label = hexToLabel(h, format);
          expect(label).toBe(columnLetters(col) + String(row).padStart(digits ?? 0, '0'));
          expect(labelToHex(label, format)).toEqual(h);
          expect(tryLabelToHex(label, format)).toEqual({ ok: true, hex: h });
        }),
      );
    });

    it(`column-row labels print the offset numbers and round trip (${conv})`, () => {
      fc.assert(
        fc.property(printed, fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }), fc.integer({ min: 1, max: 999_999 }), (col, digits, rawRow) => {
          const w = digits ?? 2;
          const row = ((rawRow - 1) % (10 ** w - 1)) + 1; // fits in w digits
          const format: HexLabelFormat = digits === undefined ? { style: 'column-row', offset: conv } : { style: 'column-row', offset: conv, digits };
          const h = offsetToHex({ col, row }, conv);
          const label = hexToLabel(h, format);
          expect(label).toBe(String(col).padStart(w, '0') + String(row).padStart(w, '0'));
          expect(labelToHex(label, format)).toEqual(h);
        }),
      );
    });
  }

  it('labelToHex never throws anything but a bad-label HexwarError, and tryLabelToHex agrees', () => {
    const formats: HexLabelFormat[] = [
      { style: 'letter-number', offset: 'odd-q' },
      { style: 'column-row', offset: 'even-r' },
      { style: 'column-row', offset: 'odd-r', digits: 3 },
    ];
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9 -]{0,8}$/)), fc.constantFrom(...formats), (label, format) => {
        const result = tryLabelToHex(label, format);
        if (result.ok) {
          expect(labelToHex(label, format)).toEqual(result.hex);
          expect(Number.isInteger(result.hex.q) && Number.isInteger(result.hex.r)).toBe(true);
        } else {
          expect(result.error.code).toBe('bad-label');
          expect(() => labelToHex(label, format)).toThrow(result.error.message);
        }
      }),
    );
  });
});

describe('hexsides', () => {
  const adjacentPair = fc.tuple(anyHex, direction).map(([a, d]) => [a, hexNeighbor(a, d)] as const);

  it('hexsideBetween(a, b) equals hexsideBetween(b, a) and hexsideHexes gives back {a, b}', () => {
    fc.assert(
      fc.property(adjacentPair, ([a, b]) => {
        const s = hexsideBetween(a, b);
        expect(hexsideBetween(b, a)).toEqual(s);
        expect([0, 1, 2]).toContain(s.side);
        const [x, y] = hexsideHexes(s);
        expect([hexKey(x), hexKey(y)].sort()).toEqual([hexKey(a), hexKey(b)].sort());
      }),
    );
  });

  it('hexsideOf from either side is the same hexside', () => {
    fc.assert(
      fc.property(anyHex, direction, (h, d) => {
        expect(hexsideOf(h, d)).toEqual(hexsideOf(hexNeighbor(h, d), oppositeDirection(d)));
        expect(hexsideOf(h, d)).toEqual(hexsideBetween(h, hexNeighbor(h, d)));
      }),
    );
  });

  it('hexsideBetween throws not-adjacent for hexes that are not neighbours', () => {
    fc.assert(
      fc.property(anyHex, anyHex, (a, b) => {
        fc.pre(hexDistance(a, b) !== 1);
        expect(() => hexsideBetween(a, b)).toThrow(/not adjacent/);
      }),
    );
  });

  it('hexsideKey round trips', () => {
    fc.assert(
      fc.property(farHex, direction, (h, d) => {
        const s = hexsideOf(h, d);
        expect(hexsideFromKey(hexsideKey(s))).toEqual(s);
      }),
    );
  });

  it('distinct hexsides have distinct keys', () => {
    fc.assert(
      fc.property(anyHex, direction, anyHex, direction, (h1, d1, h2, d2) => {
        const k1 = hexsideKey(hexsideOf(h1, d1));
        const k2 = hexsideKey(hexsideOf(h2, d2));
        const same =
          (hexEquals(h1, h2) && d1 === d2) || (hexEquals(hexNeighbor(h1, d1), h2) && d2 === oppositeDirection(d1));
        return (k1 === k2) === same;
      }),
    );
  });
});
