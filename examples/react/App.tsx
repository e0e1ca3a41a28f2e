/**
 * Postcard Myitkyina in React with `hexwar/react`, against the heuristic bot
 * at this screen (`useMatch`), or one seat of a match on a `hexwar serve`
 * host (`useSeat`) when the address says which: `?host=http://…&match=…&token=…`.
 * The player clicks a unit (on the map, or in the list of units still to
 * place) and then a lit hex, or picks an action from the list. At this
 * screen the inspector beside the game shows the position, the actions with
 * their forecasts, and the log with time travel.
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { heuristicBot, phaseName, sideName, unitName, type GameResult, type JsonValue, type MatchView, type Position, type RuleViolation } from 'hexwar';
import { myitkyina } from 'hexwar/games/myitkyina';
import { Board, Inspector, useMatch, useSeat, type LegalAction } from 'hexwar/react';

const game = myitkyina;
// Made once, outside the component: the match is made from the first render's options anyway.
const bots = { japanese: heuristicBot(1, game) };

const text = (v: JsonValue | undefined): string | null => (typeof v === 'string' ? v : null);
/** The unit an action is about, if one. */
const unitOf = (a: LegalAction): string | null => text(a.action['unit']);
/** The hex an action takes a unit to (or attacks), if one. */
const hexOf = (a: LegalAction): string | null => text(a.action['to']) ?? text(a.action['hex']);

export function App() {
  const address = new URLSearchParams(window.location.search);
  const host = address.get('host');
  const match = address.get('match');
  const token = address.get('token');
  if (host && match && token) return <OnlineGame url={host} match={match} token={token} />;
  return <LocalGame seed={seedOf(address.get('seed'))} />;
}

/** The seed from the address (`?seed=12`), else 7: the same game every time the page is opened. */
function seedOf(given: string | null): number {
  const s = Number(given ?? '7');
  return Number.isSafeInteger(s) ? s : 7;
}

/** The Allied player at this screen, the Japanese bot answering at once. */
function LocalGame({ seed }: { readonly seed: number }) {
  const match = useMatch(game, { seed, viewer: 'allied', bots });
  const [inspecting, inspect] = useState(true);
  return (
    <Play
      view={match.view}
      actions={match.actions}
      acting={match.acting}
      result={match.result}
      refusal={match.refusal?.message ?? null}
      log={match.log.map((l) => l.text)}
      who={`You are the ${sideName(game, match.viewer)}; the bot plays the Japanese.`}
      act={(a) => match.apply(a.action) === null}
      undo={match.undo}
      undoRefusal={match.undoRefusal}
      aside={
        <>
          <label>
            <input type="checkbox" checked={inspecting} onChange={(e) => inspect(e.target.checked)} /> Inspector
          </label>
          {inspecting && <Inspector match={match} />}
        </>
      }
    />
  );
}

/** One seat of a match on a host: what the host sends, and actions sent to it. */
function OnlineGame({ url, match, token }: { readonly url: string; readonly match: string; readonly token: string }) {
  const seat = useSeat(game, { url, match, token });
  if (!seat.view) return <p data-part="status">{seat.error ? `The host refused: ${seat.error.message}` : 'Connecting…'}</p>;
  const side = seat.side ?? 'a spectator';
  return (
    <Play
      view={seat.view}
      actions={seat.sending ? [] : seat.actions}
      acting={seat.view.active ? [seat.view.active] : []}
      result={seat.result}
      refusal={seat.error ? seat.error.message : null}
      log={seat.log.map((l) => l.text)}
      who={`Online: you are the ${seat.side ? sideName(game, seat.side) : side}.`}
      act={(a) => {
        void seat.act(a.action);
        return true;
      }}
      undo={() => void seat.undo()}
      undoRefusal={seat.mayUndo ? null : { code: 'cannot-undo', message: 'the host would not take it back now' }}
      aside={null}
    />
  );
}

