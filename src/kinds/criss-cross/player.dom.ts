import { cropLabels } from '../../play/crop.ts';
import { hintButton } from '../../play/hint.ts';
import { icon } from '../../play/icons.ts';
import { coarse, perform, type Player } from '../../play/player.ts';
import { bringIntoView } from '../../play/zoom.ts';
import { playWords } from './play-words.ts';
import {
  arrowed,
  bankStruck,
  chosen,
  clueSaid,
  crissCrossCheck,
  crissCrossHint,
  crissCrossVerdict,
  type CrissCrossState,
  currentSlot,
  type Cursor,
  firstCursor,
  letterAt,
  openCells,
  readLetter,
  restoreState,
  rubOut,
  slotCells,
  slotCursor,
  slotWritten,
  squareSaid,
  startState,
  takeHint,
  turned,
  type Typed,
  typeLetter,
} from './play.ts';
import type { CrissCrossPuzzle, CrissCrossSolution } from './schema.ts';
import { stepper } from './steps.ts';
import { words } from './words.ts';
import { provideLetters } from './letters.ts';

// The grid letters of each language (Ä, Ñ kept where its print keeps them), each lexicon's letters
// alone: a page holds no lexicon, and without them a German player wrote BAR for the printed BÄR.
provideLetters(Object.fromEntries(Object.entries(import.meta.glob<string>('../../engine/wordkit/themes/*.json', { eager: true, import: 'letters' })).map(([path, letters]) => [path.replace(/^.*\/|\.json$/g, ''), letters])));

/**
 * The clue lists, under the clock (the panel's body): the theme's heading, each list's heading
 * and its clues, each a button that chooses its slot, then the word bank where it is printed.
 */
function clueLists(puzzle: CrissCrossPuzzle, choose: (slot: number) => void): { section: HTMLElement; items: HTMLButtonElement[]; bank: HTMLElement[] } {
  const section = document.createElement('section');
  section.className = 'cc-clues';
  const items: HTMLButtonElement[] = [];
  // The theme heads the lists where there is one; the lists' headings come under it.
  if (puzzle.theme) {
    const theme = document.createElement('h2');
    theme.className = 'cc-theme';
    theme.textContent = puzzle.theme;
    section.append(theme);
  }
  for (const dir of ['across', 'down'] as const) {
    const slots = puzzle.slots.flatMap((s, i) => (s.dir === dir ? [i] : []));
    if (slots.length === 0) continue;
    const heading = document.createElement(puzzle.theme ? 'h3' : 'h2');
    heading.className = 'cc-list-heading';
    heading.id = `cc-clues-${dir}`;
    heading.textContent = dir === 'across' ? words.across : words.down;
    const list = document.createElement('ul');
    list.setAttribute('aria-labelledby', heading.id);
    for (const i of slots) {
      const s = puzzle.slots[i]!;
      const item = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'cc-clue-item';
      b.textContent = words.clue({ number: s.number, clue: s.clue, length: s.length });
      b.addEventListener('click', () => choose(i));
      item.append(b);
      list.append(item);
      items[i] = b;
    }
    section.append(heading, list);
  }
  // The bank, each word an item a word written in the grid strikes off (`bankStruck`).
  const bank: HTMLElement[] = [];
  if (puzzle.printBank) {
    const title = document.createElement(puzzle.theme ? 'h3' : 'h2');
    title.className = 'cc-list-heading';
    title.id = 'cc-bank';
    title.textContent = words.bankTitle;
    const list = document.createElement('ul');
    list.className = 'cc-bank';
    list.setAttribute('aria-labelledby', title.id);
    for (const word of puzzle.bank) {
      const item = document.createElement('li');
      item.textContent = word;
      list.append(item);
      bank.push(item);
    }
    section.append(title, list);
  }
  return { section, items, bank };
}

/**
 * Criss-Cross in the browser, as a crossword app plays: a letter square over each of the
 * drawing's squares; tap or click one to write there, the slot through it lit (across first, or
 * the only one), and tap it again (or the turn button, or Space) to write the other way. A letter
 * typed goes in and the next square of the slot is chosen; Backspace rubs out and goes back;
 * the arrows move from square to square. The slot's clue stands under the board, where the eye
 * is while typing. On a touch screen the system's keyboard types, as in any text box: it has
 * every letter of the person's language (Ñ, Ä), where a page's keypad of 27 keys was 37 px a
 * key on a phone or pushed the board off the screen in four rows of fingertip keys. The clue
 * lists are set under the clock, each clue choosing its slot, and the bank's words are struck
 * off as they go in. Check rings the wrong
 * letters; Hint writes the next word the step solver finds.
 */
