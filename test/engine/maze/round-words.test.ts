/**
 * Every sentence a round maze shows, in each of the eight languages, fits a round maze (issue
 * 110): its cells are not squares, it has no exit arrow (its exit is its middle). Gathered as a
 * reader meets them: the rules and a worksheet's line (with a picture and without), the text
 * alternative of the drawing and of its answer, every step `explain` and a worked key print,
 * every hint, every answer check's mistake, and the archive player's help, Check, the names of
 * its cells, what a move says and why a wall refuses it, and the grade's figures the archive
 * lists beside it. None may say a grid's square (English's `square`, or a language's board-cell
 * word in a round maze's own sentences, which now count steps, as its player always did), nor
 * send a reader to the exit's arrow. The words before this test failed in every language.
 */
import { describe, expect, it } from 'vitest';
import { bookLanguages } from '../../../src/engine/catalog.ts';
import { DIFFICULTIES } from '../../../src/engine/kind.ts';
import { inLanguage } from '../../../src/engine/language.ts';
import type { RoundMaze } from '../../../src/engine/mazekit/round.ts';
import { Rng } from '../../../src/engine/random.ts';
import { boardOf } from '../../../src/kinds/maze/board.ts';
import { kind } from '../../../src/kinds/maze/index.ts';
import { type Cell, mazeCheck, mazeHint, mazeName, openSides, progress, reach, refusal, saidOf, squareName, startMaze, stepSide } from '../../../src/kinds/maze/play.ts';
import { playWords } from '../../../src/kinds/maze/play-words.ts';
import type { MazePuzzle, MazeSolution } from '../../../src/kinds/maze/schema.ts';
import { stepper } from '../../../src/kinds/maze/steps.ts';
import { words } from '../../../src/kinds/maze/words.ts';

/** Each language's word for a grid's cell, as its rectangle's sentences say it (a round maze's own count steps and name ring and place). */
const CELL: Record<string, RegExp> = {
  en: /\bsquares?\b/i,
  de: /\bFeld(er|ern)?\b/,
  fr: /\bcases?\b/i,
  es: /\bcasillas?\b/i,
  it: /\bcasell[ae]\b/i,
  nl: /\bvakjes?\b/i,
  'pt-BR': /\bcasas?\b/i,
  'pt-PT': /\bcasas?\b/i,
};
/** The exit's arrow, which a round maze has none of: its rectangle's rules lead to it. */
const EXIT_ARROW: Record<string, RegExp> = {
  en: /exit arrow/i,
  de: /Pfeil beim Ausgang/,
  fr: /flèche de la sortie/,
  es: /flecha de la salida/,
  it: /freccia dell’uscita/,
  nl: /pijl bij de uitgang/,
  'pt-BR': /seta da saída/,
  'pt-PT': /seta da saída/,
};

/** A round maze of each band (with a picture at its doors for easy), its way as cells. */
const MAZES = DIFFICULTIES.map((band, i) => {
  const rings = [6, 8, 10, 12][i]!;
  const options = kind.options.parse({ shape: 'round', size: rings, ...(band === 'easy' ? { picture: 'bee' } : {}) });
  for (let s = 0; s < 10; s++) {
    const made = kind.generate(new Rng(`test/maze/round-words/${band}/${s}`), options, band);
    if (made) return { band, puzzle: made.puzzle, solution: made.solution };
  }
  throw new Error(`no ${band} round maze`);
});

