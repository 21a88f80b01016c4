/**
 * The kinds whose players are their own (Cross Numbers' digit boxes, Countdown's expression pad,
 * Numbrix's number placing, the maze's trace, Word Search's lines), played in Node through the
 * functions their page calls (each kind's play.ts), on a puzzle made here at a fixed seed: what
 * each move says, what is a mistake and is counted once (Undo keeping it), Check, hints alone to
 * the end, a stored game read back, and the verdict at the finish. The browser test
 * (test/site/play/ways.test.ts) plays each page by taps and by keys.
 */
import { describe, expect, it } from 'vitest';
import { countdownHint, countdownStep, type CountdownState, startCountdown, takeHint as takeCountdownHint, undo } from '../../src/kinds/countdown/play.ts';
import {
  blanksOf,
  crossNumbersCheck,
  crossNumbersCheckCell,
  crossNumbersEntry,
  crossNumbersHint,
  type CrossNumbersState,
  lineStates,
  takeHint as takeCrossHint,
} from '../../src/kinds/cross-numbers/play.ts';
import { type Cell as MazeCell, mazeCheck, mazeHint, refusal, saidOf, step, takeHint as takeMazeHint, wayTo } from '../../src/kinds/maze/play.ts';
import { clickCell, dragTo, endDrag, numbrixCheck, numbrixHint, type NumbrixState, startDrag, takeHint as takeNumbrixHint } from '../../src/kinds/numbrix/play.ts';
import { answerCells, chosenLine, takeHint as takeWordHint, wordSearchHint, type WordSearchState } from '../../src/kinds/word-search/play.ts';
import { walkedTo } from '../../src/play/moves.ts';
import { made, playerOf } from './made.ts';

