import { type Key, keypad } from './keypad.ts';
import { lastNumber, padOf } from './typed.ts';
import { arrowKeys } from './overlay.ts';
import { coarse, type Game, type View } from './player.ts';
import { button } from './shell.ts';
import { playWords } from './words.ts';

/** A cell the player writes one digit in: the drawing's box it sits on, its name, and where it is in a grid. */
export interface DigitCell {
  key: string;
  label: string;
  /** Row and column, for arrow keys over a grid; cells without them form one row. */
  at?: [number, number];
}

export interface DigitCellsOptions {
  /** The digits a cell may hold, in keypad order. */
  digits: readonly number[];
  /** A digit written in cell `cell` (its index in the list), or the cell emptied (null). */
  enter(cell: number, value: number | null): void;
  /** Toggles pencil mark `digit` in an empty cell, or refuses it (false, having said why); given, the toolbar has a Notes button. */
  note?(cell: number, digit: number): void | false;
  /** Cells whose entry stays put (a hint's or a given's); typing there does nothing. */
  fixed?(cell: number): boolean;
  /** Checks the chosen cell against the answer; given, the keypad has a key for it. */
  checkCell?(cell: number): void;
  /** Keys after the digits, Erase and Check this box (a grid's Candidates). */
  keys?: readonly Key[];
  /** A digit picked on the keypad (number-first), or let go (null): the page lights it. */
  picked?(digit: number | null): void;
}

export interface DigitCells {
  boxes: HTMLInputElement[];
  /** Shows each cell's digit, or its pencil marks while it is empty. */
  render(values: readonly (number | null)[], notes?: readonly (readonly number[] | undefined)[]): void;
  /** The cell last chosen (focused), or null. */
  readonly active: number | null;
  /** The digit picked on the keypad, whose taps on boxes write it (number-first), or null. */
  readonly picked: number | null;
  /** Shows on each digit's key how many are left to place (and a key whose digit is all placed as done), or nothing (null). */
  left(counts: ReadonlyMap<number, number> | null): void;
}


/**
 * One-digit boxes over the drawing's cells, typed as on paper: a digit fills the box (over
 * whatever was there) and moves on, Backspace empties it or steps back, arrow keys move. With
 * a `note` handler a Notes button (or N) switches typing to pencil marks. A keypad under the
 * toolbar types into the chosen box, so a phone never needs its keyboard. With no box chosen, a
 * key picks its digit instead (number-first, as Sudoku apps do): each box tapped then takes it,
 * until the key is tapped again or Escape lets it go.
 */
