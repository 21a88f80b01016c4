import { cropLabels } from './crop.ts';
import { hintButton } from './hint.ts';
import { icon } from './icons.ts';
import { coarse, perform, type Player } from './player.ts';
import { type Cursor, type SlotRules, type SlotState, slotGame, type Typed } from './slots.ts';
import { bringIntoView } from './zoom.ts';

/** What a slot kind's page says and shows beyond the game: its help and names, the bar over a slot, and its lists under the clock. */
export interface SlotPage<P> {
  /** The help line: on a touch screen, or with a mouse and keys. */
  help(touch: boolean): string;
  /** The grid's name, for screen readers. */
  gridName(puzzle: P): string;
  /** The button that turns the way letters are written. */
  turn: string;
  /** The slot being written, as the bar under the board says it (a clue; a fill-in's length). */
  bar(puzzle: P, slot: number): string;
  /**
   * The lists under the clock: a section, its items that choose a slot (by slot; a fill-in has
   * none), and its list's words, struck off as they are written in the grid (by the list's order).
   */
  panel(puzzle: P, choose: (slot: number) => void): { section: HTMLElement; slots: (HTMLElement | undefined)[]; list: HTMLElement[] };
  /** Whether the page's printed text over the board (`.board-rules`) is what the panel shows again, hidden while playing. */
  printedAgain?(puzzle: P, text: string): boolean;
  /**
   * Whether text left of the squares is the grid's row numbers, which a phone crops off (a grid's
   * kinds); false where it is what the puzzle is read by (a scramble's letters mixed up).
   */
  crop?: boolean;
}

/**
 * A slot kind in the browser, as a crossword app plays: a letter square over each of the
 * drawing's squares; tap or click one to write there, the slot through it lit (across first, or
 * the only one), and tap it again (or the turn button, or Space) to write the other way. A letter
 * typed goes in and the next square of the slot is chosen; Backspace rubs out and goes back;
 * the arrows move from square to square. The slot's bar stands under the board, where the eye
 * is while typing. On a touch screen the system's keyboard types, as in any text box: it has
 * every letter of the person's language (Ñ, Ä), where a page's keypad of 27 keys was 37 px a
 * key on a phone or pushed the board off the screen in four rows of fingertip keys. The kind's
 * lists are set under the clock, and the list's words are struck off as they go in. Check rings
 * the wrong letters; Hint writes the next word the step solver finds. Printed letters (a
 * fill-in's starter) are shown and never written over.
 */
