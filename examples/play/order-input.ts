/**
 * The editor of an order the player writes (Tan's sealed arrival order in
 * Beach Assault): a list with up and down buttons, filled into the
 * descriptor's open `arrival-order` field with the core's `fillAction`. Apart
 * from the table's pointer input so a page loads it without the table code.
 */
import { fillAction, unitName, type Action, type ActionDescriptor, type Game, type Spec } from 'hexwar';
import { button } from './dom';

/** An order the player writes (Tan's arrival order): the descriptor's open `arrival-order` field, edited by up and down buttons. */
export interface OrderInput {
  /**
   * The editor for the open order among `descriptors`, or nothing when there is none: each unit in its
   * place with the turn it lands on, ↑ and ↓ to move it, and a button that writes the order as it stands
   * (`take`). `changed` redraws the page after a move; `step` starts a fresh order at each new step.
   */
  readonly editor: (descriptors: readonly ActionDescriptor[], step: number, take: (a: Action) => void, changed: () => void) => HTMLElement[];
}

/** The order editor of one game on one page; see {@link OrderInput}. */
export function orderInput<G extends Spec>(game: Game<G>): OrderInput {
  let order: string[] = [];
  let at = -1;
  return {
    editor: (descriptors, step, take, changed) => {
      const d = descriptors.find((x) => Object.values(x.open ?? {}).some((f) => f.kind === 'arrival-order'));
      if (!d) return [];
      const [key, field] = Object.entries(d.open ?? {}).find(([, f]) => f.kind === 'arrival-order')!;
      const units = Array.isArray(field['units']) ? field['units'].filter((u): u is string => typeof u === 'string') : [];
      const turns = Array.isArray(field['turns']) ? field['turns'].filter((t): t is number => typeof t === 'number') : [];
      // A new step (or another order): start from the field's own list.
      if (at !== step || order.length !== units.length || !units.every((u) => order.includes(u))) {
        order = [...units];
        at = step;
      }
      const swap = (i: number, j: number) => {
        [order[i], order[j]] = [order[j]!, order[i]!];
        changed();
      };
      const box = document.createElement('ol');
      box.id = 'order';
      box.setAttribute('aria-label', 'Your arrival order, first to land first');
      order.forEach((u, i) => {
        const li = document.createElement('li');
        li.dataset['unit'] = u;
        const turn = turns[i];
        // The first has no earlier place, the last no later one: a gap keeps the row in line (no disabled
        // button: on the page, a disabled button means an action is on its way to the host).
        const gap = () => Object.assign(document.createElement('span'), { className: 'order-gap' });
        const up = i === 0 ? gap() : button('↑', () => swap(i, i - 1), { up: u });
        up.title = `Land ${unitName(game, u)} earlier`;
        const down = i === order.length - 1 ? gap() : button('↓', () => swap(i, i + 1), { down: u });
        down.title = `Land ${unitName(game, u)} later`;
        li.append(up, down, ` ${turn !== undefined ? `turn ${turn}: ` : ''}${unitName(game, u)}`);
        box.append(li);
      });
      const write = button('Write down this order and seal it', () => take(fillAction(d, { [key]: [...order] })), { type: d.type, order: 'written' });
      return [box, write];
    },
  };
}
