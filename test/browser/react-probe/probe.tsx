/**
 * The hooks of `hexwar/react` in strict mode, as a test sees them: how often
 * each component renders, and how often an effect that depends on the hooks'
 * functions runs (once per mount if they keep their identity). Options are
 * written inline, a new object every render, as a user would.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createMatch, heuristicBot, view } from 'hexwar';
import { type TablePoint } from 'hexwar/tabletop';
import { myitkyina } from 'hexwar/games/myitkyina';
import { pacificSkirmish } from 'hexwar/games/pacific-skirmish';
import { Board, useMatch, useSeat } from 'hexwar/react';

const seen = {
  matchRenders: 0,
  matchEffects: 0,
  seatRenders: 0,
  seatEffects: 0,
  seatStatus: '',
  seatActions: 0,
  seatStep: -1,
  /** What clicks on the table gave back. */
  clicks: [] as (TablePoint | { readonly unit: string; readonly hex: string | null })[],
};
Object.assign(window, { probe: seen });
const bot = heuristicBot(1, myitkyina);

function Local() {
  const match = useMatch(myitkyina, { seed: 7, viewer: 'allied', bots: { japanese: bot } });
  seen.matchRenders++;
  const { apply, undo, travel, botMove, setViewer } = match;
  useEffect(() => {
    seen.matchEffects++;
  }, [apply, undo, travel, botMove, setViewer]);
  return (
    <button id="local" data-step={match.view.step} onClick={() => apply(match.actions[0]!.action)}>
      {match.view.step}
    </button>
  );
}

function Online({ url, match, token }: { readonly url: string; readonly match: string; readonly token: string }) {
  const seat = useSeat(myitkyina, { url, match, token });
  seen.seatRenders++;
  seen.seatStatus = seat.status;
  seen.seatActions = seat.actions.length;
  seen.seatStep = seat.view?.step ?? -1;
  const { act, undo, resign } = seat;
  useEffect(() => {
    seen.seatEffects++;
  }, [act, undo, resign]);
  return (
    <button id="online" disabled={seat.actions.length === 0} onClick={() => void act(seat.actions[0]!.action)}>
      {seat.status}
    </button>
  );
}

/** A table game's picture, unscaled (10 pixels an inch): clicks come back as figures and points in inches. */
const table = view(pacificSkirmish, createMatch(pacificSkirmish, { seed: 3 }), 'us');
function Table() {
  return (
    <Board
      game={pacificSkirmish}
      view={table}
      className="table"
      style={{ width: 480 }}
      onPoint={(p) => seen.clicks.push(p)}
      onUnit={(unit, hex) => seen.clicks.push({ unit, hex })}
    />
  );
}

function Probe() {
  const address = new URLSearchParams(window.location.search);
  const [online, show] = useState(true);
  const url = address.get('host');
  return (
    <>
      <Local />
      {url && online && <Online url={url} match={address.get('match') ?? ''} token={address.get('token') ?? ''} />}
      <button id="unmount" onClick={() => show(false)}>unmount</button>
      <Table />
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Probe />
  </StrictMode>,
);
