import { hintButton } from '../../play/hint.ts';
import { icon } from '../../play/icons.ts';
import { arrowKeys } from '../../play/overlay.ts';
import { coarse, perform, type Player } from '../../play/player.ts';
import { arrayOf, countedList, MAX_COUNT, record, whole } from '../../play/saved.ts';
import { button } from '../../play/shell.ts';
import {
  type Cell,
  clickCell,
  type Drag,
  dragTo,
  endDrag,
  type NumbrixState,
  numbrixCheck,
  numbrixHint,
  numbrixSolved,
  pathPairs,
  placedSaying,
  startDrag,
  startNumbrix,
  takeHint,
  turn,
  turnedSaying,
  wrongCells,
} from './play.ts';
import { sayMistake } from '../../engine/mistake.ts';
import { mistakeOf } from './check.ts';
import { playWords, type Shown } from './play-words.ts';
import { words } from './words.ts';
import type { NumbrixPuzzle, NumbrixSolution } from './schema.ts';
import { stepper } from './steps.ts';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The path drawn so far, in the drawing itself: a line from the centre of each number to the
 * next one where the two touch, laid over the squares and under the printed numbers. The page's
 * print view leaves it out (play.css).
 */
function pathLayer(figure: HTMLElement, puzzle: NumbrixPuzzle) {
  const svg = figure.querySelector('svg')!;
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', 'play-path');
  group.setAttribute('aria-hidden', 'true');
  svg.insertBefore(group, svg.querySelector('text'));
  const centre = ([r, c]: Cell): [number, number] => {
    const rect = svg.querySelector(`rect[data-key="cell-${r}-${c}"]`);
    const at = (name: string) => Number(rect?.getAttribute(name) ?? 0);
    return rect ? [at('x') + at('width') / 2, at('y') + at('height') / 2] : [c + 0.5, r + 0.5];
  };
  const centres = puzzle.givens.map((row, r) => row.map((_, c) => centre([r, c])));
  return (values: number[][]) => {
    group.replaceChildren(
      ...pathPairs(values).map(([a, b]) => {
        const line = document.createElementNS(SVG, 'line');
        const [x1, y1] = centres[a[0]]![a[1]]!;
        const [x2, y2] = centres[b[0]]![b[1]]!;
        line.setAttribute('x1', String(x1));
        line.setAttribute('y1', String(y1));
        line.setAttribute('x2', String(x2));
        line.setAttribute('y2', String(y2));
        line.dataset.from = `${a[0]}-${a[1]}`;
        line.dataset.to = `${b[0]}-${b[1]}`;
        return line;
      }),
    );
  };
}

/**
 * Numbrix: a button over every square. Tap a number, then the squares where the next numbers
 * go, or drag from a number across the squares; a line joins each two consecutive numbers that
 * touch, so the path grows on the board as it is found.
 */