describe('Cross Numbers, played through its rules', () => {
  const r = made('cross-numbers', { size: 3 }, 'easy');
  const { puzzle, solution } = r;
  const answer = solution.cells;
  const blanks = blanksOf(puzzle);
  const [low, high] = puzzle.digits;
  const wrongOf = (y: number, x: number) => (answer[y]![x] === high ? answer[y]![x]! - 1 : answer[y]![x]! + 1);
  const write = (s: CrossNumbersState, y: number, x: number, v: number | null) => crossNumbersEntry(puzzle, answer, s, y, x, v)?.move ?? s;

  it('a digit that completes a line off its total is said, its line ringed, and one wrong digit one mistake; Check and Check this box name it once', async () => {
    const player = await playerOf<'cross-numbers', CrossNumbersState>('cross-numbers');
    const start = player.start(puzzle);
    expect(player.verdict(puzzle, solution, start)).toEqual({ solved: false, message: `${blanks.length} boxes are still empty.` });
    // A row's blanks: the first given a wrong digit, the rest right, the last completing the row; one where
    // nothing is said before the last (no column finished on the way) and the wrong digit repeats none.
    const rows = [...new Set(blanks.map(([y]) => y))].map((y) => blanks.filter(([b]) => b === y));
    /** The row's blanks written in turn, the first `d`: the state before the last, and the last's outcome. */
    const play = (cells: [number, number][], d: number) => {
      const writes = cells.map(([y, x], i): [number, number, number] => [y, x, i === 0 ? d : answer[y]![x]!]);
      let s = start;
      for (const [y, x, v] of writes.slice(0, -1)) s = write(s, y, x, v);
      const [y, x, v] = writes.at(-1)!;
      return { before: s, last: crossNumbersEntry(puzzle, answer, s, y, x, v)! };
    };
    const tries = rows.flatMap((cells) => [...Array(high - low + 1).keys()].map((k) => ({ cells, d: low + k })));
    const { cells: row, d } = tries.find(({ cells, d }) => {
      const [y, x] = cells[0]!;
      if (d === answer[y]![x]) return false;
      const { before, last } = play(cells, d);
      return before.mistakes === 0 && lineStates(puzzle, last.move!.entries).some((l) => l.line === `row-${y}` && l.holds === false) && !last.say!.includes('already');
    })!;
    const wrongOf = () => d;
    const [ly] = row.at(-1)!;
    const { last } = play(row, d);
    expect(last.say).toMatch(/does not make its total|do not make their totals/);
    expect(last.flag).toContain(`total-row-${ly}`);
    expect(last).toMatchObject({ tone: 'bad' });
    expect(last.move!.mistakes).toBe(1);
    // Check: the wrong digit named where it is, counted once however often.
    const [wy, wx] = row[0]!;
    const checked = crossNumbersCheck(puzzle, answer, last.move!);
    expect(checked).toMatchObject({ say: `This digit is wrong: row ${wy + 1} column ${wx + 1}.`, tone: 'bad', flag: [`cell-${wy}-${wx}`] });
    expect(checked.update!.mistakes).toBe(1);
    expect(crossNumbersCheckCell(answer, checked.update!, wy, wx)).toMatchObject({ say: `${wrongOf()} in row ${wy + 1}, column ${wx + 1} is wrong.`, update: { mistakes: 1 } });
    // Put right: Check this box says so; Check says how many are empty.
    const right = write(checked.update!, wy, wx, answer[wy]![wx]!);
    expect(crossNumbersCheckCell(answer, right, wy, wx)).toEqual({ say: `${answer[wy]![wx]} in row ${wy + 1}, column ${wx + 1} is right.`, tone: 'good' });
    const empty = blanks.length - row.length;
    expect(crossNumbersCheck(puzzle, answer, right)).toEqual({ say: `${empty} ${empty === 1 ? 'box is' : 'boxes are'} still empty; every digit so far is right.` });
    expect(crossNumbersCheckCell(answer, start, wy, wx)).toEqual({ say: `Row ${wy + 1}, column ${wx + 1} is empty.` });
    // Undone to before the wrong digit: the mistake kept; the same digit again, not counted twice.
    const undone = walkedTo(start, right);
    expect(undone.mistakes).toBe(1);
    expect(crossNumbersCheck(puzzle, answer, write(undone, wy, wx, wrongOf())).update!.mistakes).toBe(1);
    expect(low).toBeLessThan(high);
  });

  /** A blank whose row and column each hold another blank, those filled right, then it written wrong: both its lines finished off their totals. */
  const finishingBoth = () => {
    const [y, x] = blanks.find(([a, b]) => blanks.some(([c, d]) => c === a && d !== b) && blanks.some(([c, d]) => d === b && c !== a))!;
    let state: CrossNumbersState = { entries: puzzle.cells.map((row) => row.map(() => null)), notes: {}, mistakes: 0, counted: [] };
    for (const [a, b] of blanks.filter(([a, b]) => (a === y) !== (b === x))) state = write(state, a, b, answer[a]![b]!);
    return { state, y, x, done: crossNumbersEntry(puzzle, answer, state, y, x, wrongOf(y, x))! };
  };

  it('a wrong digit that finishes its row and its column off their totals says both, and rings both totals', () => {
    const { state, y, x, done } = finishingBoth();
    expect(state.mistakes).toBe(0);
    expect(lineStates(puzzle, done.move!.entries).filter((l) => l.holds === false).map((l) => l.line)).toEqual([`row-${y}`, `col-${x}`]);
    expect(done.say).toBe(`Row ${y + 1} and column ${x + 1} do not make their totals.`);
    expect(done.flag).toEqual(expect.arrayContaining([`total-row-${y}`, `total-col-${x}`]));
  });

  it('one wrong digit that finishes its row and its column, both off their totals, is one mistake', () => {
    const { state, done } = finishingBoth();
    expect(done.move!.mistakes).toBe(state.mistakes + 1);
  });

  it('is solved by hints alone from the start, names a wrong digit first, and reads back a game it stored', async () => {
    const player = await playerOf<'cross-numbers', CrossNumbersState>('cross-numbers');
    let state = player.start(puzzle);
    for (let n = 0; !player.verdict(puzzle, solution, state).solved; n++) {
      expect(n).toBeLessThan(blanks.length);
      const hint = crossNumbersHint(puzzle, state.entries, answer);
      expect(hint.type).toMatch(/^(step|reveal)$/);
      state = { ...state, entries: takeCrossHint(puzzle, state.entries, hint) };
    }
    expect(player.restore(puzzle, JSON.parse(JSON.stringify({ ...state, notes: { [`${blanks[0]![0]}-${blanks[0]![1]}`]: [low] } })))).toMatchObject({ entries: state.entries });
    const [y, x] = blanks[0]!;
    const wrong = write(player.start(puzzle), y, x, wrongOf(y, x));
    expect(crossNumbersHint(puzzle, wrong.entries, answer)).toMatchObject({ type: 'mistake', cells: [y * puzzle.cols + x] });
  });
});

