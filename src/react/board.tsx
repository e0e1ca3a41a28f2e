/// <reference lib="dom" />
import { useCallback, useMemo, type CSSProperties, type MouseEvent } from 'react';
import { renderSvg, type Game, type MatchState, type MatchView, type Position, type RenderOptions, type Spec } from '../index';
import { type TablePoint } from '../public/tabletop';

/**
 * What {@link Board} draws and what a click on it does.
 *
 * @example
 * ```tsx
 * import { Board, type BoardProps, type UseMatch } from 'hexwar/react';
 * function Map({ match }: { match: UseMatch }) {
 *   const props: BoardProps = { game: match.game, view: match.view, onHex: (hex) => console.log(`clicked ${hex}`) };
 *   return <Board {...props} />;
 * }
 * ```
 * @category React
 */
export interface BoardProps<G extends Spec = Spec> {
  /** The game. */
  readonly game: Game<G>;
  /** What to draw: a side's view (hidden enemy units as their markers). A whole state draws everything, secrets too. */
  readonly view: MatchView<unknown, Position> | MatchState<unknown, Position>;
  /** `renderSvg`'s options: scale, highlighted hexes (or ringed figures on a table), title, colours, layers. */
  readonly options?: RenderOptions;
  /** A hex was clicked (on a hex map): its label as printed, e.g. `"D7"`. A click on a counter comes here too when `onUnit` is not given. */
  readonly onHex?: (hex: string, event: MouseEvent<HTMLDivElement>) => void;
  /** A counter or figure was clicked: its id (a hidden enemy unit's marker id), and its hex on a hex map (else `null`). */
  readonly onUnit?: (unit: string, hex: string | null, event: MouseEvent<HTMLDivElement>) => void;
  /** A point of the table was clicked (a tabletop game), in inches from the table's south-west corner. */
  readonly onPoint?: (point: TablePoint, event: MouseEvent<HTMLDivElement>) => void;
  /** The class of the box around the picture. */
  readonly className?: string;
  /** The style of the box around the picture. */
  readonly style?: CSSProperties;
}

/**
 * The map (or the table) and its counters, drawn by the core's `renderSvg`,
 * with clicks given back as hexes, units and table points. The picture is
 * drawn again only when the view or the options change (pass the same
 * `options` object, or one made with `useMemo`).
 *
 * @example
 * ```tsx
 * import { Board } from 'hexwar/react';
 * import { myitkyina } from 'hexwar/games/myitkyina';
 * const [selected, select] = useState<string | null>(null);
 * const move = match.view.actions.find((d) => d.type === 'move' && d.fixed?.['unit'] === selected);
 * const options = useMemo(() => ({ highlight: (move?.choose?.['to'] ?? []).filter((h) => typeof h === 'string') }), [move]);
 * <Board game={myitkyina} view={match.view} options={options}
 *   onUnit={(unit) => select(unit)}
 *   onHex={(hex) => selected && match.apply({ type: 'move', side: 'allied', unit: selected, to: hex })} />
 * ```
 * @category React
 */
export function Board<G extends Spec>({ game, view, options, onHex, onUnit, onPoint, className, style }: BoardProps<G>) {
  const svg = useMemo(() => renderSvg(game, view, options), [game, view, options]);
  const table = game.table;
  const onClick = useCallback(
    (e: MouseEvent<HTMLDivElement>) => {
      const target = e.target instanceof Element ? e.target : null;
      const unit = target?.closest('[data-unit]') ?? null;
      if (unit && onUnit) {
        onUnit(unit.getAttribute('data-unit') ?? '', unit.getAttribute('data-hex'), e);
        return;
      }
      const hex = target?.closest('[data-hex]') ?? null;
      if (hex && onHex) {
        onHex(hex.getAttribute('data-hex') ?? '', e);
        return;
      }
      const picture = e.currentTarget.querySelector('svg');
      if (table && onPoint && picture) {
        // The picture is the table drawn to scale, north up: its box gives inches.
        const box = picture.getBoundingClientRect();
        if (box.width <= 0 || box.height <= 0) return;
        const inch = (v: number) => Math.round(v * 100) / 100;
        onPoint({ x: inch(((e.clientX - box.left) / box.width) * table.width), y: inch(table.height - ((e.clientY - box.top) / box.height) * table.height) }, e);
      }
    },
    [onHex, onUnit, onPoint, table],
  );
  return <div className={className} style={style} role="group" aria-label={`${game.title}: turn ${view.turn}`} onClick={onClick} dangerouslySetInnerHTML={{ __html: svg }} />;
}