export const player: Player<NumbrixPuzzle, NumbrixSolution, NumbrixState> = {
  start: (puzzle) => ({ ...startNumbrix(puzzle), counted: [] }),

  restore(puzzle, stored) {
    if (!record(stored)) return null;
    const { values, cursor, dir, mistakes, counted } = stored;
    const last = puzzle.width * puzzle.height;
    // The board's size, numbers 0 (empty) to the last, and every printed number where it is printed.
    const board =
      arrayOf(values, puzzle.height) &&
      values.every((row, r) => arrayOf(row, puzzle.width) && row.every((v, c) => whole(v, 0, last) && (puzzle.givens[r]![c] === 0 || v === puzzle.givens[r]![c])));
    if (!board) return null;
    const grid = values as number[][];
    // The count goes on from a number on the board (a move looks it up there).
    if (cursor !== null && !(whole(cursor, 1, last) && grid.some((row) => row.includes(cursor)))) return null;
    if ((dir !== 1 && dir !== -1) || !whole(mistakes, 0, MAX_COUNT)) return null;
    if (counted !== undefined && !countedList(counted, puzzle.height, puzzle.width)) return null;
    return { values: grid.map((row) => [...row]), cursor, dir, mistakes, ...(counted === undefined ? {} : { counted: [...counted] }) };
  },

  mount(game, view, puzzle, answer) {
    const layer = view.layer();
    const last = puzzle.width * puzzle.height;
    // Typed numbers at the printed size (draw.ts: 0.5, or 0.42 for three digits).
    if (last >= 100) layer.element.dataset.numbrixSmall = 'true';
    const drawPath = pathLayer(layer.element.parentElement!, puzzle);

    // The next number, and which way the count goes: pressing it (or + and −) turns the count.
    const direction = button('', () => {
      if (drag) return;
      const turned = turn(game.state);
      game.update(turned, playWords.turned({ context: turned.dir === 1 ? 'up' : 'down' }));
    }, { icon: 'up' });
    direction.classList.add('play-next');
    // Two lines in one small tile, so the toolbar keeps Check on the same line on a phone:
    // a caption ("Next") over the number itself, large.
    const caption = document.createElement('span');
    caption.className = 'play-next-caption';
    const value = document.createElement('span');
    value.className = 'play-next-value';
    // The space reads the two as words ("Next 5"), and the button's name starts with them (nextLabel).
    direction.querySelector('span')!.replaceChildren(caption, ' ', value);
    direction.setAttribute('aria-keyshortcuts', '+ -');
    view.tools.append(direction);
    view.tools.append(
      hintButton(game, view, {
        next: (s) => numbrixHint(puzzle, s, answer.grid),
        apply: (s, hint) => takeHint(puzzle, s, hint),
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );
    const touch = coarse();
    const help = document.createElement('p');
    help.className = 'play-help';
    help.textContent = playWords.help({ context: touch ? 'touch' : 'mouse' });
    view.body.replaceChildren(help);

    const play = (r: number, c: number) => {
      if (game.solved || drag) return;
      const move = clickCell(puzzle, game.state, r, c);
      if (move.refused) {
        // A square the rules refuse outright (it does not touch): said and ringed where it is,
        // never counted, since a finger that slips to the next square has made no mistake.
        game.say(move.message, 'bad');
        return game.flag([`cell-${r}-${c}`]);
      }
      if (move.state === game.state) return game.say(move.message);
      game.move(move.state, move.message);
    };

    /** After a drag the pointer's click is the drag's end, not a tap on the square it ended on. */
    let dragEnded = false;
    const cells = puzzle.givens.map((row, r) =>
      row.map((given, c) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.dataset.cell = `${r}-${c}`;
        if (given) b.classList.add('play-given');
        b.addEventListener('click', (event) => {
          // A click from a key (Enter, Space) has detail 0 and is always a move.
          if (dragEnded && event.detail > 0) return;
          play(r, c);
        });
        b.addEventListener('keydown', (event) => {
          if (event.ctrlKey || event.metaKey || event.altKey) return;
          if (event.key === '+' || event.key === '-' || event.key === '=' || event.key === '−') {
            event.preventDefault();
            const up = event.key !== '-' && event.key !== '−';
            if (up !== (game.state.dir === 1)) direction.click();
          } else if ((event.key === 'Delete' || event.key === 'Backspace') && game.state.values[r]![c]! > 0 && !given) {
            event.preventDefault();
            play(r, c);
          }
        });
        layer.place(`cell-${r}-${c}`, b);
        return b;
      }),
    );
    arrowKeys(cells);

    // Dragging: pressed on a number, every square entered next to the last one takes the next
    // number; the board shows each step, and the whole drag is one move (one Undo) when it ends.
    let drag: Drag | null = null;
    let pointer: number | null = null;
    let pressed: Cell | null = null;
    let moved = false;
    let lastPoint: [number, number] = [0, 0];
    const squareAt = (x: number, y: number): Cell | null => {
      const el = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-cell]');
      if (!el || !layer.element.contains(el)) return null;
      const [r, c] = el.dataset.cell!.split('-').map(Number) as Cell;
      return [r, c];
    };
    const enter = ([r, c]: Cell) => {
      if (!drag || !pressed) return;
      if (r !== pressed[0] || c !== pressed[1]) moved = true;
      const step = dragTo(puzzle, drag, r, c);
      if (step.drag !== drag) {
        drag = step.drag;
        show(drag.state);
      }
      if (step.message) game.say(step.message, step.refused ? 'bad' : undefined);
    };
    layer.element.addEventListener('pointerdown', (event) => {
      dragEnded = false;
      if (game.solved || drag || !event.isPrimary || event.button !== 0) return;
      const at = squareAt(event.clientX, event.clientY);
      if (!at) return;
      drag = startDrag(game.state, at[0], at[1]);
      if (!drag) return;
      pointer = event.pointerId;
      pressed = at;
      moved = false;
      lastPoint = [event.clientX, event.clientY];
    });
    window.addEventListener('pointermove', (event) => {
      if (!drag || event.pointerId !== pointer) return;
      // Every square on the way from the last point, so a quick stroke skips none.
      const [x0, y0] = lastPoint;
      const size = cells[0]![0]!.getBoundingClientRect().width || 20;
      const steps = Math.max(1, Math.ceil(Math.hypot(event.clientX - x0, event.clientY - y0) / (size / 4)));
      for (let i = 1; i <= steps; i++) {
        const at = squareAt(x0 + ((event.clientX - x0) * i) / steps, y0 + ((event.clientY - y0) * i) / steps);
        if (at) enter(at);
      }
      lastPoint = [event.clientX, event.clientY];
    });
    const finish = (event: PointerEvent) => {
      if (!drag || event.pointerId !== pointer) return;
      const done = drag;
      drag = null;
      pointer = null;
      if (!moved) return show(game.state);
      dragEnded = true;
      const before = game.state;
      const next = endDrag(done);
      const written = done.trail.filter((_, i) => done.placed[i]).map(([r, c]) => next.values[r]![c]!);
      if (written.length === 0 && next.cursor === before.cursor) return show(before);
      const goesOn = next.cursor ?? 0;
      // A drag that counted the other way says so, and from where the next tap goes on.
      const message =
        next.dir !== before.dir
          ? turnedSaying(written, next.dir, goesOn)
          : written.length
            ? placedSaying(written, next.cursor === done.state.cursor ? undefined : goesOn)
            : playWords.continuing({ n: goesOn });
      game.move(next, message);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', finish);

    const show = (s: NumbrixState) => {
      const next = s.cursor === null ? null : s.cursor + s.dir;
      const up = s.dir === 1;
      // Said in full to screen readers; shown as caption and value.
      const at: Shown = next === null ? (touch ? 'tap' : 'click') : next < 1 ? 'first' : next > last ? 'last' : 'next';
      const choosing = next === null;
      const shown = choosing ? 1 : at === 'first' ? 1 : at === 'last' ? last : next!;
      caption.textContent = playWords.nextCaption({ context: at });
      value.textContent = choosing ? '' : String(shown);
      direction.dataset.next = next === null ? '' : String(next);
      direction.querySelector('svg')!.replaceWith(icon(up ? 'up' : 'down'));
      direction.setAttribute('aria-label', playWords.nextLabel({ shown: playWords.nextShown({ context: at, n: shown }), counting: playWords.counting({ context: up ? 'up' : 'down' }) }));
      direction.title = playWords.turnTip({ context: up ? 'up' : 'down' });
      cells.forEach((row, r) =>
        row.forEach((b, c) => {
          const v = s.values[r]![c]!;
          const given = puzzle.givens[r]![c]! > 0;
          // Printed numbers show through from the drawing; placed ones are written on the button.
          b.textContent = v && !given ? String(v) : '';
          b.classList.toggle('play-current', v > 0 && v === s.cursor);
          // A square with a number starts a drag: there a finger draws instead of scrolling.
          b.classList.toggle('play-numbered', v > 0);
          b.setAttribute('aria-label', playWords.square({
              context: v > 0 && v === s.cursor ? 'current' : 'still',
              row: r + 1,
              column: c + 1,
              holds: playWords.squareHolds({ context: v === 0 ? 'empty' : given ? 'given' : 'placed', v }),
            }));
        }),
      );
      drawPath(s.values);
    };

    return {
      render: show,
      restart() {
        drag = null;
        pointer = null;
      },
      check() {
        perform(game, numbrixCheck(puzzle, game.state, answer.grid));
      },
    };
  },

  verdict(puzzle, answer, state) {
    if (numbrixSolved(state, answer.grid)) return { solved: true };
    const empty = state.values.flat().filter((v) => v === 0).length;
    const wrong = wrongCells(puzzle, state, answer.grid).length;
    // A full board that is not the answer breaks a rule: the answer check says which, and where.
    const mistake = empty === 0 ? mistakeOf(puzzle, { grid: state.values }) : null;
    if (mistake) return { solved: false, message: sayMistake(words.check, mistake), tone: 'bad', always: true, at: mistake.at };
    if (wrong > 0) return { solved: false, message: playWords.wrongCount({ count: wrong }), tone: 'bad' };
    return { solved: false, message: playWords.allRight({ count: empty }) };
  },
};