export function slotPlayer<P, S>(rules: SlotRules<P, S>, page: SlotPage<P>): Player<P, S, SlotState> {
  const game = slotGame(rules);
  return {
    start: (puzzle) => game.startState(puzzle),
    restore: (puzzle, stored) => game.restoreState(puzzle, stored),
    verdict: (puzzle, solution, state) => game.verdict(puzzle, solution, state),

    mount(played, view, puzzle, solution) {
      const { cols } = rules.view(puzzle);
      const given = rules.given?.(puzzle) ?? new Map<number, string>();
      const layer = view.layer();
      const figure = layer.element.parentElement!;
      // On a phone the row and column numbers go off the board, as the grid kinds' do.
      if (page.crop !== false) cropLabels(figure);
      const touch = coarse();

      const help = document.createElement('p');
      help.className = 'play-help';
      help.id = 'slot-help';
      help.textContent = page.help(touch);

      // Outside the state: the square being written and the way letters run from it.
      let cursor: Cursor = game.firstCursor(puzzle);

      // The slot being written, under the board, with the button that turns the way.
      const bar = document.createElement('div');
      bar.className = 'slot-bar';
      const turn = document.createElement('button');
      turn.type = 'button';
      turn.className = 'play-key slot-turn';
      turn.append(icon('down'));
      turn.setAttribute('aria-label', page.turn);
      turn.title = page.turn;
      // It leaves the square being written chosen.
      turn.addEventListener('pointerdown', (event) => event.preventDefault());
      turn.addEventListener('click', () => turnWay());
      const clue = document.createElement('p');
      clue.className = 'slot-clue';
      clue.id = 'slot-clue';
      bar.append(turn, clue);

      // A letter square over each of the drawing's.
      const grid = layer.element;
      grid.setAttribute('role', 'group');
      grid.setAttribute('aria-label', page.gridName(puzzle));
      grid.setAttribute('aria-describedby', help.id);
      const boxes = new Map<number, HTMLInputElement>();
      /** Whether the square pressed was the one being written, in focus: a tap that turns the way. */
      let again = false;
      for (const cell of game.openCells(puzzle)) {
        const input = document.createElement('input');
        input.type = 'text';
        input.inputMode = rules.view(puzzle).digits ? 'numeric' : 'text';
        input.autocomplete = 'off';
        input.spellcheck = false;
        input.setAttribute('autocapitalize', 'characters');
        input.setAttribute('autocorrect', 'off');
        input.className = 'slot-square';
        // A printed letter is read, not written: still a stop of the arrows and the Tab order's one square.
        if (given.has(cell)) {
          input.readOnly = true;
          input.classList.add('slot-given');
        }
        input.setAttribute('aria-describedby', clue.id);
        input.addEventListener('pointerdown', () => {
          again = cursor.cell === cell && document.activeElement === input;
        });
        input.addEventListener('focus', () => {
          // Chosen by the keyboard (Tab) or a tap: the way kept where a slot runs it here.
          if (cursor.cell !== cell) choose(game.chosen(puzzle, cursor, cell), false);
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
            choose(game.arrowed(puzzle, cursor, step[0]!, step[1]!));
          } else if (event.key === 'Backspace' || event.key === 'Delete') {
            event.preventDefault();
            act(game.rubOut(puzzle, played.state, cursor, event.key === 'Backspace'));
          } else if (event.key === ' ') {
            event.preventDefault();
            turnWay();
          } else if ([...event.key].length === 1 && event.key !== '?') {
            // A letter goes in; any other sign is refused, so the square shows the board's letter
            // only (and H, C and P are letters here, not the page's keys; ? still lists the keys).
            event.preventDefault();
            const letter = game.readLetter(puzzle, event.key);
            if (letter) act(game.typeLetter(puzzle, played.state, cursor, letter));
          }
        });
        // Typing that does not come as key presses (a phone's own keyboard, a composed letter, a
        // paste): the last letter typed is taken, and the square shows the board again.
        const typed = () => {
          const chars = [...input.value];
          const letter = chars.length ? game.readLetter(puzzle, chars.at(-1)!) : null;
          if (letter) act(game.typeLetter(puzzle, played.state, cursor, letter));
          else if (input.value === '') act(game.rubOut(puzzle, played.state, cursor, false));
          input.value = game.letterAt(puzzle, played.state, cell) ?? '';
        };
        input.addEventListener('input', (event) => {
          if (!(event as InputEvent).isComposing) typed();
        });
        input.addEventListener('compositionend', typed);
        if (layer.place(`cell-${Math.floor(cell / cols)}-${cell % cols}`, input)) boxes.set(cell, input);
      }

      view.keys.append(bar);
      /** A bar's text longer than its two lines set smaller, in three: the bar keeps its height (game.css). */
      const fitClue = () => {
        clue.classList.remove('slot-small');
        if (clue.scrollHeight > clue.clientHeight + 1) clue.classList.add('slot-small');
      };
      new ResizeObserver(fitClue).observe(bar);

      // The lists under the clock. The page sets a kind's printed text over the board too, as one
      // paragraph (`Figure.apart`), which on a phone pushed the board down past the keys: while the
      // game is on the screen it is read here, and the page's comes back for print.
      const lists = page.panel(puzzle, (slot) => {
        if (played.solved) return;
        choose(game.slotCursor(puzzle, played.state, slot));
      });
      view.body.replaceChildren(help, lists.section);
      const printed = document.querySelector<HTMLElement>('.game-head .board-rules');
      if (printed && page.printedAgain?.(puzzle, printed.textContent ?? '')) {
        printed.hidden = true;
        addEventListener('beforeprint', () => (printed.hidden = false));
        addEventListener('afterprint', () => (printed.hidden = true));
      }

      /** The square being written brought into focus (and into view, clear of the dock). */
      const focus = () => {
        const box = boxes.get(cursor.cell);
        if (!box || played.solved) return;
        if (document.activeElement !== box) box.focus({ preventScroll: true });
        bringIntoView([box]);
      };
      /** Another square or way chosen (not a move): shown, and `focused` where the focus goes with it. */
      function choose(next: Cursor, focused = true) {
        cursor = next;
        draw(played.state);
        if (focused) focus();
      }
      /**
       * The way turned (the turn button, Space, the square tapped again), where a slot runs the
       * other way through the square, and its bar said: the focus stays on the square, so a screen
       * reader would not read the bar it is described by again.
       */
      function turnWay(focused = true) {
        if (played.solved) return;
        const next = game.turned(puzzle, cursor);
        if (next === cursor) return;
        choose(next, focused);
        played.say(page.bar(puzzle, game.currentSlot(puzzle, cursor)));
      }
      /** A key's move made (or none), and the square it chose next in focus. */
      function act(typed: Typed) {
        if (played.solved) return;
        cursor = typed.cursor;
        if (typed.outcome) perform(played, typed.outcome);
        else draw(played.state);
        focus();
      }

      function draw(state: SlotState) {
        const slot = game.currentSlot(puzzle, cursor);
        const lit = new Set(game.slotCells(puzzle, cursor));
        for (const [cell, box] of boxes) {
          const letter = game.letterAt(puzzle, state, cell);
          box.value = letter ?? '';
          box.setAttribute('aria-label', game.squareSaid(puzzle, cell, letter));
          box.classList.toggle('slot-word', lit.has(cell));
          box.classList.toggle('play-active', cell === cursor.cell);
          // One square of the grid in the Tab order: the one being written (the arrows move on).
          box.tabIndex = cell === cursor.cell ? 0 : -1;
        }
        const said = slot >= 0 ? page.bar(puzzle, slot) : '';
        if (clue.textContent !== said) {
          clue.textContent = said;
          fitClue();
        }
        bar.dataset.way = cursor.across ? 'across' : 'down';
        turn.disabled = game.turned(puzzle, cursor) === cursor;
        lists.slots.forEach((item, i) => {
          if (!item) return;
          if (i === slot) item.setAttribute('aria-current', 'true');
          else item.removeAttribute('aria-current');
          item.classList.toggle('slot-written', game.slotWritten(puzzle, state, i));
        });
        game.listStruck(puzzle, state).forEach((struck, i) => lists.list[i]?.classList.toggle('slot-struck', struck));
      }

      view.tools.append(
        hintButton(played, view, {
          next: (s) => game.hint(puzzle, solution, s),
          apply: (s, hint) => game.takeHint(puzzle, s, hint),
          key: (cell) => rules.stepper.cellKey!(puzzle, cell),
        }),
      );

      return {
        render: draw,
        check() {
          perform(played, game.check(puzzle, solution, played.state));
        },
      };
    },
  };
}
