import { useMemo, useState, type CSSProperties } from 'react';
import { forecast, phaseName, sideName, type Action, type Bot, type Spec } from '../index';
import type { UseMatch } from './hooks';

/**
 * What {@link Inspector} looks at.
 *
 * @example
 * ```tsx
 * import { randomBot } from 'hexwar';
 * import type { InspectorProps } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const props: InspectorProps = { match, bot: randomBot(3, myitkyina) };
 * ```
 * @category React
 */
export interface InspectorProps<G extends Spec = Spec> {
  /** The match, as {@link useMatch} gives it. */
  readonly match: UseMatch<G>;
  /** The bot the "Bot moves" button asks (default: the bots of the match, else the game's heuristic bot). */
  readonly bot?: Bot;
  /** How many legal actions are listed at most (default 300; the filter finds the others). */
  readonly limit?: number;
  /** The class of the panel. */
  readonly className?: string;
  /** The style of the panel (a narrow column of small type by default). */
  readonly style?: CSSProperties;
}

const PANEL: CSSProperties = { font: '12px/1.4 ui-monospace, monospace', border: '1px solid #999', padding: 8, maxWidth: 420, background: '#fafaf7', color: '#222' };
const LIST: CSSProperties = { maxHeight: 220, overflow: 'auto', margin: 0, paddingLeft: 30 };
const PRE: CSSProperties = { maxHeight: 220, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' };

/**
 * A developer's panel for a local match, after boardgame.io's debug panel: the
 * position (turn, phase, who acts, whose eyes), the viewer's legal actions in
 * the game's words with the forecast of the one under the pointer, a bot that
 * moves for whoever must act, undo as the rules allow it, and the log with
 * time travel (click a line to see the game after it, "Present" to come back).
 * The view and the whole state can be opened as JSON: the state holds the
 * seed and every hidden unit, so keep the panel out of a game against a person.
 *
 * @example
 * ```tsx
 * import { heuristicBot } from 'hexwar';
 * import { Board, Inspector, useMatch } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * function Game() {
 *   const match = useMatch(myitkyina, { seed: 7, viewer: 'allied', bots: { japanese: heuristicBot(1, myitkyina) } });
 *   return (
 *     <>
 *       <Board game={myitkyina} view={match.view} />
 *       {import.meta.env.DEV && <Inspector match={match} />}
 *     </>
 *   );
 * }
 * ```
 * @category React
 */
export function Inspector<G extends Spec>({ match, bot, limit = 300, className, style }: InspectorProps<G>) {
  const { game, view, at, history } = match;
  const [filter, setFilter] = useState('');
  const [pointed, setPointed] = useState<Action | null>(null);
  // The JSON is written only while its part is open: a big state is many kilobytes.
  const [opened, setOpened] = useState({ view: false, state: false });
  const listed = useMemo(() => {
    const words = filter.trim().toLowerCase();
    return (words ? match.actions.filter((a) => a.words.toLowerCase().includes(words)) : match.actions).slice(0, limit);
  }, [match.actions, filter, limit]);
  const foreseen = useMemo(() => (pointed && at === null ? forecast(game, match.state, pointed) : null), [game, match.state, pointed, at]);
  const steps = useMemo(() => {
    const out = new Map<number, string[]>();
    for (const l of match.log) out.set(l.step, [...(out.get(l.step) ?? []), l.text]);
    return [...out];
  }, [match.log]);
  const acting = match.acting.map((s) => sideName(game, s)).join(', ') || 'nobody';

  return (
    <section className={className} style={style ?? PANEL} data-hexwar-inspector="" aria-label="Inspector">
      <h2 style={{ fontSize: 14, margin: '0 0 6px' }}>Inspector</h2>
      <p data-part="position" style={{ margin: '0 0 6px' }}>
        {`Turn ${view.turn}, ${phaseName(game, view.phase)}; to act: ${acting}; step ${at ?? history.length} of ${history.length}`}
        {match.result ? `; over: ${match.result.winner ? `${sideName(game, match.result.winner)} win` : 'a draw'} (${match.result.reason})` : ''}
      </p>
      <label>
        Eyes of{' '}
        <select value={match.viewer} onChange={(e) => match.setViewer(game.sides.find((s) => s === e.target.value) ?? match.viewer)}>
          {game.sides.map((s) => (
            <option key={s} value={s}>
              {sideName(game, s)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" data-part="bot" disabled={at !== null || match.result !== null} onClick={() => match.botMove(bot)}>
        Bot moves
      </button>{' '}
      <button type="button" data-part="undo" disabled={match.undoRefusal !== null || at !== null} title={match.undoRefusal?.message ?? 'Take back your last action'} onClick={() => match.undo()}>
        Undo
      </button>
      {match.refusal && (
        <p data-part="refusal" style={{ color: '#b91c1c', margin: '6px 0' }}>
          Refused: {match.refusal.message}
          {match.refusal.rule ? ` (${match.refusal.rule})` : ''}
        </p>
      )}

      <h3 style={{ fontSize: 13, margin: '8px 0 4px' }}>
        {`Actions (${match.actions.length}${match.openActions.length ? ` and ${match.openActions.length} with open fields` : ''})`}
      </h3>
      <input type="search" placeholder="filter" value={filter} onChange={(e) => setFilter(e.target.value)} style={{ width: '100%' }} />
      <ol data-part="actions" style={LIST}>
        {listed.map((a, i) => (
          <li key={i}>
            <button type="button" style={{ textAlign: 'left' }} onMouseEnter={() => setPointed(a.action)} onFocus={() => setPointed(a.action)} onClick={() => match.apply(a.action)}>
              {a.words}
            </button>
          </li>
        ))}
      </ol>
      {foreseen && (
        <div data-part="forecast" style={{ background: '#eef', padding: 4, marginTop: 4 }}>
          {foreseen.ok ? foreseen.forecast.words.map((w, i) => <div key={i}>{w}</div>) : `Refused: ${foreseen.error.message}`}
        </div>
      )}

      <h3 style={{ fontSize: 13, margin: '8px 0 4px' }}>Log</h3>
      <button type="button" data-part="start" disabled={at === 0} onClick={() => match.travel(0)}>
        Start
      </button>{' '}
      <button type="button" data-part="present" disabled={at === null} onClick={() => match.travel(null)}>
        Present
      </button>
      <ol data-part="log" style={LIST}>
        {steps.map(([step, lines]) => (
          <li key={step} data-step={step} aria-current={at === step ? 'step' : undefined} style={{ cursor: 'pointer', background: at === step ? '#fde68a' : undefined }} onClick={() => match.travel(step)}>
            {lines.join('; ')}
          </li>
        ))}
      </ol>

      <details data-part="view" onToggle={(e) => setOpened((o) => ({ ...o, view: e.currentTarget.open }))}>
        <summary>View ({sideName(game, match.viewer)})</summary>
        {opened.view && <pre style={PRE}>{JSON.stringify(view, null, 1)}</pre>}
      </details>
      <details data-part="state" onToggle={(e) => setOpened((o) => ({ ...o, state: e.currentTarget.open }))}>
        <summary>Whole state (the seed and hidden units: for debugging only)</summary>
        {opened.state && <pre style={PRE}>{JSON.stringify(match.shownState, null, 1)}</pre>}
      </details>
    </section>
  );
}