export const player: Player<CrissCrossPuzzle, CrissCrossSolution, CrissCrossState> = {
  start: (puzzle) => startState(puzzle),
  restore: (puzzle, stored) => restoreState(puzzle, stored),
  verdict: (puzzle, solution, state) => crissCrossVerdict(puzzle, solution, state),

  mount(game, view, puzzle, solution) {
    const { rows, cols } = puzzle;
    const layer = view.layer();
    const figure = layer.element.parentElement!;
    // On a phone the row and column numbers go off the board, as the grid kinds' do.
    cropLabels(figure);
    const touch = coarse();

    const help = document.createElement('p');
    help.className = 'play-help';
    help.id = 'cc-help';
    help.textContent = playWords.help({ context: touch ? 'touch' : 'mouse' });

    // Outside the state: the square being written and the way letters run from it.
    let cursor: Cursor = firstCursor(puzzle);

    // The clue of the slot being written, under the board, with the button that turns the way.
    const bar = document.createElement('div');
    bar.className = 'cc-bar';
    const turn = document.createElement('button');
    turn.type = 'button';
    turn.className = 'play-key cc-turn';
    turn.append(icon('down'));
    turn.setAttribute('aria-label', playWords.turn);
    turn.title = playWords.turn;
    // It leaves the square being written chosen.
    turn.addEventListener('pointerdown', (event) => event.preventDefault());
    turn.addEventListener('click', () => turnWay());
    const clue = document.createElement('p');
    clue.className = 'cc-clue';
    clue.id = 'cc-clue';
    bar.append(turn, clue);

    // A letter square over each of the drawing's.
    const grid = layer.element;
    grid.setAttribute('role', 'group');
    grid.setAttribute('aria-label', playWords.grid({ rows, cols }));
    grid.setAttribute('aria-describedby', help.id);
    const boxes = new Map<number, HTMLInputElement>();
    /** Whether the square pressed was the one being written, in focus: a tap that turns the way. */
    let again = false;
    for (const cell of openCells(puzzle)) {
      const input = document.createElement('input');
      input.type = 'text';
      input.inputMode = 'text';
      input.autocomplete = 'off';
      input.spellcheck = false;
      input.setAttribute('autocapitalize', 'characters');
      input.setAttribute('autocorrect', 'off');
      input.className = 'cc-square';
      input.setAttribute('aria-describedby', clue.id);
      input.addEventListener('pointerdown', () => {
        again = cursor.cell === cell && document.activeElement === input;
      });
      input.addEventListener('focus', () => {
        // Chosen by the keyboard (Tab) or a tap: the way kept where a slot runs it here.
        if (cursor.cell !== cell) choose(chosen(puzzle, cursor, cell), false);
        input.select();
      });
      input.addEventListener('click', () => {
        if (!again) return;
        again = false;
        turnWay(false);
      });
      input.addEventListener('keydown', (event) => {
        if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
        const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
        if (step) {
          event.preventDefault();
          choose(arrowed(puzzle, cursor, step[0]!, step[1]!));
        } else if (event.key === 'Backspace' || event.key === 'Delete') {
          event.preventDefault();
          act(rubOut(puzzle, game.state, cursor, event.key === 'Backspace'));
        } else if (event.key === ' ') {
          event.preventDefault();
          turnWay();
        } else if ([...event.key].length === 1 && event.key !== '?') {
          // A letter goes in; any other sign is refused, so the square shows the board's letter
          // only (and H, C and P are letters here, not the page's keys; ? still lists the keys).
          event.preventDefault();
          const letter = readLetter(event.key);
          if (letter) act(typeLetter(puzzle, game.state, cursor, letter));
        }
      });
      // Typing that does not come as key presses (a phone's own keyboard, a composed letter, a
      // paste): the last letter typed is taken, and the square shows the board again.
      const typed = () => {
        const chars = [...input.value];
        const letter = chars.length ? readLetter(chars.at(-1)!) : null;
        if (letter) act(typeLetter(puzzle, game.state, cursor, letter));
        else if (input.value === '') act(rubOut(puzzle, game.state, cursor, false));
        input.value = letterAt(puzzle, game.state, cell) ?? '';
      };
      input.addEventListener('input', (event) => {
        if (!(event as InputEvent).isComposing) typed();
      });
      input.addEventListener('compositionend', typed);
      if (layer.place(`cell-${Math.floor(cell / cols)}-${cell % cols}`, input)) boxes.set(cell, input);
    }

    view.keys.append(bar);
    /** A clue longer than the bar's two lines set smaller, in three: the bar keeps its height (play.css). */
    const fitClue = () => {
      clue.classList.remove('cc-small');
      if (clue.scrollHeight > clue.clientHeight + 1) clue.classList.add('cc-small');
    };
    new ResizeObserver(fitClue).observe(bar);

    // The clue lists under the clock. The page sets them over the board too, as one paragraph
    // (`Figure.apart`), which on a phone pushed the board down past the keys: while the game is
    // on the screen they are read here, and the page's come back for print.
    const lists = clueLists(puzzle, (slot) => {
      if (game.solved) return;
      choose(slotCursor(puzzle, game.state, slot));
    });
    view.body.replaceChildren(help, lists.section);
    const printed = document.querySelector<HTMLElement>('.game-head .board-rules');
    if (printed && puzzle.slots.every((s) => printed.textContent?.includes(s.clue))) {
      printed.hidden = true;
      addEventListener('beforeprint', () => (printed.hidden = false));
      addEventListener('afterprint', () => (printed.hidden = true));
    }

    /** The square being written brought into focus (and into view, clear of the dock). */
    const focus = () => {
      const box = boxes.get(cursor.cell);
      if (!box || game.solved) return;
      if (document.activeElement !== box) box.focus({ preventScroll: true });
      bringIntoView([box]);
    };
    /** Another square or way chosen (not a move): shown, and `focused` where the focus goes with it. */
    function choose(next: Cursor, focused = true) {
      cursor = next;
      draw(game.state);
      if (focused) focus();
    }
    /**
     * The way turned (the turn button, Space, the square tapped again), where a slot runs the
     * other way through the square, and its clue said: the focus stays on the square, so a screen
     * reader would not read the clue it is described by again.
     */
    function turnWay(focused = true) {
      if (game.solved) return;
      const next = turned(puzzle, cursor);
      if (next === cursor) return;
      choose(next, focused);
      game.say(clueSaid(puzzle, currentSlot(puzzle, cursor)));
    }
    /** A key's move made (or none), and the square it chose next in focus. */
    function act(typed: Typed) {
      if (game.solved) return;
      cursor = typed.cursor;
      if (typed.outcome) perform(game, typed.outcome);
      else draw(game.state);
      focus();
    }

    function draw(state: CrissCrossState) {
      const slot = currentSlot(puzzle, cursor);
      const lit = new Set(slotCells(puzzle, cursor));
      for (const [cell, box] of boxes) {
        const letter = letterAt(puzzle, state, cell);
        box.value = letter ?? '';
        box.setAttribute('aria-label', squareSaid(puzzle, cell, letter));
        box.classList.toggle('cc-word', lit.has(cell));
        box.classList.toggle('play-active', cell === cursor.cell);
        // One square of the grid in the Tab order: the one being written (the arrows move on).
        box.tabIndex = cell === cursor.cell ? 0 : -1;
      }
      const said = slot >= 0 ? clueSaid(puzzle, slot) : '';
      if (clue.textContent !== said) {
        clue.textContent = said;
        fitClue();
      }
      bar.dataset.way = cursor.across ? 'across' : 'down';
      turn.disabled = turned(puzzle, cursor) === cursor;
      lists.items.forEach((item, i) => {
        if (i === slot) item.setAttribute('aria-current', 'true');
        else item.removeAttribute('aria-current');
        item.classList.toggle('cc-written', slotWritten(puzzle, state, i));
      });
      bankStruck(puzzle, state).forEach((struck, i) => lists.bank[i]!.classList.toggle('cc-struck', struck));
    }

    view.tools.append(
      hintButton(game, view, {
        next: (s) => crissCrossHint(puzzle, solution, s),
        apply: (s, hint) => takeHint(puzzle, s, hint),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    return {
      render: draw,
      check() {
        perform(game, crissCrossCheck(puzzle, solution, game.state));
      },
    };
  },
};
