import { STEP } from '../../engine/mazekit/maze.ts';
import { HOLE, innerRadius, type RoundMaze } from '../../engine/mazekit/round.ts';
import { hintButton } from '../../play/hint.ts';
import { coarse, perform, type Player } from '../../play/player.ts';
import { bringIntoView } from '../../play/zoom.ts';
import { boardOf } from './board.ts';
import {
  beside,
  type Cell,
  mazeCheck,
  mazeHint,
  mazeName,
  mazeSolved,
  openSides,
  type MazeState,
  progress,
  reach,
  refusal,
  restoreMaze,
  roundCellAt,
  roundMiddle,
  saidOf,
  squareName,
  startMaze,
  step,
  takeHint,
  type Traced,
} from './play.ts';
import { playWords, type Way } from './play-words.ts';
import type { MazePuzzle, MazeSolution } from './schema.ts';
import { stepper } from './steps.ts';

const SVG = 'http://www.w3.org/2000/svg';
const KEYS: Record<string, Way> = { ArrowUp: 'up', ArrowRight: 'right', ArrowDown: 'down', ArrowLeft: 'left' };

/**
 * Where the drawing's grid lies: its top left corner and a square's side, in the drawing's units,
 * read from the first square's keyed spot (a heart has none at row 1, column 1).
 */
function gridOf(svg: SVGSVGElement): [x0: number, y0: number, unit: number] {
  const spot = svg.querySelector('rect[data-key^="cell-"]')!;
  const [r, c] = spot.getAttribute('data-key')!.slice('cell-'.length).split('-').map(Number) as [number, number];
  const at = (name: string) => Number(spot.getAttribute(name));
  const unit = at('width');
  return [at('x') - c * unit, at('y') - r * unit, unit];
}

/**
 * Where a round maze lies in the drawing: its middle, read from the rim's first cell's keyed spot
 * (centred on the top, its ring's middle a corridor's half inside the rim), and a corridor's width.
 */
function middleOf(svg: SVGSVGElement, puzzle: MazePuzzle): [cx: number, cy: number, unit: number] {
  const spot = svg.querySelector('rect[data-key="cell-0-0"]')!;
  const at = (name: string) => Number(spot.getAttribute(name));
  const [x, y] = [at('x') + at('width') / 2, at('y') + at('height') / 2];
  // The drawing's units are corridors (round-draw.ts).
  return [x, y + innerRadius(puzzle.rows, 0) + 0.5, 1];
}

/** The player's line in the drawing, either shape's: its group over the passages, the line (`tag`) and the dot on its end. */
function lineParts(svg: SVGSVGElement, tag: 'path' | 'polyline') {
  const group = document.createElementNS(SVG, 'g');
  group.setAttribute('class', 'play-maze-line');
  group.setAttribute('aria-hidden', 'true');
  svg.append(group);
  const path = document.createElementNS(SVG, tag);
  const dot = document.createElementNS(SVG, 'circle');
  dot.setAttribute('r', '0.24');
  group.append(path, dot);
  return { group, path, dot };
}

/**
 * A round maze's line, as the key draws its way (round-draw.ts): from the door in the rim, round
 * each ring along its middle and straight across between rings, into the hole once at the exit.
 */
function roundLineLayer(svg: SVGSVGElement, puzzle: MazePuzzle) {
  const { group, path, dot } = lineParts(svg, 'path');
  const maze = boardOf(puzzle).maze as RoundMaze;
  const [cx, cy] = middleOf(svg, puzzle);
  const mid = (r: number) => innerRadius(puzzle.rows, r) + 0.5;
  const turn = ([r, c]: Cell) => maze.turnOf(maze.cell(r, c));
  const at = (radius: number, t: number) => `${cx + radius * Math.sin(2 * Math.PI * t)},${cy - radius * Math.cos(2 * Math.PI * t)}`;
  // Round ring r's middle from turn a to b, the shorter way: an SVG arc (clockwise on the screen where b is past a).
  const round = (r: number, a: number, b: number) => {
    let d = b - a;
    d -= Math.round(d);
    return Math.abs(d) < 1e-12 ? '' : ` A${mid(r)},${mid(r)} 0 0 ${d > 0 ? 1 : 0} ${at(mid(r), a + d)}`;
  };
  return (line: readonly Cell[], solved: boolean) => {
    const rim = HOLE + puzzle.rows;
    let d = `M${at(rim, turn(line[0]!))} L${at(mid(line[0]![0]), turn(line[0]!))}`;
    for (let i = 1; i < line.length; i++) {
      const [a, b] = [line[i - 1]!, line[i]!];
      const [ta, tb] = [turn(a), turn(b)];
      if (a[0] === b[0]) d += round(a[0], ta, tb);
      else if (b[0] < a[0]) d += `${round(a[0], ta, tb)} L${at(mid(b[0]), tb)}`;
      else d += ` L${at(mid(b[0]), ta)}${round(b[0], ta, tb)}`;
    }
    const head = line.at(-1)!;
    if (solved) d += ` L${at(HOLE, turn(head))}`;
    path.setAttribute('d', d);
    group.dataset.length = String(line.length);
    const [hx, hy] = roundMiddle(puzzle, head);
    dot.setAttribute('cx', String(cx + hx));
    dot.setAttribute('cy', String(cy + hy));
    dot.style.display = solved ? 'none' : '';
  };
}

