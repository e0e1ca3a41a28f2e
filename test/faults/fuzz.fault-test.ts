/**
 * The fuzzer against the planted fault (`npm run fuzz:faults` runs this file
 * beside the game's own tests; `npm test` does not): a few whole games of the
 * faulted game on seeds no other test plays, every invariant the fuzzer knows
 * checked after every action.
 */
import { describe, expect, it } from 'vitest';
import { fuzz } from '../../src/fuzz';
import { shippedGame } from '../../games';
import { findFault } from './faults';

const named = process.env['HEXWAR_FAULT'] ?? '';
const fault = findFault(named);
/** Games a fault, from the runner (small: the game's tests fuzz too). */
const games = Number(process.env['HEXWAR_FAULT_GAMES'] ?? 2);

describe.runIf(fault)(`the fuzzer against ${named}`, () => {
  it(`${games} fuzzed games of ${fault?.game} find nothing wrong`, async () => {
    const game = (await shippedGame(fault!.game))!;
    const report = fuzz(game, { games, seed: 900_001 });
    expect(report.findings.map((f) => `${f.kind}: ${f.message}`)).toEqual([]);
  }, 240_000);
});
