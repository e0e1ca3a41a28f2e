/**
 * Pictures of every shipped game for the README and the docs: a bot game of
 * each, stopped part-way and drawn by `hexwar render` as one side sees it
 * (`npm run pictures` writes docs/images/<game>.svg).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { gameIds, shippedGame } from '../games';

/** Where each game is worth a look: actions into a seed-1 bot game, and whose eyes. */
const AT: Record<string, { step: number; side: string }> = {
  'beach-assault': { step: 90, side: 'green' },
  'greater-east-asia': { step: 400, side: 'japanese' },
  meiktila: { step: 120, side: 'allied' },
  myitkyina: { step: 60, side: 'allied' },
};

mkdirSync('docs/images', { recursive: true });
for (const id of gameIds) {
  const game = (await shippedGame(id))!;
  const at = AT[id] ?? { step: 40, side: game.sides[0]! };
  const out = `docs/images/${id}.svg`;
  execFileSync('npx', ['tsx', 'src/cli/main.ts', 'render', id, '--seed', '1', '--step', String(at.step), '--side', at.side, '--out', out], { stdio: 'inherit' });
  console.log(`${out}: step ${at.step}, as ${at.side} sees it`);
}