/**
 * The line drawn in the drawing itself, through the middles of its squares: from the entrance's
 * door, a dot on its end; once at the exit, on out through the exit's door. Over the passages,
 * which it never crosses a wall of. The page's print view leaves it out (play.css).
 */
function lineLayer(svg: SVGSVGElement, puzzle: MazePuzzle) {
  const { group, path, dot } = lineParts(svg, 'polyline');
  const [x0, y0, unit] = gridOf(svg);
  const centre = ([r, c]: Cell): [number, number] => [x0 + (c + 0.5) * unit, y0 + (r + 0.5) * unit];
  const { inward, out } = boardOf(puzzle);
  // The doors: half a square beyond the entrance's and the exit's middles, on their open sides.
  const door = (cell: Cell, [dr, dc]: readonly [number, number]): [number, number] => {
    const [x, y] = centre(cell);
    return [x + dc * 0.5 * unit, y + dr * 0.5 * unit];
  };
  const [ir, ic] = STEP[inward];
  const entrance = door([puzzle.start[0], puzzle.start[1]], [-ir, -ic]);
  const exit = door([puzzle.end[0], puzzle.end[1]], STEP[out]);
  return (line: readonly Cell[], solved: boolean) => {
    const points = [entrance, ...line.map(centre), ...(solved ? [exit] : [])];
    path.setAttribute('points', points.map(([x, y]) => `${x},${y}`).join(' '));
    group.dataset.length = String(line.length);
    const [hx, hy] = centre(line.at(-1)!);
    dot.setAttribute('cx', String(hx));
    dot.setAttribute('cy', String(hy));
    dot.style.display = solved ? 'none' : '';
  };
}

/**
 * A maze played by tracing: the maze is one control (a grid of squares to a screen reader, the
 * line's end its active square), a button over each square. Drag from the line (it starts at
 * the entrance) through the openings, tap the square next to its end, or move with the arrow
 * keys; a wall stops the line and says so, counting nothing. Back along the line, a tap on a
 * square of it, or Backspace, takes it back. Hint rings the next stretch of the way from the
 * line's end (or where the line turns off the way); Check says how far the line keeps to the way.
 */
