import { describe, expect, it } from 'vitest';
import { createMatch, mapLegend, renderSvg, view } from '../../src';
import { myitkyina } from '../../games/myitkyina';
import { start } from '../games/myitkyina/helpers';

/** Every element of one tag with its attributes, in order. */
const tags = (svg: string, tag: string) => [...svg.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => m[1]!);
const attr = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];

describe('renderSvg on a hex map', () => {
  const s = start();

  it('draws every hex once, marked with its label for clicks', () => {
    const svg = renderSvg(myitkyina, s);
    const hexes = tags(svg, 'polygon').map((a) => attr(a, 'data-hex')).filter((h) => h !== undefined);
    expect(hexes.length).toBe(myitkyina.map!.size);
    expect(new Set(hexes).size).toBe(hexes.length);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it('is deterministic: the same position gives the same bytes', () => {
    expect(renderSvg(myitkyina, s, { scale: 30 })).toBe(renderSvg(myitkyina, s, { scale: 30 }));
  });

  it('draws each unit on the map as a counter marked with its id, hex and side', () => {
    const svg = renderSvg(myitkyina, s);
    const counters = tags(svg, 'g').filter((a) => attr(a, 'data-unit'));
    const onMap = s.units.filter((u) => typeof u.at === 'string' && u.steps > 0);
    expect(counters.map((a) => attr(a, 'data-unit')).sort()).toEqual(onMap.map((u) => u.id).sort());
    for (const u of onMap) expect(counters).toContainEqual(expect.stringContaining(`data-unit="${u.id}" data-hex="${u.at}" data-side="${u.side}"`));
  });

  it('a side sees hidden enemy units as their markers, never their ids or factors', () => {
    const allied = view(myitkyina, s, 'allied');
    const svg = renderSvg(myitkyina, allied);
    for (const u of allied.units.filter((x) => x.hidden && typeof x.at === 'string')) {
      expect(svg).toContain(`data-unit="${u.marker ?? u.id}"`);
    }
    for (const id of ['1/114', '2/114', '3/114', 'decoy-a', 'decoy-b']) expect(svg).not.toContain(id);
    // The Japanese see their own units by name.
    expect(renderSvg(myitkyina, view(myitkyina, s, 'japanese'))).toContain('1/114');
  });

  it("a side's own hidden units are face up in its own view (name and factors, marked hidden from the enemy), face down in the whole state's picture", () => {
    const texts = (svg: string, id: string) => [...(new RegExp(`<g data-unit="${id.replace('/', '\\/')}"[^>]*>([\\s\\S]*?)</g>`).exec(svg)?.[1] ?? '').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    const own = renderSvg(myitkyina, view(myitkyina, s, 'japanese'));
    const hidden = s.units.find((u) => u.id === '1/114')!;
    expect(hidden.hidden, 'the Japanese set up hidden').toBe(true);
    expect(texts(own, '1/114')[0]).toBe('1/114');
    expect(texts(own, '1/114')[1]).toMatch(/^\d+-\d+-\d+/);
    expect(own).toMatch(/<g data-unit="1\/114"[^>]*data-hidden-from-enemy="true"/);
    // A picture of the state is no side's: every hidden unit face down there.
    const whole = renderSvg(myitkyina, s);
    expect(texts(whole, '1/114')).toEqual([`? ${hidden.marker}`]);
  });

  it('outlines the highlighted hexes, and neither outlines, features nor labels take a click from a hex', () => {
    const svg = renderSvg(myitkyina, s, { highlight: ['B5', 'C5', 'nowhere'] });
    const marked = tags(svg, 'polygon').map((a) => attr(a, 'data-highlight')).filter((h) => h !== undefined);
    expect(marked).toEqual(['B5', 'C5']);
    // Every group other than the hexes and the counters lets clicks through.
    const groups = tags(svg, 'g').filter((a) => !attr(a, 'data-unit'));
    const clickable = groups.filter((a) => attr(a, 'pointer-events') !== 'none');
    expect(clickable.length).toBe(2); // the hexes and the counters
  });

  it('draws only the layers asked for, in the same frame: the map once, then highlights and counters alone', () => {
    const whole = renderSvg(myitkyina, s, { highlight: ['B5'] });
    const map = renderSvg(myitkyina, s, { highlight: ['B5'], layers: ['map'] });
    const moving = renderSvg(myitkyina, s, { highlight: ['B5'], layers: ['highlight', 'counters'] });
    const head = (svg: string) => svg.slice(0, svg.indexOf('>') + 1);
    expect(head(map)).toBe(head(whole));
    expect(head(moving)).toBe(head(whole));
    expect(tags(map, 'polygon').filter((a) => attr(a, 'data-hex'))).toHaveLength(myitkyina.map.size);
    expect(tags(map, 'g').filter((a) => attr(a, 'data-unit') || attr(a, 'data-layer') !== 'map')).toEqual([]);
    expect(tags(moving, 'polygon').filter((a) => attr(a, 'data-hex'))).toEqual([]);
    expect(tags(moving, 'g').filter((a) => attr(a, 'data-unit'))).toEqual(tags(whole, 'g').filter((a) => attr(a, 'data-unit')));
    expect(tags(moving, 'polygon').map((a) => attr(a, 'data-highlight'))).toEqual(['B5']);
    // The parts together are the whole picture.
    const body = (svg: string) => svg.split('\n').slice(1, -1);
    expect([...body(map), ...body(moving)]).toEqual(body(whole));
  });

  it("places sharing a hex each on a line of their own: Meiktila's Seywa town and Seywa airfield (M7) never written over each other", async () => {
    const { meiktila } = await import('../../games/meiktila');
    const svg = renderSvg(meiktila, createMatch(meiktila, { seed: 1 }), { scale: 48 });
    const texts = [...svg.matchAll(/<text x="([^"]*)" y="([^"]*)">([^<]*)<\/text>/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]), name: m[3]! }));
    const town = texts.find((t) => t.name === 'Seywa')!;
    const field = texts.find((t) => t.name === 'Seywa airfield')!;
    expect(town.x).toBe(field.x);
    // A line apart at least: the place names' font size is 0.32 of the scale.
    expect(Math.abs(town.y - field.y)).toBeGreaterThanOrEqual(48 * 0.32);
    // And no two place names of the map at one spot.
    const places = texts.filter((t) => meiktila.definition.map!.places!.some((p) => p.name === t.name));
    expect(new Set(places.map((t) => `${t.x},${t.y}`)).size).toBe(places.length);
  });

  it("draws the map's off-map boxes beside their edges (north above the map, south below), with the counters standing in them inside", async () => {
    const { meiktila } = await import('../../games/meiktila');
    const s0 = createMatch(meiktila, { seed: 1 });
    const [a, b, c] = s0.units;
    const units = s0.units.map((u) => (u === a || u === b ? { ...u, at: 'interdiction-north' } : u === c ? { ...u, at: 'interdiction-south' } : u));
    const svg = renderSvg(meiktila, { ...s0, units }, { scale: 20 });
    const box = (id: string) => {
      const m = new RegExp(`<g data-box="${id}">.*?<rect x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"`, 's').exec(svg);
      expect(m, id).not.toBeNull();
      const [x, y, w, h] = m!.slice(1).map(Number) as [number, number, number, number];
      return { x, y, w, h };
    };
    const north = box('interdiction-north');
    const south = box('interdiction-south');
    expect(svg).toContain('North Interdiction');
    // Above and below every hex of the map.
    const ys = [...svg.matchAll(/<polygon data-hex="[^"]*" points="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ').map((p) => Number(p.split(',')[1])));
    expect(north.y + north.h).toBeLessThan(Math.min(...ys));
    expect(south.y).toBeGreaterThan(Math.max(...ys));
    // Each counter in its box, drawn inside it.
    const counter = (id: string) => {
      const m = new RegExp(`<g data-unit="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>.*?<rect x="([^"]*)" y="([^"]*)" width="([^"]*)"`, 's').exec(svg);
      expect(m, id).not.toBeNull();
      const [x, y, w] = m!.slice(1).map(Number) as [number, number, number];
      return { x, y, w };
    };
    for (const [u, inside] of [[a!, north], [b!, north], [c!, south]] as const) {
      const k = counter(u.id);
      expect(k.x).toBeGreaterThanOrEqual(inside.x);
      expect(k.x + k.w).toBeLessThanOrEqual(inside.x + inside.w);
      expect(k.y).toBeGreaterThanOrEqual(inside.y);
      expect(k.y + k.w).toBeLessThanOrEqual(inside.y + inside.h);
    }
    // Two counters in one box side by side, not on top of each other.
    expect(counter(a!.id).x).not.toBe(counter(b!.id).x);
    expect(renderSvg(meiktila, s0, { boxes: false })).not.toContain('data-box');
    expect(renderSvg(myitkyina, s)).not.toContain('data-box');
  });

  it('a long title widens the picture of a small map rather than being cut off', () => {
    const title = 'Myitkyina: the Allied player turn, after the Japanese set-up';
    const width = (svg: string) => Number(/<svg [^>]*width="([^"]*)"/.exec(svg)![1]);
    const plain = width(renderSvg(myitkyina, s, { scale: 12 }));
    const titled = width(renderSvg(myitkyina, s, { scale: 12, title }));
    // At least the title's width at its font size (0.6 of the scale), about 0.6 of a font size a letter.
    expect(titled).toBeGreaterThanOrEqual(title.length * 12 * 0.6 * 0.5);
    expect(titled).toBeGreaterThan(plain);
  });

  it('a title and no labels when asked', () => {
    const svg = renderSvg(myitkyina, s, { title: 'Turn 1 & all', labels: false });
    expect(svg).toContain('Turn 1 &amp; all');
    expect(svg).not.toMatch(/>A1</);
    expect(renderSvg(myitkyina, s)).toMatch(/>A1</);
  });
});

