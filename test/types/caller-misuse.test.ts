/**
 * A front end's misuses of the engine, each held to a compile error (issue 39):
 * `tsc --noEmit` (the first step of `npm test`) fails if any line marked
 * `@ts-expect-error` compiles, so a type loosened by mistake shows here. The
 * test itself checks that the same misuses are refused at run time too, for a
 * caller without types (plain JavaScript, a wire).
 */
import { describe, expect, it } from 'vitest';
import { actionWords, createMatch, describeAction, forecast, forecastSeen, view, type Action, type ActionInput, type GameEvent } from 'hexwar';
import { meiktila } from 'hexwar/games/meiktila';
import { myitkyina } from 'hexwar/games/myitkyina';
import { beachAssault } from 'hexwar/games/beach-assault';
import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
import { greaterEastAsia } from 'hexwar/games/greater-east-asia';
import { connectSeat, type GameSpec, type WebSocketLike } from 'hexwar/client';

/** Runs a misuse, returning what was thrown or refused (never letting it pass silently). */
function outcome(run: () => unknown): string {
  try {
    const r = run() as { ok?: boolean; error?: { code: string } } | undefined;
    return r && r.ok === false ? `refused: ${r.error!.code}` : 'accepted';
  } catch (e) {
    return `threw: ${(e as { code?: string }).code ?? String(e)}`;
  }
}