export const player: Player<MazePuzzle, MazeSolution, MazeState> = {
  start: (puzzle) => startMaze(puzzle),
  restore: (puzzle, stored) => restoreMaze(puzzle, stored),

  verdict(puzzle, solution, state) {
    if (mazeSolved(puzzle, state)) return { solved: true };
    const { message, off } = progress(puzzle, solution, state);
    return off ? { solved: false, message, tone: 'bad', at: [`cell-${off[0]}-${off[1]}`] } : { solved: false, message };
  },

  mount(game, view, puzzle, solution) {
    const { rows, cols } = puzzle;
    const { maze } = boardOf(puzzle);
    const layer = view.layer();
    const grid = layer.element;
    const figure = grid.parentElement!;
    const svg = figure.querySelector('svg')!;
    const round = puzzle.shape === 'round';
    const drawLine = round ? roundLineLayer(svg, puzzle) : lineLayer(svg, puzzle);

    const help = document.createElement('p');
    help.className = 'play-help';
    help.id = 'play-maze-help';
    const context = coarse() ? 'touch' : 'mouse';
    help.textContent = round ? playWords.ringHelp({ context }) : playWords.help({ context });
    view.body.replaceChildren(help);

    // The maze: one control, its squares its cells, the line's end the active one.
    grid.setAttribute('role', 'grid');
    grid.tabIndex = 0;
    grid.setAttribute('aria-label', mazeName(puzzle));
    grid.setAttribute('aria-describedby', help.id);
    const squares: HTMLButtonElement[][] = [];
    for (let r = 0; r < rows; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'play-maze-row';
      squares.push([]);
      for (let c = 0; c < cols; c++) {
        // Buttons, so a maze whose squares are under a fingertip offers Zoom (zoom.ts); one tab stop, the grid's.
        const b = document.createElement('button');
        b.type = 'button';
        b.tabIndex = -1;
        b.className = 'play-trace-square';
        b.id = `play-maze-${r}-${c}`;
        b.setAttribute('role', 'gridcell');
        b.dataset.cell = `${r}-${c}`;
        // A square outside an outline has no spot drawn: its button is none of the maze's.
        if (!layer.place(`cell-${r}-${c}`, b)) b.hidden = true;
        // Rows hold their cells for screen readers; the layer places them (play.css: display: contents).
        row.append(b);
        squares[r]!.push(b);
      }
      grid.append(row);
    }
    const squareAt = ([r, c]: Cell) => squares[r]![c]!;

    /** Draws the line: the game's, or a drag's before it is let go. */
    const draw = (line: readonly Cell[]) => {
      drawLine(line, game.solved || mazeSolved(puzzle, { line: [...line], mistakes: 0 }));
      // A finger on the line, or on a square it can go on to, traces; elsewhere it pans a zoomed board.
      const head = line.at(-1)!;
      const next = new Set(openSides(puzzle, head).map((side) => squareAt(beside(puzzle, head, side))));
      const on = new Set(line.map(squareAt));
      for (const row of squares) for (const b of row) b.classList.toggle('play-traceable', on.has(b) || next.has(b));
      grid.setAttribute('aria-activedescendant', squareAt(head).id);
    };

    /** A line traced on or taken back: one move, said; a refusal said (a wall ringed where a square was tapped), nothing counted. */
    const moved = (before: readonly Cell[], t: Traced, ring?: Cell) => {
      if (t.type === 'grow' || t.type === 'back') return game.move({ ...game.state, line: t.line }, saidOf(puzzle, before, t.line));
      draw(game.state.line);
      game.say(refusal(puzzle, before, t), t.type === 'wall' ? 'bad' : undefined);
      if (t.type === 'wall' && ring) game.flag([`cell-${ring[0]}-${ring[1]}`]);
    };

    // The pointer: which square it is over, from the drawing's own coordinates: squares' from the
    // grid's corner; a round maze's, in corridors from its middle, by ring and angle (play.ts).
    const [x0, y0, unit] = round ? middleOf(svg, puzzle) : gridOf(svg);
    const inSquares = (x: number, y: number): [number, number] | null => {
      const matrix = svg.getScreenCTM();
      if (!matrix) return null;
      const p = new DOMPoint(x, y).matrixTransform(matrix.inverse());
      return [(p.x - x0) / unit, (p.y - y0) / unit];
    };
    // Off the grid, or outside an outline (a heart), no square of the maze; in a round maze's hole or past its rim, none.
    const squareOfPoint = (p: [number, number] | null): Cell | null => {
      if (!p) return null;
      if (round) return roundCellAt(puzzle, p[0], p[1]);
      return p[0] < 0 || p[1] < 0 || p[0] >= cols || p[1] >= rows || !maze.inside(maze.cell(Math.floor(p[1]), Math.floor(p[0]))) ? null : [Math.floor(p[1]), Math.floor(p[0])];
    };

    /**
     * A drag: pressed on a square, the line goes where the finger goes, a square at a time (a
     * wall stops it, the line behind takes it back), shown as it goes and one move when let go.
     */
    let drag: { pointer: number; line: readonly Cell[]; last: Cell; x: number; y: number; travelled: boolean; refused: Traced | null; pressed: Cell } | null = null;
    const letGo = () => {
      drag = null;
      draw(game.state.line);
    };
    const enter = (cell: Cell) => {
      if (!drag || (drag.last[0] === cell[0] && drag.last[1] === cell[1])) return;
      drag.last = cell;
      const t = reach(puzzle, drag.line, cell);
      if (t.type === 'grow' || t.type === 'back') {
        drag.line = t.line;
        draw(drag.line);
      } else if (t.type === 'wall') {
        // Said once for each wall met, not at every wobble of the finger against it.
        const met = drag.refused;
        if (met?.type !== 'wall' || met.side !== t.side || met.from[0] !== t.from[0] || met.from[1] !== t.from[1]) game.say(refusal(puzzle, drag.line, t), 'bad');
        drag.refused = t;
      }
    };
    grid.addEventListener('pointerdown', (event) => {
      delete grid.dataset.keys;
      if (game.solved || drag || !event.isPrimary || event.button !== 0) return;
      const cell = squareOfPoint(inSquares(event.clientX, event.clientY));
      if (!cell) return;
      if (event.pointerType === 'mouse') {
        // The grid keeps the focus (the arrow keys go on from the line's end), and no text is selected.
        event.preventDefault();
        grid.focus({ preventScroll: true });
      }
      grid.setPointerCapture(event.pointerId);
      drag = { pointer: event.pointerId, line: game.state.line, last: game.state.line.at(-1)!, x: event.clientX, y: event.clientY, travelled: false, refused: null, pressed: cell };
      const t = reach(puzzle, drag.line, cell);
      drag.last = cell;
      if (t.type === 'grow' || t.type === 'back') {
        drag.line = t.line;
        draw(drag.line);
      } else drag.refused = t;
    });
    grid.addEventListener('pointermove', (event) => {
      if (!drag || event.pointerId !== drag.pointer) return;
      // Every square on the way from the last point, a quarter of a square apart, so a quick stroke skips none.
      const from = inSquares(drag.x, drag.y);
      const to = inSquares(event.clientX, event.clientY);
      if (!from || !to) return;
      const n = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) * 4));
      for (let i = 1; i <= n; i++) {
        const cell = squareOfPoint([from[0] + ((to[0] - from[0]) * i) / n, from[1] + ((to[1] - from[1]) * i) / n]);
        if (cell && (cell[0] !== drag.pressed[0] || cell[1] !== drag.pressed[1])) drag.travelled = true;
        if (cell) enter(cell);
      }
      drag.x = event.clientX;
      drag.y = event.clientY;
    });
    const lift = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointer) return;
      const done = drag;
      drag = null;
      if (event.type === 'pointercancel') return letGo();
      const before = game.state.line;
      if (done.line !== before) return game.move({ ...game.state, line: [...done.line] }, saidOf(puzzle, before, done.line));
      draw(before);
      // A tap that did nothing says why; a drag that did nothing has said it as it went.
      if (!done.travelled && done.refused) moved(before, done.refused, done.pressed);
    };
    grid.addEventListener('pointerup', lift);
    grid.addEventListener('pointercancel', lift);

    grid.addEventListener('keydown', (event) => {
      if (event.ctrlKey || event.metaKey || event.altKey || game.solved) return;
      const way = KEYS[event.key];
      const line = game.state.line;
      if (way) {
        event.preventDefault();
        grid.dataset.keys = 'true';
        moved(line, step(puzzle, line, way));
      } else if ((event.key === 'Backspace' || event.key === 'Delete') && line.length > 1) {
        event.preventDefault();
        grid.dataset.keys = 'true';
        moved(line, { type: 'back', line: line.slice(0, -1) });
      } else return;
      // On a zoomed board the line's end stays in view.
      if (figure.closest('.play-panned')) bringIntoView([squareAt(game.state.line.at(-1)!)]);
    });

    view.tools.append(
      hintButton(game, view, {
        next: (s) => mazeHint(puzzle, solution, s),
        apply: (s, hint) => takeHint(puzzle, solution, s, hint),
        taken: letGo,
        key: (cell) => stepper.cellKey!(puzzle, cell),
      }),
    );

    return {
      render(state) {
        draw(state.line);
        for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) squares[r]![c]!.setAttribute('aria-label', squareName(puzzle, state.line, [r, c]));
      },
      restart: letGo,
      check() {
        // A turn off the way, found by Check: counted once, however often Check finds it (play.ts).
        perform(game, mazeCheck(puzzle, solution, game.state));
      },
    };
  },
};
