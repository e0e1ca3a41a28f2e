/** The page's few DOM helpers, shared by the first screen and the game. */

/** The element with this id (the page's markup has every one the code asks for). */
export const $ = (id: string): HTMLElement => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
};

/** The drop-down list with this id. */
export const pick = (id: string): HTMLSelectElement => {
  const el = $(id);
  if (!(el instanceof HTMLSelectElement)) throw new Error(`#${id} is not a list`);
  return el;
};

/** The input (a text field, a file chooser) with this id. */
export const field = (id: string): HTMLInputElement => {
  const el = $(id);
  if (!(el instanceof HTMLInputElement)) throw new Error(`#${id} is not an input`);
  return el;
};

/** A button with its words, what a click does, and data attributes (for tests and styles). */
export const button = (text: string, onclick: () => void, data: Record<string, string> = {}): HTMLButtonElement => {
  const b = document.createElement('button');
  b.textContent = text;
  for (const [k, v] of Object.entries(data)) b.dataset[k] = v;
  b.onclick = onclick;
  return b;
};

/** A question put to the player above the board (what to do next): in the page's words, not an error's red. */
export const showPrompt = (text: string): void => {
  const m = $('message');
  m.textContent = text;
  m.classList.add('prompt');
};