describe('caller types: misuses that do not compile (issue 39)', () => {
  const s = createMatch(meiktila, { seed: 1 });
  const m = createMatch(myitkyina, { seed: 1 });
  const b = createMatch(beachAssault, { seed: 1 });

  it('a side the game does not have: views, legal actions, seats and log readers', () => {
    // @ts-expect-error: "alied" is not a side of Meiktila
    expect(outcome(() => view(meiktila, s, 'alied'))).toBe('threw: unknown-side');
    // @ts-expect-error: "brits" is not a side of Meiktila
    expect(outcome(() => meiktila.legal(s, 'brits'))).toBe('threw: unknown-side');
    // @ts-expect-error: "japan" is Pacific skirmish's side, not Meiktila's
    expect(outcome(() => meiktila.legalActions(s, 'japan'))).toBe('threw: unknown-side');
    // @ts-expect-error: a seat is one of the game's sides
    expect(outcome(() => meiktila.applyAs(s, 'alied', { type: 'endPhase' }))).toBe('refused: unknown-side');
    // @ts-expect-error: the log's reader is one of the game's sides (or null for the referee)
    expect(describeAction(myitkyina, m, { type: 'endPhase', side: 'allied' }, { viewer: 'alies' })).toContain('Allied');
    // @ts-expect-error: the side that acts is one of the game's sides
    expect(meiktila.actingSides(s).includes('brits')).toBe(false);
  });

  it('an action that is no action object', () => {
    // @ts-expect-error: an action is an object with its verb's type
    expect(outcome(() => meiktila.apply(s, 42))).toBe('refused: malformed-action');
    // @ts-expect-error: an action is an object with its verb's type
    expect(outcome(() => meiktila.apply(s, null))).toBe('refused: malformed-action');
    // @ts-expect-error: an action needs its verb's type
    expect(outcome(() => meiktila.apply(s, { side: 'allied', unit: '1 WY' }))).toMatch(/^refused/);
    // @ts-expect-error: the type is the verb's name, a string
    expect(meiktila.check(s, { type: 7 })).toMatchObject({ code: 'malformed-action', path: 'type' });
    // @ts-expect-error: a forecast is of an action object
    expect(outcome(() => meiktila.foresee(s, 'move'))).toBe('refused: malformed-action');
    // @ts-expect-error: "mvoe" is not one of Beach Assault's verbs (move, fire, land, …)
    expect(outcome(() => beachAssault.apply(b, { type: 'mvoe', side: 'tan' }))).toBe('refused: unknown-action');
    // @ts-expect-error: nor may a check or a forecast name a verb the game does not have
    expect(beachAssault.check(b, { type: 'shoot', side: 'green' })).toMatchObject({ code: 'unknown-action' });
    // @ts-expect-error: Pacific skirmish's men "fire"; "shoot" is no verb of it
    expect(outcome(() => pacificSkirmish.foresee(createMatch(pacificSkirmish, { seed: 1 }), { type: 'shoot', side: 'us' }))).toBe('refused: unknown-action');
    // @ts-expect-error: Myitkyina's set-up verb is "deploy" (its deployment names it so), not the core's default "place"
    expect(outcome(() => myitkyina.apply(m, { type: 'place', side: 'japanese', unit: '1/114', hex: 'B1' }))).toMatch(/^refused/);
    // @ts-expect-error: the core's combat verbs are named too: "retreatTo", not "retreat_to"
    expect(outcome(() => myitkyina.apply(m, { type: 'retreat_to', side: 'japanese', hex: 'B1' }))).toMatch(/^refused/);
    // @ts-expect-error: Meiktila's verbs are named too, its activation's among them: "endMove", not "endMovement"
    expect(outcome(() => meiktila.apply(s, { type: 'endMovement', side: 'allied' }))).toBe('refused: unknown-action');
    // @ts-expect-error: …and its cup's: "chooseFirst", not "pickFirst"
    expect(outcome(() => meiktila.apply(s, { type: 'pickFirst', side: 'allied', marker: 'x' }))).toBe('refused: unknown-action');
    expect(outcome(() => meiktila.apply(s, { type: 'chooseOrder', side: 'allied', order: 'moveAttack' }))).toMatch(/^refused/);
    // @ts-expect-error: Greater East Asia mobilizes; "mobilise" is no verb of it
    expect(outcome(() => greaterEastAsia.apply(createMatch(greaterEastAsia, { seed: 1 }), { type: 'mobilise', side: 'japanese' }))).toBe('refused: unknown-action');
    expect(outcome(() => myitkyina.apply(m, { type: 'deploy', side: 'japanese', unit: 'nobody', hex: 'B1' }))).toMatch(/^refused/);
    // @ts-expect-error: the free functions a page calls are narrowed the same way: a forecast of "shoot"…
    expect(forecast(beachAssault, b, { type: 'shoot', side: 'green' })).toMatchObject({ ok: false, error: { code: 'unknown-action' } });
    // @ts-expect-error: …a forecast from a seat's view…
    expect(forecastSeen(beachAssault, view(beachAssault, b, 'green'), { type: 'shoot', side: 'green' })).toMatchObject({ ok: false });
    // @ts-expect-error: …a log line for "mvoe"…
    expect(describeAction(myitkyina, m, { type: 'mvoe', side: 'allied' }, { viewer: 'allied' })).toContain('Allied');
    // @ts-expect-error: …and an action's words ("place" is not Myitkyina's set-up verb)
    expect(actionWords(myitkyina, m, { type: 'place', side: 'japanese', unit: '1/114', hex: 'B1' })).toBeTypeOf('string');
    // A log line and words for a real verb, and for an action known only at run time, compile.
    expect(actionWords(myitkyina, m, { type: 'deploy', side: 'japanese', unit: '1/114', hex: 'B1' })).toContain('B1');
    expect(describeAction(myitkyina, m, JSON.parse('{"type":"endSetup","side":"allied"}') as Action, { viewer: 'allied' })).toContain('Allied');
    // …while a verb of the game, and an action whose type is known only at run time, compile.
    expect(outcome(() => beachAssault.apply(b, { type: 'move', side: 'tan', unit: 'nobody' }))).toMatch(/^refused/);
    const fromTheWire: ActionInput = JSON.parse('{"type":"mvoe","side":"tan"}');
    expect(outcome(() => beachAssault.apply(b, fromTheWire))).toBe('refused: unknown-action');
    // @ts-expect-error: a Myitkyina state is not a Meiktila state
    expect(outcome(() => view(meiktila, m, 'allied'))).toBe('threw: bad-state');
  });

  it('a seat through hexwar/client, typed by its game', async () => {
    /** A socket that never opens: what is sent waits, and closing the seat refuses it. */
    class Unopened implements WebSocketLike {
      readonly readyState = 0;
      onopen = null;
      onmessage = null;
      onclose = null;
      onerror = null;
      send(): void {}
      close(): void {}
    }
    const seat = connectSeat<GameSpec<typeof myitkyina>>({ url: 'http://localhost:1', WebSocket: Unopened }, 'a-match', 'a-token');
    const sent = [
      // @ts-expect-error: Myitkyina's set-up verb is "deploy", through the client as through the game
      seat.act({ type: 'place', unit: '1/114', hex: 'B1' }),
      seat.act({ type: 'deploy', unit: '1/114', hex: 'B1' }),
    ];
    // @ts-expect-error: the seat's side is one of Myitkyina's
    expect(seat.state?.side === 'brits').toBe(false);
    // An untyped seat (a host's lobby of every game) takes any verb, as before.
    const untyped = connectSeat({ url: 'http://localhost:1', WebSocket: Unopened }, 'a-match');
    sent.push(untyped.act({ type: 'mvoe' }));
    seat.close();
    untyped.close();
    const settled = await Promise.allSettled(sent);
    expect(settled.map((r) => (r.status === 'rejected' ? String(r.reason) : 'sent'))).toEqual(Array(3).fill('HostRefusal: the connection was closed'));
  });

  it("a state's phase and active side, an event's fields, a match's options", () => {
    // @ts-expect-error: there is no phase "movment" in Meiktila
    expect(s.phase === 'movment').toBe(false);
    // @ts-expect-error: the side whose turn it is is one of the game's sides
    expect(s.active === 'brits').toBe(false);
    const r = myitkyina.apply(m, myitkyina.legalActions(m, myitkyina.actingSides(m)[0]!)[0] as ActionInput);
    if (r.ok) {
      // @ts-expect-error: no event of Myitkyina or of the core has a field "rol"
      expect(r.events.map((e) => e.rol)).toBeDefined();
      expect(r.events.every((e: GameEvent) => typeof e.type === 'string')).toBe(true);
    }
    // @ts-expect-error: Meiktila has no option "quickSetpu" (a misspelt quickSetup)
    expect(outcome(() => createMatch(meiktila, { seed: 1, options: { quickSetpu: true } }))).toBe('threw: bad-options');
    // @ts-expect-error: Meiktila's one scenario is "standard"
    expect(outcome(() => createMatch(meiktila, { seed: 1, scenario: 'standrd' }))).toBe('threw: unknown-scenario');
    // @ts-expect-error: Pacific skirmish's is "village"
    expect(outcome(() => createMatch(pacificSkirmish, { seed: 1, scenario: 'standard' }))).toBe('threw: unknown-scenario');
    // A scenario known only at run time (a list on a page, a record) compiles, and is checked all the same.
    const picked: string = JSON.parse('"standard"');
    expect(createMatch(meiktila, { seed: 1, scenario: picked }).scenario).toBe('standard');
    expect(createMatch(meiktila, { seed: 1, scenario: 'standard' }).scenario).toBe('standard');
    // @ts-expect-error: banzai is an on/off rule
    expect(outcome(() => createMatch(meiktila, { seed: 1, options: { banzai: 'yes' } }))).toBe('threw: bad-options');
  });
});