describe('renderSvg on a table', async () => {
  const { pacificSkirmish } = await import('../../games/pacific-skirmish');
  const { start: skirmishStart } = await import('../games/pacific-skirmish/helpers');
  const s = skirmishStart();

  it('marks each figure with its id and side, as a counter on a hex map is', () => {
    const svg = renderSvg(pacificSkirmish, s);
    for (const u of s.units.filter((x) => x.at !== null && x.steps > 0)) expect(svg).toContain(`data-unit="${u.id}" data-side="${u.side}"`);
  });

  it('rings the highlighted figures, and neither rings, facings, labels nor arcs take a click', () => {
    const ids = s.units.filter((u) => u.side === 'japan' && u.at !== null).map((u) => u.id).slice(0, 2);
    const svg = renderSvg(pacificSkirmish, s, { highlight: [...ids, 'nobody'], table: { arcs: [{ figure: ids[0]!, arc: { width: 45, range: 36 } }] } });
    expect(tags(svg, 'circle').map((a) => attr(a, 'data-highlight')).filter((h) => h !== undefined)).toEqual(ids);
    for (const t of ['line', 'text']) for (const a of tags(svg, t)) expect(attr(a, 'pointer-events')).toBe('none');
    const overlays = [...tags(svg, 'circle'), ...tags(svg, 'path')].filter((x) => /class="(arc|highlight)"/.test(x));
    expect(overlays.length).toBe(3);
    for (const a of overlays) expect(attr(a, 'pointer-events')).toBe('none');
  });
});

describe('mapLegend', () => {
  it('names each terrain on the map with the fill renderSvg gives it, then the hexside features and the roads; a table has none', async () => {
    const { pacificSkirmish } = await import('../../games/pacific-skirmish');
    const legend = mapLegend(myitkyina);
    const svg = renderSvg(myitkyina, start());
    const terrain = legend.filter((e) => e.kind === 'terrain');
    expect(terrain.map((e) => e.name).sort()).toEqual([...new Set(Array.from(myitkyina.map.terrain, (t) => myitkyina.map.terrainTypes[t]!))].sort());
    for (const e of terrain) expect(svg).toMatch(new RegExp(`fill="${e.colour}"><title>[A-Z]\\d+ ${e.name}</title>`));
    expect(legend.filter((e) => e.kind === 'hexside').map((e) => e.name)).toEqual([...myitkyina.map.hexsideTypes]);
    for (const e of legend.filter((x) => x.kind !== 'terrain')) expect(svg).toContain(`stroke="${e.colour}"`);
    expect(mapLegend(pacificSkirmish)).toEqual([]);
  });
});
