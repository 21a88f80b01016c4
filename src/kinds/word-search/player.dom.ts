import { hintButton } from '../../play/hint.ts';
import { coarse, type Player } from '../../play/player.ts';
import { playWords } from './play-words.ts';
import { answerCells, chosenLine, lineOf, restoreState, snapEnd, startState, takeHint, type WordSearchState, wordSearchHint } from './play.ts';
import type { WordSearchPuzzle, WordSearchSolution } from './schema.ts';
import { stepper } from './steps.ts';

const SVG = 'http://www.w3.org/2000/svg';
/** The page's two columns begin here (game.css): the list then stands beside the board, under the toolbar. */
const WIDE = '(min-width: 56rem)';
/** Found words' capsules take these hues in turn (play.css), so two that cross are told apart. */
const HUES = 6;
/** A capsule's half-height, in cells: clear of the letters beside a word's own. */
const RADIUS = 0.42;

/**
 * The list of words the page sets beside the board (`Figure.list`, the puzzle page), or one made
 * here where a page has none: each word a list item whose hidden words tell a screen reader
 * whether it is found, placed under the board on a narrow screen and in the panel beside it on a
 * wide one.
 */
function wordList(board: HTMLElement, puzzle: WordSearchPuzzle): { list: HTMLElement; items: HTMLElement[] } {
  let list = board.closest('.game')?.querySelector<HTMLElement>('.board-list') ?? null;
  if (!list || list.querySelectorAll('li').length !== puzzle.words.length) {
    list?.remove();
    list = document.createElement('section');
    list.className = 'board-list';
    const heading = document.createElement('h2');
    heading.id = 'play-word-list';
    heading.textContent = puzzle.theme ?? '';
    heading.hidden = !puzzle.theme;
    list.setAttribute('aria-labelledby', heading.id);
    const ul = document.createElement('ul');
    ul.append(...puzzle.words.map(() => document.createElement('li')));
    list.append(heading, ul);
  }
  const items = [...list.querySelectorAll<HTMLElement>('li')];
  items.forEach((li, i) => {
    const word = puzzle.words[i]!;
    const shown = document.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = word;
    const said = document.createElement('span');
    said.className = 'visually-hidden';
    li.replaceChildren(shown, said);
    li.dataset.hue = String(i % HUES);
  });
  return { list, items };
}

/**
 * Word Search in the browser, as it plays on paper: drag from a word's first letter to its last
 * (the line follows the finger, snapped to the eight directions), or tap or click the two, or
 * move over the letters with the arrow keys and press Enter or Space at each end (Escape lets
 * go). A word of the list there is ringed by a capsule over its letters and struck off the list;
 * a line that is no word is said so, gently, and nothing is counted. The grid is one control
 * (a grid of letters to screen readers, the letter under the cursor its active cell), so on a
 * phone a 15×15's letters, 23 px apart, are never targets too small to hit one by one: a line is
 * drawn, not hit. Hint rings the next word the step solver finds, in the grid and on the list.
 */
