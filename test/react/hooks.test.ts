/**
 * `hexwar/react`'s components rendered on the server (react-dom/server, in
 * Node, in strict mode): `useMatch` makes its match once per render pass (the
 * docs' old `useActor(matchLogic(…))` made new logic every render), `Board`
 * draws the view with clickable hexes and hidden enemy units as markers,
 * and the `Inspector` lists the position, the actions in words and the log.
 * Re-renders, clicks and identities are held in Chromium (test/browser/react.test.ts).
 */
import { createElement, Fragment, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heuristicBot, renderSvg, view } from '../../src';
import { Board, Inspector, useMatch, type UseMatch } from '../../src/react';
import { myitkyina } from '../../games/myitkyina';

const bots = { japanese: heuristicBot(1, myitkyina) };

function render(seen: UseMatch<NonNullable<(typeof myitkyina)['spec']>>[]): string {
  function Game() {
    const match = useMatch(myitkyina, { seed: 7, viewer: 'allied', bots });
    seen.push(match);
    return createElement(Fragment, null, createElement(Board, { game: myitkyina, view: match.view, className: 'board' }), createElement(Inspector, { match }));
  }
  return renderToString(createElement(StrictMode, null, createElement(Game)));
}

describe('hexwar/react on the server', () => {
  it('renders a match against the bot: the Allied view on the board, hidden Japanese units as markers', () => {
    const seen: UseMatch<NonNullable<(typeof myitkyina)['spec']>>[] = [];
    const html = render(seen);
    expect(seen.length).toBe(1);
    const match = seen[0]!;
    expect(match.view.side).toBe('allied');
    expect(html).toContain('<div class="board" role="group" aria-label="Postcard Myitkyina, Burma 1944: turn 0"><svg');
    expect(html).toContain(renderSvg(myitkyina, view(myitkyina, match.state, 'allied')));
    expect(html).not.toContain(renderSvg(myitkyina, match.state));
    expect(html).toContain('data-hex="F5"');
    const hidden = match.state.units.filter((u) => u.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    for (const u of hidden) expect(html).not.toContain(`data-unit="${u.id}"`);
  });

  it('renders the inspector: the position, every Allied action in words, the log', () => {
    const seen: UseMatch<NonNullable<(typeof myitkyina)['spec']>>[] = [];
    const html = render(seen);
    const match = seen[0]!;
    expect(html).toContain('data-hexwar-inspector');
    expect(html).toContain(`Actions (${match.actions.length})`);
    expect(match.actions.length).toBeGreaterThan(10);
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    for (const a of match.actions.slice(0, 20)) expect(html).toContain(escape(a.words));
    expect(html).toContain('Japanese (bot) acts');
    expect(html).toMatch(/Turn 0, [^;]+; to act: Allied/);
  });
});