export function digitCells<S extends { mistakes: number }>(game: Game<S>, view: View, cells: readonly DigitCell[], options: DigitCellsOptions): DigitCells {
  const layer = view.layer();
  const allowed = new Set(options.digits);
  const pad = padOf(options.digits);
  if (pad) layer.element.dataset.pad = pad;
  // Numbers past 9 (a 12×12 Sudoku's 10 to 12, a 16×16's to 16) take two keys, as they are
  // written: a first key that some number starts with waits in its box for the second.
  const high = Math.max(...options.digits);
  const starts = (d: number) => options.digits.some((n) => n > 9 && Math.floor(n / 10) === d);
  let pending: { cell: number; first: number } | null = null;
  let active: number | null = null;
  let notesMode = false;

  const notesButton = options.note
    ? button(playWords.digits.notes, () => setNotes(!notesMode), { icon: 'pencil', title: playWords.digits.notesTip })
    : null;
  if (notesButton) {
    // As the keys do, Notes leaves the chosen box chosen: notes are typed into it next.
    notesButton.addEventListener('pointerdown', (event) => event.preventDefault());
    notesButton.setAttribute('aria-pressed', 'false');
    notesButton.setAttribute('aria-keyshortcuts', 'N');
    view.tools.append(notesButton);
  }
  function setNotes(on: boolean) {
    notesMode = on;
    notesButton?.setAttribute('aria-pressed', String(on));
    layer.element.dataset.notes = String(on);
    game.say(on ? playWords.digits.notesOn : playWords.digits.notesOff);
  }

  const write = (cell: number, digit: number, advance = true) => {
    pending = null;
    if (game.solved || options.fixed?.(cell)) return;
    if (notesMode && options.note) {
      // A box with a digit shows that digit, not its marks: a mark typed there is refused, said,
      // rather than kept out of sight.
      if (shown[cell]) return game.say(playWords.digits.markOnFilled({ v: shown[cell] }), 'bad');
      const on = !boxes[cell]!.dataset.marks?.split(' ').includes(String(digit));
      if (options.note(cell, digit) === false) return;
      // After the move, so its words are the last said: what the mark did, not a verdict from before.
      return game.say(playWords.digits.mark({ context: on ? 'written' : 'erased', d: digit }));
    }
    options.enter(cell, digit);
    if (!game.solved && advance) boxes[cell + 1]?.focus();
  };
  const erase = (cell: number) => {
    pending = null;
    if (game.solved || options.fixed?.(cell)) return;
    options.enter(cell, null);
  };

  /**
   * A digit key in box `cell`: the second of a two-key number (1 then 2: 12) where the first
   * waits there; a first key some number starts with, held and shown until the second comes,
   * or Enter, or another box (then it is that digit alone); else the digit, over what was there.
   */
  const typed = (cell: number, digit: number) => {
    if (game.solved || options.fixed?.(cell)) return;
    const held = pending?.cell === cell ? pending.first : null;
    if (held !== null && allowed.has(held * 10 + digit)) return write(cell, held * 10 + digit);
    // A second key that makes no number with the first is typed over it, as over a digit.
    if (held !== null) letGo();
    if (!starts(digit)) return allowed.has(digit) ? write(cell, digit) : undefined;
    pending = { cell, first: digit };
    boxes[cell]!.value = String(digit);
    boxes[cell]!.classList.add('play-pending');
    game.say(playWords.digits.secondKey({ d: digit, low: digit * 10, high: Math.min(high, digit * 10 + 9) }));
  };
  /** A held first key let go unwritten: its box shows what it held before. */
  const letGo = () => {
    if (!pending) return;
    const { cell } = pending;
    pending = null;
    boxes[cell]!.classList.remove('play-pending');
    boxes[cell]!.value = shown[cell] ?? '';
  };
  /** The held first key written as the digit it is (where it is one), or let go; `advance`: on to the next box, as a digit typed goes. */
  const settle = (advance: boolean) => {
    if (!pending) return;
    const { cell, first } = pending;
    pending = null;
    boxes[cell]!.classList.remove('play-pending');
    if (allowed.has(first)) write(cell, first, advance);
    else boxes[cell]!.value = shown[cell] ?? '';
  };

  const marks: HTMLElement[] = [];
  // What each box shows of the state, to put back what typing left that the state refused.
  const shown: string[] = [];
  const boxes = cells.map((cell, i) => {
    const input = document.createElement('input');
    input.type = 'text';
    // A touch screen types with the page's keypad; the system keyboard would cover the game.
    input.inputMode = coarse() ? 'none' : 'numeric';
    input.autocomplete = 'off';
    input.spellcheck = false;
    input.setAttribute('aria-label', cell.label);
    input.className = 'play-digit';
    input.dataset.cellIndex = String(i);
    input.addEventListener('focus', () => {
      active = i;
      for (const b of boxes) b.classList.toggle('play-active', b === input);
      input.select();
    });
    // A box tapped or clicked while a digit is picked takes it (or its pencil mark, in Notes), and stays chosen.
    input.addEventListener('click', () => {
      if (picked !== null) write(i, picked, false);
    });
    input.addEventListener('keydown', (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape' && picked !== null) {
        event.preventDefault();
        pick(null);
      } else if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        typed(i, Number(event.key));
      } else if (event.key === 'Enter' && pending?.cell === i) {
        event.preventDefault();
        settle(true);
      } else if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        if (pending?.cell === i) letGo();
        else if (input.value === '' && event.key === 'Backspace' && i > 0) boxes[i - 1]!.focus();
        else erase(i);
      } else if ((event.key === 'n' || event.key === 'N') && notesButton) {
        event.preventDefault();
        setNotes(!notesMode);
      } else if (!cell.at && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) {
        event.preventDefault();
        boxes[i + (event.key === 'ArrowLeft' ? -1 : 1)]?.focus();
      }
    });
    // Typing that does not come as key presses (a phone's keyboard, pasting, autofill) arrives
    // here: the last number typed is taken (two digits where they make one, `lastNumber`), and the box shows the state again.
    input.addEventListener('input', () => {
      const digit = lastNumber(input.value, allowed);
      if (digit !== null) write(i, digit);
      else if (input.value === '') erase(i);
      input.value = shown[i] ?? '';
    });
    // Leaving the box (another box, a button, the page) writes a held first key as the digit it is.
    input.addEventListener('blur', () => {
      if (pending?.cell === i) settle(false);
    });
    layer.place(cell.key, input);
    const note = document.createElement('span');
    note.className = 'play-notes';
    note.setAttribute('aria-hidden', 'true');
    // The pad inside sets the marks out; the spot is only its size (a container for play.css's query).
    const pad = document.createElement('span');
    pad.className = 'play-notes-pad';
    note.append(pad);
    layer.place(cell.key, note);
    marks.push(note);
    return input;
  });

  const grid = new Map<string, HTMLInputElement>();
  cells.forEach((c, i) => c.at && grid.set(c.at.join(','), boxes[i]!));
  if (grid.size > 0) {
    const rows = Math.max(...cells.map((c) => c.at?.[0] ?? 0)) + 1;
    const cols = Math.max(...cells.map((c) => c.at?.[1] ?? 0)) + 1;
    arrowKeys(Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => grid.get(`${r},${c}`) ?? null)));
  }

  // The digit picked on the keypad (number-first), and the box in focus, if any: a key types into
  // that box; with none (nothing tapped yet, or the focus gone off the grid) it picks its digit.
  let picked: number | null = null;
  const focused = () => {
    const at = boxes.indexOf(document.activeElement as HTMLInputElement);
    return at < 0 ? null : at;
  };
  function pick(d: number | null) {
    const was = picked;
    picked = d;
    keys.forEach((k, i) => {
      if (i < options.digits.length) k.setAttribute('aria-pressed', String(options.digits[i] === d));
    });
    layer.element.dataset.picked = d === null ? '' : String(d);
    options.picked?.(d);
    if (d !== null) game.say(playWords.digits.picked({ d }));
    else if (was !== null) game.say(playWords.digits.letGo({ d: was }));
  }
  // Escape wherever the focus is (a button, the page) lets a picked digit go; in a box, its own keydown does.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && picked !== null && focused() === null && !event.defaultPrevented) pick(null);
  });

  const keys = keypad(
    view.keys,
    options.digits,
    // A key of the pad is a whole number: a first key held from the keyboard is let go for it.
    (d) => {
      letGo();
      if (picked !== null || focused() === null) return pick(picked === d ? null : d);
      write(focused()!, d);
    },
    () => {
      letGo();
      erase(focused() ?? active ?? 0);
    },
    [...(options.checkCell ? [{ label: playWords.digits.checkBox, icon: 'tick', press: () => options.checkCell!(active ?? 0) } as const] : []), ...(options.keys ?? [])],
  );
  const digitKeys = keys.slice(0, options.digits.length);
  // Laid out evenly (game.css): seven keys or fewer in one row (a 4×4's digits, Erase and Check
  // this box), each still a fingertip across a phone; more digits, to 9, in two rows (5 over 4,
  // Erase ending the second), the extra keys a column at the end (one alone a tall key). Past 9
  // (a 12×12's, a 16×16's) the keys wrap as many to a row as fit a fingertip, as before.
  const padEl = keys[0]!.parentElement!;
  const n = options.digits.length;
  const extras = keys.length - n - 1;
  if (n <= 9) {
    const one = n + 1 + extras <= 7;
    padEl.dataset.rows = one ? '1' : '2';
    // Two rows: the extra keys two to a column.
    padEl.style.setProperty('--across', String(one ? n + 1 + extras : Math.ceil((n + 1) / 2) + Math.ceil(extras / 2)));
    keys.slice(n + 1).forEach((k, i) => {
      k.classList.add('play-key-extra');
      // Placed by row and column, so the digits flow round them.
      if (one) return;
      k.style.gridColumn = String(Math.ceil((n + 1) / 2) + 1 + Math.floor(i / 2));
      k.style.gridRow = extras === 1 ? '1 / span 2' : String((i % 2) + 1);
    });
  }

  return {
    boxes,
    get active() {
      return active;
    },
    get picked() {
      return picked;
    },
    left(counts) {
      digitKeys.forEach((k, i) => {
        const d = options.digits[i]!;
        const n = counts?.get(d);
        k.classList.toggle('play-key-done', n === 0);
        if (n === undefined) {
          delete k.dataset.left;
          return k.removeAttribute('aria-label');
        }
        // The count small in the key's corner (game.css draws it, so the key's text stays its digit); its name says it in words.
        k.dataset.left = String(n);
        k.setAttribute('aria-label', n === 0 ? playWords.digits.allPlaced({ d }) : playWords.digits.left({ count: n, d }));
      });
    },
    render(values, notes) {
      // A move (an undo, a hint) shows the state: a first key still held is let go.
      pending = null;
      boxes.forEach((box, i) => {
        const v = values[i];
        box.classList.remove('play-pending');
        box.value = shown[i] = v === null || v === undefined ? '' : String(v);
        // In keypad order, 1 to 9 then 0 (or on to 16), as they sit in the pad or run in a small box.
        const order = (d: number) => (d === 0 ? 9 : d - 1);
        const across = pad === 'sixteen' || pad === 'twelve' ? 4 : 3;
        const pencil = v === null || v === undefined ? [...(notes?.[i] ?? [])].sort((a, b) => order(a) - order(b)) : [];
        const spot = marks[i]!.firstElementChild as HTMLElement;
        spot.replaceChildren(
          ...pencil.map((d) => {
            const s = document.createElement('span');
            s.textContent = String(d);
            // Each mark's place in its pad (3×3 and 0, or 4 across), as players pencil them, where the box is tall enough (game.css).
            s.style.setProperty('--pad-row', String(Math.floor(order(d) / across) + 1));
            s.style.setProperty('--pad-column', String((order(d) % across) + 1));
            return s;
          }),
        );
        box.setAttribute('aria-description', pencil.length ? playWords.digits.noted({ digits: pencil.join(' ') }) : '');
        box.dataset.marks = pencil.join(' ');
      });
    },
  };
}

/** The pencil marks with `digit` added, or taken away if it was there. */
export function toggled(notes: readonly number[] | undefined, digit: number): number[] {
  const list = notes ?? [];
  return list.includes(digit) ? list.filter((d) => d !== digit) : [...list, digit];
}