export const player: Player<WordSearchPuzzle, WordSearchSolution, WordSearchState> = {
  start: () => startState(),
  restore: (puzzle, stored) => restoreState(puzzle, stored),
  verdict(puzzle, _answer, state) {
    const left = puzzle.words.length - state.found.length;
    return left === 0 ? { solved: true } : { solved: false, message: playWords.left({ count: left }) };
  },

  mount(game, view, puzzle, solution) {
    const { rows, cols } = puzzle;
    const cellCount = rows * cols;
    const layer = view.layer();
    const grid = layer.element;
    const figure = grid.parentElement!;
    const svg = figure.querySelector('svg')!;
    const board = figure.closest<HTMLElement>('.game-board') ?? figure;
    const answer = answerCells(puzzle, solution);

    const help = document.createElement('p');
    help.className = 'play-help';
    help.id = 'play-word-search-help';
    help.textContent = playWords.help({ context: coarse() ? 'touch' : 'mouse' });
    view.body.replaceChildren(help);

    // The list: on a narrow screen at the head of the panel, under the board and over the dock
    // (which stays at the screen's foot while the list scrolls past it); on a wide one in the
    // panel's body, beside the board under the toolbar. Printed, it follows the board again:
    // the panel is not printed.
    const { list, items } = wordList(board, puzzle);
    const panel = view.body.parentElement!;
    const wide = matchMedia(WIDE);
    const ul = list.querySelector('ul')!;
    /** Columns as wide as the widest word: as many as the width takes, no word broken. */
    const fitColumns = () => {
      const widest = Math.max(...items.map((li) => li.firstElementChild!.getBoundingClientRect().width));
      const style = getComputedStyle(items[0]!);
      if (widest > 0) ul.style.columnWidth = `${Math.ceil(widest + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight) + 1)}px`;
    };
    const placeList = () => {
      if (wide.matches) view.body.prepend(list);
      else panel.prepend(list);
      fitColumns();
    };
    wide.addEventListener('change', placeList);
    addEventListener('beforeprint', () => board.after(list));
    addEventListener('afterprint', placeList);
    placeList();
    void document.fonts?.ready.then(fitColumns);

    // The grid: one control, its letters its cells, the cursor's letter the active one.
    grid.setAttribute('role', 'grid');
    grid.tabIndex = 0;
    grid.setAttribute('aria-label', playWords.grid({ rows, cols }));
    grid.setAttribute('aria-describedby', help.id);
    const letters: HTMLElement[] = [];
    puzzle.letters.forEach((line, r) => {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'play-letter-row';
      line.forEach((letter, c) => {
        const cell = document.createElement('span');
        cell.className = 'play-letter';
        cell.id = `play-letter-${r}-${c}`;
        cell.setAttribute('role', 'gridcell');
        cell.setAttribute('aria-label', playWords.cell({ row: r + 1, column: c + 1, letter }));
        layer.place(`cell-${r}-${c}`, cell);
        // Rows hold their cells for screen readers; the layer places them (play.css: display: contents).
        row.append(cell);
        letters.push(cell);
      });
      grid.append(row);
    });

    // Where each letter's centre is in the drawing, and a cell's size, in the drawing's units.
    const boxOf = (cell: number) => svg.querySelector(`rect[data-key="cell-${Math.floor(cell / cols)}-${cell % cols}"]`)!;
    const at = (el: Element, name: string) => Number(el.getAttribute(name));
    const origin = boxOf(0);
    const unit = at(origin, 'width');
    const [x0, y0] = [at(origin, 'x'), at(origin, 'y')];
    const centre = (cell: number): [number, number] => [x0 + ((cell % cols) + 0.5) * unit, y0 + (Math.floor(cell / cols) + 0.5) * unit];

    // Capsules over the letters, under their type: found words, the line being drawn, a miss fading.
    const marks = document.createElementNS(SVG, 'g');
    marks.setAttribute('class', 'play-ws-marks');
    marks.setAttribute('aria-hidden', 'true');
    svg.insertBefore(marks, svg.querySelector('text'));
    const capsule = (from: number, to: number, kind: string, hue?: number) => {
      const [xa, ya] = centre(from);
      const [xb, yb] = centre(to);
      const r = RADIUS * unit;
      const rect = document.createElementNS(SVG, 'rect');
      rect.setAttribute('class', kind);
      if (hue !== undefined) rect.dataset.hue = String(hue % HUES);
      rect.setAttribute('x', String(-r));
      rect.setAttribute('y', String(-r));
      rect.setAttribute('width', String(Math.hypot(xb - xa, yb - ya) + 2 * r));
      rect.setAttribute('height', String(2 * r));
      rect.setAttribute('rx', String(r));
      rect.setAttribute('transform', `translate(${xa} ${ya}) rotate(${(Math.atan2(yb - ya, xb - xa) * 180) / Math.PI})`);
      return rect;
    };

    // Outside the state: the first letter chosen, the line being drawn, the keyboard's cursor.
    let first: number | null = null;
    let line: [number, number] | null = null;
    let cursor = 0;
    let drag: { pointer: number; start: number; end: number; x: number; y: number; moved: boolean } | null = null;

    const draw = () => {
      const found = game.state.found.map((i) => capsule(answer[i]![0]!, answer[i]!.at(-1)!, 'play-ws-found', i));
      const drawing = line ?? (first !== null ? [first, first] : null);
      marks.replaceChildren(...found, ...(drawing ? [capsule(drawing[0], drawing[1], 'play-ws-line')] : []));
      letters.forEach((el, i) => el.setAttribute('aria-selected', String(i === first)));
    };
    const showCursor = (cell: number) => {
      letters[cursor]?.classList.remove('play-cursor');
      cursor = cell;
      letters[cursor]!.classList.add('play-cursor');
      grid.setAttribute('aria-activedescendant', letters[cursor]!.id);
    };
    showCursor(0);
    const letGo = () => {
      first = null;
      line = null;
      drag = null;
      draw();
    };

    /** A line no word lies on: drawn a moment, fading, and said; nothing counted. */
    const miss = (from: number, to: number, said: string) => {
      const gone = capsule(from, to, 'play-ws-miss');
      marks.append(gone);
      setTimeout(() => gone.remove(), 900);
      game.say(said);
    };

    /** The line from `from` to `to` chosen: its word found, or why it is none. */
    const choose = (from: number, to: number) => {
      first = null;
      line = null;
      draw();
      const chosen = chosenLine(puzzle, answer, game.state, from, to);
      if (chosen.found) return game.move(chosen.found, chosen.say);
      if (chosen.miss) return miss(from, to, chosen.say);
      game.say(chosen.say);
    };

    /** A letter tapped, clicked or pressed Enter on: the first end of a line, or its last. */
    const mark = (cell: number) => {
      if (game.solved) return;
      if (first === null) {
        first = cell;
        line = null;
        draw();
        return game.say(playWords.first({ letter: puzzle.letters[Math.floor(cell / cols)]![cell % cols]!, row: Math.floor(cell / cols) + 1, column: (cell % cols) + 1 }));
      }
      choose(first, cell);
    };

    // The pointer: where it is in the drawing, in cells from the grid's corner.
    const inCells = (event: PointerEvent): [number, number] | null => {
      const matrix = svg.getScreenCTM();
      if (!matrix) return null;
      const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
      return [(p.x - x0) / unit, (p.y - y0) / unit];
    };
    const cellAt = ([x, y]: [number, number]) => (x < 0 || y < 0 || x >= cols || y >= rows ? null : Math.floor(y) * cols + Math.floor(x));
    /** The end of a line from `from` toward the pointer, snapped to a direction (play.ts). */
    const toward = (from: number, [x, y]: [number, number]) => {
      const [r, c] = [Math.floor(from / cols), from % cols];
      const [er, ec] = snapEnd(puzzle, r, c, x - (c + 0.5), y - (r + 0.5));
      return er * cols + ec;
    };

    grid.addEventListener('pointerdown', (event) => {
      delete grid.dataset.keys;
      if (game.solved || drag || !event.isPrimary || event.button !== 0) return;
      const point = inCells(event);
      const cell = point && cellAt(point);
      if (cell === null || cell === undefined) return;
      grid.setPointerCapture(event.pointerId);
      drag = { pointer: event.pointerId, start: cell, end: cell, x: point![0], y: point![1], moved: false };
      showCursor(cell);
    });
    grid.addEventListener('pointermove', (event) => {
      const point = inCells(event);
      if (!point) return;
      if (drag && event.pointerId === drag.pointer) {
        // A third of a letter's width from where it went down: a drag, not a tap.
        if (Math.hypot(point[0] - drag.x, point[1] - drag.y) > 1 / 3) drag.moved = true;
        if (!drag.moved) return;
        drag.end = toward(drag.start, point);
        first = null;
        line = [drag.start, drag.end];
        draw();
      } else if (!drag && first !== null && event.pointerType === 'mouse') {
        // A first letter chosen with a mouse: the line follows it to the letter it would end on.
        line = [first, toward(first, point)];
        draw();
      }
    });
    const lift = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointer) return;
      const done = drag;
      drag = null;
      if (event.type === 'pointercancel') return letGo();
      if (done.moved) return choose(done.start, done.end);
      // A tap. With a mouse the line drawn after the first letter is the one chosen; a finger shows none, so its letter is taken as tapped.
      if (first !== null && event.pointerType === 'mouse' && line) return choose(line[0], line[1]);
      mark(done.start);
    };
    grid.addEventListener('pointerup', lift);
    grid.addEventListener('pointercancel', lift);

    grid.addEventListener('keydown', (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
      if (step) {
        event.preventDefault();
        grid.dataset.keys = 'true';
        const [r, c] = [Math.floor(cursor / cols) + step[0]!, (cursor % cols) + step[1]!];
        if (r < 0 || c < 0 || r >= rows || c >= cols) return;
        showCursor(r * cols + c);
        // A first letter chosen: the line runs to the cursor where the two are on one.
        if (first !== null) {
          line = lineOf(puzzle, Math.floor(first / cols), first % cols, r, c) ? [first, cursor] : null;
          draw();
        }
      } else if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        grid.dataset.keys = 'true';
        mark(cursor);
      } else if (event.key === 'Escape' && first !== null) {
        event.preventDefault();
        letGo();
        game.say(playWords.dropped);
      }
    });

    view.tools.append(
      hintButton(game, view, {
        next: (s) => wordSearchHint(puzzle, solution, s),
        apply: (s, hint) => takeHint(puzzle, s, hint),
        taken: letGo,
        key: (cell) => (cell < cellCount ? stepper.cellKey!(puzzle, cell) : null),
        controls: (cells) => cells.map((cell) => (cell >= cellCount ? (items[cell - cellCount] ?? null) : null)),
      }),
    );

    return {
      render(state) {
        draw();
        items.forEach((li, i) => {
          const found = state.found.includes(i);
          li.classList.toggle('play-found', found);
          li.lastElementChild!.textContent = playWords.listed({ context: found ? 'found' : 'left', word: puzzle.words[i]! });
        });
      },
      restart: letGo,
    };
  },
};
