import type { GameEvent } from './types';

/**
 * An event as one plain line, `type: field value, …`: what a log shows for an
 * event its game does not describe in its own words.
 *
 * @category Engine
 */
export function plainEvent(event: GameEvent): string {
  const { type, visibleTo: _v, publicAs: _p, ...rest } = event;
  const fields = Object.entries(rest)
    .map(([k, v]) => `${k} ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
  return `${type}${fields ? `: ${fields}` : ''}`;
}
