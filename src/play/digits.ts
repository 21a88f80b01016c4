import { keypad } from './keypad.ts';
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
  /** Toggles pencil mark `digit` in an empty cell; given, the toolbar has a Notes button. */
  note?(cell: number, digit: number): void;
  /** Cells whose entry stays put (a hint's or a given's); typing there does nothing. */
  fixed?(cell: number): boolean;
  /** Checks the chosen cell against the answer; given, the keypad has a key for it. */
  checkCell?(cell: number): void;
}

export interface DigitCells {
  boxes: HTMLInputElement[];
  /** Shows each cell's digit, or its pencil marks while it is empty. */
  render(values: readonly (number | null)[], notes?: readonly (readonly number[] | undefined)[]): void;
  /** The cell last chosen (focused), or null. */
  readonly active: number | null;
}


/**
 * One-digit boxes over the drawing's cells, typed as on paper: a digit fills the box (over
 * whatever was there) and moves on, Backspace empties it or steps back, arrow keys move. With
 * a `note` handler a Notes button (or N) switches typing to pencil marks. A keypad under the
 * toolbar types into the chosen box, so a phone never needs its keyboard.
 */
export function digitCells<S extends { mistakes: number }>(game: Game<S>, view: View, cells: readonly DigitCell[], options: DigitCellsOptions): DigitCells {
  const layer = view.layer();
  const allowed = new Set(options.digits);
  // Digits 1 to 9 only (a Sudoku's) fit a 3×3 pad of pencil marks with no row for 0, so a smaller box still keeps each in its place.
  if (options.digits.every((d) => d >= 1 && d <= 9)) layer.element.dataset.pad = 'nine';
  let active: number | null = null;
  let notesMode = false;

  const notesButton = options.note
    ? button(playWords.digits.notes, () => setNotes(!notesMode), { icon: 'pencil', title: playWords.digits.notesTip })
    : null;
  if (notesButton) {
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

  const write = (cell: number, digit: number) => {
    if (game.solved || options.fixed?.(cell)) return;
    if (notesMode && options.note) {
      // A box with a digit shows that digit, not its marks: a mark typed there is refused, said,
      // rather than kept out of sight.
      if (shown[cell]) return game.say(playWords.digits.markOnFilled({ v: shown[cell] }), 'bad');
      const on = !boxes[cell]!.dataset.marks?.split(' ').includes(String(digit));
      options.note(cell, digit);
      // After the move, so its words are the last said: what the mark did, not a verdict from before.
      return game.say(playWords.digits.mark({ context: on ? 'written' : 'erased', d: digit }));
    }
    options.enter(cell, digit);
    if (!game.solved) boxes[cell + 1]?.focus();
  };
  const erase = (cell: number) => {
    if (game.solved || options.fixed?.(cell)) return;
    options.enter(cell, null);
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
    input.addEventListener('keydown', (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (/^[0-9]$/.test(event.key)) {
        event.preventDefault();
        if (allowed.has(Number(event.key))) write(i, Number(event.key));
      } else if (event.key === 'Backspace' || event.key === 'Delete') {
        event.preventDefault();
        if (input.value === '' && event.key === 'Backspace' && i > 0) boxes[i - 1]!.focus();
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
    // here: the last digit typed is taken, and the box shows the state again.
    input.addEventListener('input', () => {
      const digit = [...input.value].reverse().find((ch) => /^[0-9]$/.test(ch) && allowed.has(Number(ch)));
      if (digit !== undefined) write(i, Number(digit));
      else if (input.value === '') erase(i);
      input.value = shown[i] ?? '';
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

  keypad(
    view.keys,
    options.digits,
    (d) => write(active ?? 0, d),
    () => erase(active ?? 0),
    options.checkCell ? [{ label: playWords.digits.checkBox, icon: 'tick', press: () => options.checkCell!(active ?? 0) }] : [],
  );

  return {
    boxes,
    get active() {
      return active;
    },
    render(values, notes) {
      boxes.forEach((box, i) => {
        const v = values[i];
        box.value = shown[i] = v === null || v === undefined ? '' : String(v);
        // In keypad order, 1 to 9 then 0, as they sit in the pad or run in a small box.
        const order = (d: number) => (d + 9) % 10;
        const pencil = v === null || v === undefined ? [...(notes?.[i] ?? [])].sort((a, b) => order(a) - order(b)) : [];
        const pad = marks[i]!.firstElementChild as HTMLElement;
        pad.replaceChildren(
          ...pencil.map((d) => {
            const s = document.createElement('span');
            s.textContent = String(d);
            // Each mark's place in a 3×3 (and 0) pad, as players pencil them, where the box is tall enough (game.css).
            s.style.setProperty('--pad-row', String(Math.floor(order(d) / 3) + 1));
            s.style.setProperty('--pad-column', String((order(d) % 3) + 1));
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