/** What the game shows, wherever it is played. */
interface PlayProps {
  readonly view: MatchView<unknown, Position>;
  readonly actions: readonly LegalAction[];
  readonly acting: readonly string[];
  readonly result: GameResult | null;
  readonly refusal: string | null;
  readonly log: readonly string[];
  readonly who: string;
  /** Takes an action: whether it was taken (or sent). */
  readonly act: (a: LegalAction) => boolean;
  readonly undo: () => void;
  readonly undoRefusal: RuleViolation | null;
  readonly aside: ReactNode;
}

function Play({ view, actions, acting, result, refusal, log, who, act: take, undo, undoRefusal, aside }: PlayProps) {
  const [selected, select] = useState<string | null>(null);
  /** The units that may act now, in the order the rules list them. */
  const units = useMemo(() => [...new Set(actions.map(unitOf).filter((u) => u !== null))], [actions]);
  const chosen = selected !== null && units.includes(selected) ? selected : null;
  const ofChosen = useMemo(() => actions.filter((a) => chosen !== null && unitOf(a) === chosen), [actions, chosen]);
  const unitless = useMemo(() => actions.filter((a) => unitOf(a) === null), [actions]);
  // The hexes a click may choose: the chosen unit's, else those of actions about no unit (an attack's hex).
  const lit = useMemo(() => (chosen ? ofChosen : unitless).map(hexOf).filter((h) => h !== null), [chosen, ofChosen, unitless]);
  const options = useMemo(() => ({ scale: 40, highlight: lit }), [lit]);

  const act = (a: LegalAction): void => {
    if (take(a)) select(null);
  };
  const clickHex = (hex: string): void => {
    const a = (chosen ? ofChosen : unitless).filter((x) => hexOf(x) === hex);
    if (a.length === 1) act(a[0]!);
  };
  const clickUnit = (unit: string, hex: string | null): void => {
    if (units.includes(unit)) select(unit === chosen ? null : unit);
    else if (hex !== null) clickHex(hex);
  };
  const listed = chosen ? ofChosen : unitless;
  // The newest line of the log in sight.
  const logBox = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const box = logBox.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [log.length]);
  const names = acting.map((s) => sideName(game, s)).join(' and ');
  return (
    <main>
      <h1>{game.title}</h1>
      <p className="status" data-part="status" data-step={view.step}>
        {result
          ? `Game over: ${result.winner ? `the ${sideName(game, result.winner)} win` : 'a draw'}. ${result.reason}.`
          : `Turn ${view.turn}, ${phaseName(game, view.phase)}: ${names || 'nobody'} to act. ${who}`}
      </p>
      <p className="refusal" data-part="refusal">
        {refusal ? `Refused: ${refusal}` : ''}
      </p>
      <div className="game">
        <Board game={game} view={view} options={options} className="board" onHex={clickHex} onUnit={clickUnit} />
        <section>
          <h2>Your units</h2>
          <div data-part="units">
            {units.length === 0 && <p>None may act now.</p>}
            {units.map((u) => (
              <button key={u} type="button" aria-pressed={u === chosen} onClick={() => select(u === chosen ? null : u)}>
                {unitName(game, u)}
              </button>
            ))}
          </div>
          <h2>{chosen ? `${unitName(game, chosen)}: its actions` : 'Actions'}</h2>
          <div className="actions" data-part="list">
            {chosen && ofChosen.some((a) => hexOf(a) !== null) && <p>Click a lit hex, or:</p>}
            {!chosen && listed.length === 0 && units.length > 0 && <p>Choose a unit.</p>}
            {listed.slice(0, 40).map((a, i) => (
              <button key={i} type="button" onClick={() => act(a)}>
                {a.words.replace(/^[^:]+: /, '')}
              </button>
            ))}
            {listed.length > 40 && <p>{`… and ${listed.length - 40} more: click a lit hex.`}</p>}
          </div>
          <p>
            <button type="button" data-part="undo" disabled={undoRefusal !== null} title={undoRefusal?.message ?? ''} onClick={() => undo()}>
              Undo
            </button>
          </p>
          <h2>Log</h2>
          <ol className="log" data-part="game-log" ref={logBox}>
            {log.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ol>
        </section>
        <div>{aside}</div>
      </div>
    </main>
  );
}
