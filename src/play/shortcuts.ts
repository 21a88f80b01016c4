import type { Pause } from './pause.ts';
import { button } from './shell.ts';
import { playWords } from './words.ts';

/**
 * The game's keys beside its buttons: H for Hint, C for Check, P for Pause, ? for the list of
 * keys. Letters no kind uses (digit boxes take digits, N, arrows, Backspace and Delete;
 * Countdown +, -, x, X, *, / and Escape; Numbrix +, - and =; Word Search Enter, Space and
 * Escape; the maze arrows, Backspace and Delete), the same in every language, and taken only
 * without Ctrl, Alt or Meta and not in a text field outside the game (the search box). Each
 * key presses its button, so it does just what the button does, and nothing where
 * the button is not there or not enabled (a solved game, a paused one).
 */
export function shortcuts(root: HTMLElement, pause: Pause): void {
  const help = keysDialog(root);
  const helpButton = button('?', () => help.open(helpButton, false), { title: playWords.pause.helpTip });
  helpButton.classList.add('play-keys-button');
  helpButton.setAttribute('aria-label', playWords.pause.helpTip);
  helpButton.setAttribute('aria-keyshortcuts', 'Shift+?');
  pause.button.after(helpButton);
  const press = (selector: string) => {
    const b = root.querySelector<HTMLButtonElement>(selector);
    if (!b || b.disabled || b.closest('[inert]')) return false;
    b.click();
    return true;
  };
  root.querySelector('.play-check')?.setAttribute('aria-keyshortcuts', 'C');
  root.querySelector('.play-hint-button')?.setAttribute('aria-keyshortcuts', 'H');
  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || help.isOpen()) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea, select, [contenteditable]') && !target.closest('.play-layer, .play-apart')) return;
    const key = event.key;
    let done: boolean;
    if (key === '?') done = (help.open(document.activeElement as HTMLElement | null, true), true);
    else if (key === 'p' || key === 'P') done = pause.paused || !pause.button.disabled ? (pause.toggle(), true) : false;
    else if (pause.paused) return;
    else if (key === 'h' || key === 'H') done = press('.play-hint-button');
    else if (key === 'c' || key === 'C') done = press('.play-check');
    else return;
    if (done) event.preventDefault();
  });
}

/**
 * The "?" dialog: how to play, then the keys this game takes. How to play is the page's own
 * (its "How to play" section, far down a phone's page under the dock, and the player's line on
 * its controls), so a phone's reader has it a tap away (issue 89). The keys, each with what it
 * does, in the page's language: the shared keys always; the kind's found from the controls it
 * made (digit boxes, Notes, Countdown's signs, Numbrix's squares), so the list names only keys
 * that work here; on a touch screen only when the ? key opened it, a keyboard being attached
 * (game.css). The dialog takes the focus, Escape or Close shuts it, and the focus goes back.
 */
function keysDialog(root: HTMLElement) {
  const w = playWords.pause;
  const dialog = document.createElement('dialog');
  dialog.className = 'play-shortcuts';
  const heading = document.createElement('h2');
  heading.id = 'play-keys-heading';
  dialog.setAttribute('aria-labelledby', heading.id);
  const howTo = document.createElement('div');
  howTo.className = 'play-shortcuts-how';
  const keys = document.createElement('section');
  keys.className = 'play-shortcuts-keys';
  const keysHeading = document.createElement('h3');
  keysHeading.textContent = w.keys;
  const list = document.createElement('dl');
  keys.append(keysHeading, list);
  const close = button(w.close, () => dialog.close(), { primary: true });
  // Close heads the dialog, beside its heading: the focus goes to it on opening without scrolling the top away on a phone.
  const head = document.createElement('div');
  head.className = 'play-shortcuts-head';
  head.append(heading, close);
  dialog.append(head, howTo, keys);
  document.body.append(dialog);
  let back: HTMLElement | null = null;
  dialog.addEventListener('close', () => back?.focus({ preventScroll: true }));

  const rows = (): [string, string][] => {
    const layer = document.querySelector('.play-layer');
    const has = (selector: string) => root.querySelector(selector) !== null || layer?.querySelector(selector) != null;
    const kind: [string, string][] = [];
    if (document.querySelector('.play-layer input.play-digit, .play-apart input.play-digit')) {
      kind.push(['0–9', w.digits]);
      // A 12×12 or 16×16 Sudoku's numbers past 9: 1, then the second digit (digits.ts).
      const pad = (layer as HTMLElement | null)?.dataset.pad;
      const high = pad === 'sixteen' ? 16 : pad === 'twelve' ? 12 : 0;
      if (high) kind.push([`1 0–${high - 10}`, w.twoKeys({ d: 1, low: 10, high })]);
      kind.push([w.erase, w.eraseKey], [w.arrows, w.arrowsKey]);
      if (has('.play-icon-pencil')) kind.push(['N', w.notes]);
      // A digit picked on the keypad first (digits.ts, number-first).
      kind.push([w.escape, w.letGoDigit]);
    }
    if (has('.play-sign')) kind.push(['+ − × ÷', w.signs], [w.escape, w.letGo], [w.arrows, w.arrowsKey]);
    if (has('.play-next')) kind.push(['+ −', w.count], [w.erase, w.eraseKey], [w.arrows, w.arrowsKey]);
    if (has('.play-letter')) kind.push([w.arrows, w.arrowsKey], [w.enterSpace, w.ends], [w.escape, w.letGoLetter]);
    if (has('.play-trace-square')) kind.push([w.arrows, w.trace], [w.erase, w.traceBack]);
    return [
      ...kind,
      ...(has('.play-hint-button') ? [['H', w.hint] as [string, string]] : []),
      ['C', w.check],
      ['P', w.pauseKey],
      [w.ctrlZ, w.undo],
      [w.ctrlY, w.redo],
      ['?', w.list],
    ];
  };
  return {
    open(from: HTMLElement | null, byKey: boolean) {
      if (dialog.open) return;
      // The page's how to play, as it reads now (its heading, its paragraphs with their link), then the player's line on its controls.
      const page = document.getElementById('how-to')?.closest('section');
      const told = [...(page?.querySelectorAll('p') ?? []), ...root.querySelectorAll('.play-help')].map((p) => {
        const copy = document.createElement('p');
        copy.append(...[...p.childNodes].map((n) => n.cloneNode(true)));
        return copy;
      });
      howTo.replaceChildren(...told);
      heading.textContent = page ? document.getElementById('how-to')!.textContent : w.keys;
      // Without a how to play, the keys are the dialog's whole, under its own heading.
      keysHeading.hidden = !page;
      dialog.dataset.by = byKey || !page ? 'key' : 'button';
      list.replaceChildren(
        ...rows().flatMap(([key, does]) => {
          const dt = document.createElement('dt');
          // Two keys that do one thing ("Backspace, Delete") are two keys, each its own.
          key.split(', ').forEach((name, i) => {
            const kbd = document.createElement('kbd');
            kbd.textContent = name;
            dt.append(...(i ? [', ', kbd] : [kbd]));
          });
          const dd = document.createElement('dd');
          dd.textContent = does;
          return [dt, dd];
        }),
      );
      back = from && from !== document.body ? from : null;
      dialog.showModal();
      close.focus({ preventScroll: true });
    },
    isOpen: () => dialog.open,
  };
}