describe('Countdown, played through its rules', () => {
  const r = made('countdown', {}, 'medium');
  const { puzzle, solution } = r;
  const byValue = puzzle.numbers.map((_, i) => i).sort((a, b) => puzzle.numbers[a]! - puzzle.numbers[b]!);

  it('a step the rules refuse is said and not counted; a step made says what it made and how near', () => {
    const start = startCountdown(puzzle);
    const [small, large] = [byValue[0]!, byValue.at(-1)!];
    const refused = countdownStep(puzzle, start, small, '-', large);
    expect(refused).toEqual({
      refused: `Not allowed: ${puzzle.numbers[small]} − ${puzzle.numbers[large]} is not above zero. Every number on the way must be a whole number above zero. Start the step again from its first number.`,
    });
    const [a, b] = [puzzle.numbers[small]!, puzzle.numbers[byValue[1]!]!];
    const made = countdownStep(puzzle, start, small, '+', byValue[1]!);
    if ('refused' in made) throw new Error(made.refused);
    expect(made.state.mistakes).toBe(0);
    expect(made.say).toMatch(new RegExp(`^Made ${a + b}: ${a} \\+ ${b} = ${a + b}\\. Closest so far \\d+, \\d+ away\\.$`));
  });

  it('a working that uses every number and misses the target is one mistake, once: undone and made again it is not counted twice', async () => {
    const player = await playerOf<'countdown', CountdownState>('countdown');
    expect(puzzle.numbers.reduce((x, y) => x + y, 0)).not.toBe(puzzle.target);
    // Every number added, one step at a time.
    let state = player.start(puzzle);
    const add = (s: CountdownState, i: number, j: number) => {
      const m = countdownStep(puzzle, s, i, '+', j);
      if ('refused' in m) throw new Error(m.refused);
      return m.state;
    };
    state = add(state, 0, 1);
    for (let k = 2; k < puzzle.numbers.length; k++) {
      expect(state.mistakes).toBe(0);
      state = add(state, puzzle.numbers.length + k - 2, k);
    }
    expect(state.mistakes).toBe(1);
    const verdict = player.verdict(puzzle, solution, state);
    expect(verdict).toMatchObject({ solved: false, tone: 'bad' });
    if (!verdict.solved) expect(verdict.message).toMatch(new RegExp(`^Not there yet: your closest is \\d+, \\d+ away from ${puzzle.target}\\.$`));
    // Undo (the shell's walk: the board before, the mistake kept), and the same last step again.
    const back = walkedTo(undo(state), state);
    expect(back.mistakes).toBe(1);
    expect(add(back, 2 * puzzle.numbers.length - 3, puzzle.numbers.length - 1).mistakes).toBe(1);
  });

  it('reaches the target by hints alone, and reads back a game it stored', async () => {
    const player = await playerOf<'countdown', CountdownState>('countdown');
    let state = player.start(puzzle);
    for (let n = 0; !player.verdict(puzzle, solution, state).solved; n++) {
      expect(n).toBeLessThan(puzzle.numbers.length);
      expect(countdownHint(puzzle, state).type).toBe('step');
      state = takeCountdownHint(puzzle, state);
    }
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});

describe('Numbrix, played through its rules', () => {
  const r = made('numbrix', { size: 6 }, 'medium');
  const { puzzle, solution } = r;
  const answer = solution.grid;
  const at = (n: number): [number, number] => {
    const y = answer.findIndex((row) => row.includes(n));
    return [y, answer[y]!.indexOf(n)];
  };
  const printed = (n: number) => puzzle.givens[at(n)[0]]![at(n)[1]]! > 0;
  const last = puzzle.width * puzzle.height;

  it('Check says nothing is placed, names a number placed where the answer has another (counted once), and says how many squares are empty', async () => {
    const player = await playerOf<'numbrix', NumbrixState>('numbrix');
    const start = player.start(puzzle);
    const empty = start.values.flat().filter((v) => v === 0).length;
    expect(numbrixCheck(puzzle, start, answer)).toEqual({ say: `Nothing placed yet: ${empty} squares are empty.` });
    // A printed number with an empty square beside it that is not its next number's.
    const v = puzzle.givens.flat().filter((n) => n > 0 && n < last && !printed(n + 1)).sort((a, b) => a - b)[0]!;
    const [y, x] = at(v);
    const beside = ([[y - 1, x], [y + 1, x], [y, x - 1], [y, x + 1]] as [number, number][]).filter(([a, b]) => puzzle.givens[a]?.[b] === 0);
    const wrongSquare = beside.find(([a, b]) => answer[a]![b] !== v + 1);
    const from = clickCell(puzzle, start, y, x).state;
    if (wrongSquare) {
      const placed = clickCell(puzzle, from, ...wrongSquare);
      expect(placed.refused).toBe(false);
      // Trying a square is not a mistake; Check finds it.
      expect(placed.state.mistakes).toBe(0);
      const checked = numbrixCheck(puzzle, placed.state, answer);
      expect(checked).toMatchObject({ say: `This number is not where the answer has it: ${v + 1} in row ${wrongSquare[0] + 1}, column ${wrongSquare[1] + 1}.`, tone: 'bad', flag: [`cell-${wrongSquare[0]}-${wrongSquare[1]}`] });
      expect(numbrixCheck(puzzle, checked.update!, answer).update!.mistakes).toBe(1);
      expect(clickCell(puzzle, placed.state, ...wrongSquare).message).toBe(`Removed ${v + 1}`);
    }
    const right = clickCell(puzzle, from, ...at(v + 1));
    expect(right.message).toMatch(new RegExp(`^Placed ${v + 1}`));
    expect(numbrixCheck(puzzle, right.state, answer)).toEqual({ say: `Every number placed so far is right; ${empty - 1} squares are still empty.` });
    // A square that does not touch the number counted on from: refused, said, nothing changed or counted.
    const far = [...Array(last).keys()].map((i) => i + 1).find((n) => !printed(n) && Math.abs(at(n)[0] - y) + Math.abs(at(n)[1] - x) > 1)!;
    const refused = clickCell(puzzle, from, ...at(far));
    expect(refused).toMatchObject({ refused: true, state: from });
    expect(refused.message).toMatch(/must touch/);
  });

  it('a drag writes the next number on each square it enters, takes the last away going back, and is one move when let go', () => {
    // A printed number whose next three squares are empty.
    const from = puzzle.givens.flat().filter((n) => n > 0 && n + 3 <= last && [1, 2, 3].every((k) => !printed(n + k))).sort((a, b) => a - b)[0]!;
    expect(from, 'a printed number with three empty squares after it').toBeDefined();
    const start = { ...clickCell(puzzle, { values: puzzle.givens.map((row) => [...row]), cursor: null, dir: 1, mistakes: 0 }, ...at(from)).state };
    let drag = startDrag(start, ...at(from))!;
    for (const k of [1, 2, 3]) drag = dragTo(puzzle, drag, ...at(from + k)).drag;
    // Back onto the square before: the last number goes again; then on once more.
    const back = dragTo(puzzle, drag, ...at(from + 2));
    expect(back.message).toBe(`Removed ${from + 3}`);
    expect(back.drag.state.values[at(from + 3)[0]]![at(from + 3)[1]]).toBe(0);
    drag = dragTo(puzzle, back.drag, ...at(from + 3)).drag;
    const ended = endDrag(drag);
    for (const k of [1, 2, 3]) expect(ended.values[at(from + k)[0]]![at(from + k)[1]]).toBe(from + k);
    // The board before the drag is untouched: one Undo takes the whole drag back.
    expect(start.values[at(from + 1)[0]]![at(from + 1)[1]]).toBe(0);
  });

  it('is solved by hints alone, and reads back a game it stored', async () => {
    const player = await playerOf<'numbrix', NumbrixState>('numbrix');
    let state = player.start(puzzle);
    for (let n = 0; !player.verdict(puzzle, solution, state).solved; n++) {
      expect(n).toBeLessThan(last);
      const hint = numbrixHint(puzzle, state, answer);
      expect(hint.type).toMatch(/^(step|reveal)$/);
      state = takeNumbrixHint(puzzle, state, hint);
    }
    expect(state.values).toEqual(answer);
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});

describe('a maze, played through its rules', () => {
  const r = made('maze', { size: 10 }, 'medium');
  const { puzzle, solution } = r;
  const way: MazeCell[] = solution.path.map(([y, x]) => [y!, x!]);

  it('each square traced said; a wall refusing the line said, nothing counted; back along the line said; Check counts a wrong turn once', async () => {
    const player = await playerOf<'maze', { line: MazeCell[]; mistakes: number; counted?: string[] }>('maze');
    const start = player.start(puzzle);
    expect(player.verdict(puzzle, solution, start)).toEqual({ solved: false, message: 'Start at the entrance arrow and trace the way to the exit.' });
    const grown = step(puzzle, start.line, wayTo(way[0]!, way[1]!)!);
    if (grown.type !== 'grow') throw new Error(grown.type);
    expect(saidOf(puzzle, start.line, grown.line)).toMatch(new RegExp(`^Row ${way[1]![0] + 1}, column ${way[1]![1] + 1}(: your line| is a dead end: your line) is 2 squares long\\.$`));
    expect(saidOf(puzzle, grown.line, start.line)).toBe(`Taken back to row ${way[0]![0] + 1}, column ${way[0]![1] + 1}: your line is 1 square long.`);
    // A wall on the way: refused and said where, the line as it was.
    for (const [i, cell] of way.entries()) {
      const walled = (['up', 'right', 'down', 'left'] as const).map((w) => step(puzzle, way.slice(0, i + 1), w)).find((t) => t.type === 'wall');
      if (!walled || walled.type !== 'wall') continue;
      expect(refusal(puzzle, way.slice(0, i + 1), walled)).toMatch(new RegExp(`^A wall stops the line (above|below|to the left of|to the right of) row ${cell[0] + 1}, column ${cell[1] + 1}\\.$`));
      break;
    }
    // A wrong turn at the first fork: Check says where, rings it, counts it once.
    let off: { line: MazeCell[]; fork: MazeCell } | undefined;
    for (let i = 1; i < way.length - 1 && !off; i++) {
      for (const w of ['up', 'right', 'down', 'left'] as const) {
        const t = step(puzzle, way.slice(0, i + 1), w);
        if (t.type === 'grow' && wayTo(way[i]!, t.line.at(-1)!) !== wayTo(way[i]!, way[i + 1]!)) off = { line: t.line, fork: way[i]! };
      }
    }
    const wrong = { ...start, line: off!.line };
    const checked = mazeCheck(puzzle, solution, wrong);
    const [fy, fx] = off!.fork;
    const [oy, ox] = off!.line.at(-1)!;
    expect(checked).toMatchObject({ say: `Your line turns off the way after row ${fy + 1}, column ${fx + 1}: that turn does not lead to the exit.`, tone: 'bad', flag: [`cell-${oy}-${ox}`] });
    expect(mazeCheck(puzzle, solution, checked.update!).update!.mistakes).toBe(1);
    // The hint says to take it back first, and writes nothing.
    const hint = mazeHint(puzzle, solution, wrong);
    expect(hint).toMatchObject({ type: 'mistake', cells: [oy * puzzle.cols + ox] });
    expect(takeMazeHint(puzzle, solution, wrong, hint)).toBe(wrong);
  });

  it('is traced to the exit by hints alone, stretch by stretch, and reads back a game it stored', async () => {
    const player = await playerOf<'maze', { line: MazeCell[]; mistakes: number }>('maze');
    let state = player.start(puzzle);
    for (let n = 0; !player.verdict(puzzle, solution, state).solved; n++) {
      expect(n).toBeLessThan(way.length);
      const hint = mazeHint(puzzle, solution, state);
      expect(hint.type).toMatch(/^(step|reveal)$/);
      state = takeMazeHint(puzzle, solution, state, hint);
    }
    expect(state.line).toEqual(way);
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});

describe('a word search, played through its rules', () => {
  const r = made('word-search', {}, 'medium');
  const { puzzle, solution } = r;
  const { cols } = puzzle;
  const answer = answerCells(puzzle, solution);

  it('a word found either way round is said and struck, once; a line no word lies on, two letters off one line and one letter twice are said, nothing counted', async () => {
    const player = await playerOf<'word-search', WordSearchState>('word-search');
    const start = player.start(puzzle);
    expect(player.verdict(puzzle, solution, start)).toEqual({ solved: false, message: `${puzzle.words.length} words are still to find.` });
    const [first, lastCell] = [answer[0]![0]!, answer[0]!.at(-1)!];
    const found = chosenLine(puzzle, answer, start, lastCell, first);
    expect(found).toEqual({ say: `${puzzle.words[0]} found.`, found: { ...start, found: [0] } });
    expect(chosenLine(puzzle, answer, found.found!, first, lastCell)).toEqual({ say: `${puzzle.words[0]} is found already.` });
    expect(chosenLine(puzzle, answer, start, 0, cols + 2)).toEqual({ say: 'Those two letters are not on one straight line: a word runs across, down or diagonally.' });
    expect(chosenLine(puzzle, answer, start, first, first)).toEqual({ say: "Let go: start again from a word's first letter." });
    // Three letters across that are no word, either way round.
    const keys = answer.flatMap((cells) => [cells.join(','), [...cells].reverse().join(',')]);
    const row = [...Array(puzzle.rows).keys()].flatMap((y) => [...Array(cols - 2).keys()].map((x) => [y * cols + x, y * cols + x + 1, y * cols + x + 2])).find((cells) => !keys.includes(cells.join(',')))!;
    expect(chosenLine(puzzle, answer, start, row[0]!, row[2]!)).toEqual({ say: 'No word of the list lies between those two letters.', miss: true });
  });

  it('is found word by word by hints alone, and reads back a game it stored', async () => {
    const player = await playerOf<'word-search', WordSearchState>('word-search');
    let state = player.start(puzzle);
    for (let n = 0; !player.verdict(puzzle, solution, state).solved; n++) {
      expect(n).toBeLessThan(puzzle.words.length);
      const hint = wordSearchHint(puzzle, solution, state);
      expect(hint.type).toMatch(/^(step|reveal)$/);
      state = takeWordHint(puzzle, state, hint);
    }
    expect(state.found).toEqual(puzzle.words.map((_, i) => i));
    expect(player.restore(puzzle, JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