/** Every sentence the maze shows a reader, in the language of the moment. */
function sentences(puzzle: MazePuzzle, solution: MazeSolution): { said: string[]; measures: string[] } {
  const maze = boardOf(puzzle).maze as RoundMaze;
  const way = solution.path.map(([r, c]) => [r, c] as Cell);
  const said: string[] = [];
  const check = (path: Cell[]) => said.push(kind.check(puzzle, { path })!);
  said.push(kind.words.rules(puzzle), kind.words.instruction(puzzle), kind.draw(puzzle).alt ?? '', kind.drawAnswer!(puzzle, solution).alt ?? '');
  // explain's and a worked key's steps, and each hint along the way.
  said.push(...stepper.steps(puzzle, 4, []).steps.map((s) => s.say));
  let state = startMaze(puzzle);
  said.push(progress(puzzle, solution, state).message, mazeName(puzzle), playWords.ringHelp({ context: 'touch' }), playWords.ringHelp({ context: 'mouse' }));
  for (let k = 1; k < way.length; k++) {
    const hint = mazeHint(puzzle, solution, state);
    if (hint.type === 'step' || hint.type === 'reveal' || hint.type === 'mistake') said.push(hint.say);
    const line = way.slice(0, k + 1);
    said.push(saidOf(puzzle, line.slice(0, -1), line), saidOf(puzzle, line, line.slice(0, -1)));
    for (const cell of [line.at(-1)!, line[0]!, way.at(-1)!]) said.push(squareName(puzzle, line, cell));
    state = { ...state, line };
    said.push(progress(puzzle, solution, state).message);
    // A wall refused, a tap far off and on the line's end.
    const head = line.at(-1)!;
    const shut = maze.sides.find((side) => maze.next(maze.cell(...head), side) >= 0 && !openSides(puzzle, head).includes(side));
    if (shut !== undefined) {
      const t = stepSide(puzzle, line, shut);
      if (t.type === 'wall') said.push(refusal(puzzle, line, t));
    }
    for (const to of [head, way.at(-1)!]) {
      const t = reach(puzzle, line, to);
      if (t.type === 'far' || t.type === 'here') said.push(refusal(puzzle, line, t));
    }
  }
  // A wrong turn: Check and Hint on it, and a dead end traced into.
  const at = way.findIndex((cell, i) => openSides(puzzle, cell).length > (i === 0 ? 1 : 2));
  const into = openSides(puzzle, way[at]!)
    .map((side) => maze.next(maze.cell(...way[at]!), side))
    .map((c) => [maze.rowOf(c), maze.colOf(c)] as Cell)
    .find((c) => !way.some((w) => w[0] === c[0] && w[1] === c[1]))!;
  const wrong = { ...state, line: [...way.slice(0, at + 1), into] };
  said.push(mazeCheck(puzzle, solution, wrong).say!, (mazeHint(puzzle, solution, wrong) as { say: string }).say);
  said.push(words.hint.ringReveal({ cell: { ring: 2, place: 3 } }));
  // Each mistake the answer check names.
  check([way[1]!, ...way.slice(1)]);
  check(way.slice(0, -1));
  check([way[0]!, way[2]!]);
  check([way[0]!, way[1]!, way[0]!]);
  check([...way, [puzzle.rows, 0]]);
  const k = way.findIndex((cell) => maze.sides.some((side) => maze.next(maze.cell(...cell), side) >= 0 && !openSides(puzzle, cell).includes(side)));
  const side = maze.sides.find((s) => maze.next(maze.cell(...way[k]!), s) >= 0 && !openSides(puzzle, way[k]!).includes(s))!;
  const through = maze.next(maze.cell(...way[k]!), side);
  check([...way.slice(0, k + 1), [maze.rowOf(through), maze.colOf(through)]]);
  return { said, measures: Object.values(kind.words.measures) as string[] };
}

describe.each(MAZES)('a round $band maze in words', ({ puzzle, solution }) => {
  it.each(bookLanguages())('in %s: says no square and no exit arrow, anywhere it is shown', (lang) => {
    const { said, measures } = inLanguage(lang, () => sentences(puzzle, solution));
    expect(said.length).toBeGreaterThan(40);
    // Every sentence that fails, at once.
    expect([...new Set(said.filter((s) => /\{\{|undefined|NaN/.test(s) || CELL[lang]!.test(s) || EXIT_ARROW[lang]!.test(s)))], lang).toEqual([]);
    // Its cells by ring and place: the first of the way named in the language's words, never by row and column.
    expect(said.join(' ')).toMatch(/\d+.*\d+/);
    // The grade's figures are the kind's, shown beside every maze: a cell in each language's word for one, never English's square.
    for (const m of measures) expect(m, lang).not.toMatch(CELL.en!);
  });
});

describe('a round maze in English', () => {
  it('counts its way in steps, names a cell by ring and place alone, and leads into its middle', () => {
    const { puzzle } = MAZES[0]!;
    expect(inLanguage('en', () => kind.words.rules(puzzle))).toBe('Help the bee fly home to its hive. Start at the entrance arrow and draw a line along the paths into the middle without crossing a wall. There is only one way in.');
    expect(inLanguage('en', () => kind.words.instruction({ ...MAZES[1]!.puzzle }))).toBe('Draw a line from the entrance into the middle without crossing a wall.');
    expect(inLanguage('en', () => words.ringSteps.alley({ context: 'left', fork: { ring: 2, place: 5 }, count: 6, forks: '' }))).toBe('At the fork in ring 2, place 5, the way to the left is a blind alley: it bends and ends 6 steps in, so come back.');
    expect(inLanguage('en', () => words.hint.ringMistake({ cell: { ring: 3, place: 4 } }))).toBe('Your line leaves the way after ring 3, place 4: take it back there first.');
    expect(inLanguage('en', () => words.check.ringTwice({ ring: 5, place: 6 }))).toBe('The line passes through ring 5, place 6 twice.');
    expect(inLanguage('en', () => playWords.ringOnWay({ count: 7 }))).toBe('So far, so good: all 7 steps of your line are on the way. Trace on into the middle.');
    // A rectangle's words are as they were.
    expect(inLanguage('en', () => words.rules({ context: 'none' }))).toMatch(/to the exit arrow/);
    expect(inLanguage('en', () => playWords.onWay({ count: 7 }))).toBe('So far, so good: all 7 squares of your line are on the way. Trace on to the exit.');
  });
});
