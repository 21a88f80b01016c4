// The real work whose words a book, a worksheet, the archive and a hint print, run once in
// English while every template render is watched (`observeTemplates`): what each template is
// given, a few samples of each, for test/book/render-every-template.test.ts to render again in
// every language.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { archiveOf } from '../../src/archive/model.ts';
import { makeBook } from '../../src/book/book.ts';
import { makeRecord } from '../../src/book/make.ts';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { specSchema } from '../../src/book/spec.ts';
import { explain } from '../../src/engine/explain.ts';
import { DIFFICULTIES } from '../../src/engine/kind.ts';
import { combine, countdownHint, startCountdown } from '../../src/kinds/countdown/play.ts';
import type { CountdownPuzzle } from '../../src/kinds/countdown/schema.ts';
import { crossNumbersHint, startCrossNumbers } from '../../src/kinds/cross-numbers/play.ts';
import type { CrossNumbersPuzzle, CrossNumbersSolution } from '../../src/kinds/cross-numbers/schema.ts';
import { numberMindHint } from '../../src/kinds/number-mind/play.ts';
import type { NumberMindPuzzle, NumberMindSolution } from '../../src/kinds/number-mind/schema.ts';
import { clickCell, dragTo, numbrixHint, startDrag, startNumbrix, turn } from '../../src/kinds/numbrix/play.ts';
import type { NumbrixPuzzle, NumbrixSolution } from '../../src/kinds/numbrix/schema.ts';
import { secretNumberHint } from '../../src/kinds/secret-number/play.ts';
import type { SecretNumberPuzzle, SecretNumberSolution } from '../../src/kinds/secret-number/schema.ts';
import type { PuzzleRecord } from '../../src/kinds/record.ts';
import { getKind, KIND_NAMES, type KindName } from '../../src/kinds/registry.ts';
import { observeTemplates } from '../../src/engine/words.ts';
import { renderAnswers } from '../../src/pdf/answers.ts';
import { renderBook } from '../../src/pdf/book.ts';
import { renderCover } from '../../src/pdf/cover.ts';
import { stepLine } from '../../src/templates/index.ts';
import { cli } from '../cli/run.ts';
import { optionsAt } from '../../bench/defaults.ts';
import { survey } from '../cases.ts';
import peers from '../fixtures/sudoku-peers.json' with { type: 'json' };

/** A template as `template()` makes it: what the watcher is told was rendered. */
export type Rendered = (data?: object) => string;

/** Samples kept of one template: one per shape of data, up to this many. */
const MOST_SAMPLES = 24;

/**
 * The shape of a template's data, so samples differ where a template could read them
 * differently: which fields are there and whether each is truthy, lists by length (0, 1, 2,
 * more), and the numbers and strings some template compares with (`eq count 1`, `eq at
 * "first"`: `compared`, as text) by value.
 */
function shapeOf(value: unknown, compared: ReadonlySet<string>): string {
  if (Array.isArray(value)) return `[${Math.min(value.length, 3)}:${[...new Set(value.map((v) => shapeOf(v, compared)))].join('|')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}=${shapeOf(v, compared)}`)
      .join(',')}}`;
  if (typeof value === 'number') return compared.has(String(value)) ? String(value) : 'n';
  if (typeof value === 'string') return compared.has(value) ? JSON.stringify(value) : value === '' ? "''" : 's';
  return String(value);
}

/**
 * Options each kind's puzzles are made at, once at each band: `searched`, quick to make, so more
 * are made at them while some technique of the kind's ladder has not been used (each words its
 * own steps), and `also`, those whose puzzles print words of their own (Cross Numbers' order,
 * distinct rule and base). A kind not listed: its worked example's options, and its defaults.
 */
const OPTIONS: Partial<Record<KindName, { searched: object; also: object[] }>> = {
  // 4×4: a 2×2 grid stops at medium, and a 3×3's lines rarely leave a ÷ for divisibility to work on.
  'cross-numbers': { searched: { size: 4 }, also: [{}, { size: 2 }, { distinct: 'rows', order: 'left-to-right' }, { distinct: 'lines', base: 8 }, { size: 2, distinct: 'grid' }] },
  // Four cards are quick to deal, and some methods are rare: adding four cards up, building the adjustment.
  countdown: { searched: { cards: 4 }, also: [{}] },
  // 8 digits: up to 5 an easy puzzle never runs a place down to its last digit (too long a list for a child's page).
  'number-mind': { searched: { length: 8 }, also: [{ length: 3 }, {}] },
};

/**
 * Seeds tried at each band of the searched options for a technique no puzzle has used yet: 8 in
 * npm test, 24 in CI's release run. The tries past the eighth find a few techniques more (Killer
 * Sudoku's simple colouring at its 20th), whose words the kit shares: npm test rendered the same
 * 591 samples of the same 464 templates either way, in 14 s where 24 tries took 22.
 */
const TRIES = survey(8, 24);

/** Puzzles of every kind at every band and options above, made and graded as a book makes them. */
function puzzlesOfEveryTechnique(): PuzzleRecord[] {
  return KIND_NAMES.flatMap((name) => {
    const kind = getKind(name);
    const unused = new Set(Object.keys(kind.stepper.ladder));
    const made: PuzzleRecord[] = [];
    const { searched, also } = OPTIONS[name] ?? { searched: kind.example as object, also: [{}] };
    // The searched options last, so techniques the others' puzzles use are not searched for.
    for (const input of [...also, searched]) {
      const options = kind.options.parse(input);
      for (const band of DIFFICULTIES) {
        if (kind.refuses?.(options as never, band)) continue;
        for (let k = 0; k < (input === searched ? TRIES : 1) && (k === 0 || unused.size > 0); k++) {
          const record = makeRecord(name, `every-${made.length}`, `every-template/${name}/${JSON.stringify(input)}/${band}/${k}`, options as never, band);
          if (!record) continue;
          const uses = Object.keys((record.grade as { uses?: Record<string, number> }).uses ?? {});
          if (k > 0 && !uses.some((t) => unused.has(t))) continue;
          uses.forEach((t) => unused.delete(t));
          made.push(record as PuzzleRecord);
        }
      }
    }
    return made;
  });
}

/** A small book's sections: every kind, each band in some section, at the kind's worked-example size where that reaches the band. */
function sectionsOfEveryKind() {
  return KIND_NAMES.map((kind, i) => {
    const { example, options } = getKind(kind);
    const wanted = DIFFICULTIES[i % DIFFICULTIES.length]!;
    const difficulty = DIFFICULTIES.find((d, j) => j >= DIFFICULTIES.indexOf(wanted) && optionsAt(kind, d)) ?? DIFFICULTIES.find((d) => optionsAt(kind, d))!;
    return { kind, difficulty, count: 2, options: getKind(kind).refuses?.(options.parse(example) as never, difficulty) ? {} : example };
  });
}

/** What each kind refuses to make, in its words: options no puzzle of a band can be made at. */
function refusals(): void {
  const countdown = getKind('countdown');
  // Targets beyond anything four small cards make; small cards only, which make no easy target
  // of 101–999; targets beyond what the easier bands' methods make.
  for (const input of [{ cards: 4, large: 0, target: [9500, 9999] }, { large: 0 }, { cards: 4, large: 1, target: [1200, 1500] }])
    for (const band of DIFFICULTIES) countdown.refuses?.(countdown.options.parse(input) as never, band);
}

/** A Numbrix player clicking and dragging: from each printed number, both ways, onto every square, and back (on a small board: it is squares × squares). */
function clickAround(puzzle: NumbrixPuzzle): void {
  if (puzzle.width * puzzle.height > 16) return;
  const cells = Array.from({ length: puzzle.width * puzzle.height }, (_, i) => [Math.floor(i / puzzle.width), i % puzzle.width] as const);
  const start = startNumbrix(puzzle);
  clickCell(puzzle, start, ...cells.find(([r, c]) => puzzle.givens[r]![c] === 0)!);
  for (const [r, c] of cells.filter(([r, c]) => puzzle.givens[r]![c]! > 0)) {
    for (const state of [start, turn(start)]) {
      const chosen = clickCell(puzzle, state, r, c).state;
      for (const [r2, c2] of cells) {
        const move = clickCell(puzzle, chosen, r2, c2);
        // A number placed, clicked again: taken away.
        if (move.state.values[r2]![c2] !== chosen.values[r2]![c2]) clickCell(puzzle, move.state, r2, c2);
      }
      // A drag onto each square beside it, on one further, and back.
      const drag = startDrag(chosen, r, c)!;
      for (const [r2, c2] of cells) {
        const step = dragTo(puzzle, drag, r2, c2);
        for (const [r3, c3] of cells) dragTo(puzzle, step.drag, r3, c3);
      }
    }
  }
}

/** A Countdown player's refused steps: a number with itself, one below zero, a division that is not exact. */
function refusedSteps(puzzle: CountdownPuzzle): void {
  const state = startCountdown(puzzle);
  combine(state, 0, '+', 0);
  for (let i = 0; i < puzzle.numbers.length; i++)
    for (let j = 0; j < puzzle.numbers.length; j++) if (i !== j) for (const op of ['-', '/'] as const) combine(state, i, op, j);
}

/** Asks each kind's player for hints from the empty board and from one and two wrong entries, and what its Check says. */
function playEach(record: PuzzleRecord): void {
  const kind = record.kind as KindName;
  if (kind === 'numbrix') {
    const puzzle = record.puzzle as NumbrixPuzzle;
    const { grid } = record.solution as NumbrixSolution;
    const open = puzzle.givens.flat().flatMap((v, i) => (v === 0 ? [i] : []));
    for (const wrong of [0, 1, 2]) {
      const state = startNumbrix(puzzle);
      // A wrong number is one the answer puts elsewhere.
      for (const cell of open.slice(0, wrong)) state.values[Math.floor(cell / puzzle.width)]![cell % puzzle.width] = grid.flat()[open.at(-1)!]!;
      numbrixHint(puzzle, state, grid);
    }
    clickAround(puzzle);
    // A full board that is not the answer, as the player's verdict checks it: two placed numbers swapped.
    const [a, b] = [open[0]!, open.at(-1)!];
    const swapped = grid.map((row) => [...row]);
    const at = (cell: number) => [Math.floor(cell / puzzle.width), cell % puzzle.width] as const;
    [swapped[at(a)[0]]![at(a)[1]], swapped[at(b)[0]]![at(b)[1]]] = [grid[at(b)[0]]![at(b)[1]]!, grid[at(a)[0]]![at(a)[1]]!];
    getKind('numbrix').check(puzzle, { grid: swapped });
  } else if (kind === 'secret-number') {
    const puzzle = record.puzzle as SecretNumberPuzzle;
    const answer = (record.solution as SecretNumberSolution).number;
    const digits = String(answer);
    const off = (d: string) => String((Number(d) + 1) % 10 || 1);
    for (const guess of ['', digits.slice(0, -1) + off(digits.at(-1)!), off(digits[0]!) + digits.slice(1, -1) + off(digits.at(-1)!)]) secretNumberHint(puzzle, guess, answer);
    // A full guess, as the player's verdict checks it: the answer, and one that breaks rules.
    for (const guess of [digits, off(digits[0]!) + digits.slice(1)]) getKind('secret-number').check(puzzle, { number: Number(guess) });
  } else if (kind === 'cross-numbers') {
    const puzzle = record.puzzle as CrossNumbersPuzzle;
    const answer = (record.solution as CrossNumbersSolution).cells;
    const open = puzzle.cells.flatMap((row, r) => row.flatMap((given, c) => (given === null ? [[r, c] as const] : [])));
    for (const wrong of [0, 1, 2]) {
      const entries = startCrossNumbers(puzzle);
      for (const [r, c] of open.slice(0, wrong)) entries[r]![c] = (answer[r]![c]! % 9) + 1;
      crossNumbersHint(puzzle, entries, answer);
    }
    // A full grid that is not the answer, as the player's verdict checks it: a blank's digit changed.
    const [r, c] = open[0]!;
    const changed = answer.map((row) => [...row]);
    changed[r]![c] = changed[r]![c] === puzzle.digits[0] ? puzzle.digits[1] : puzzle.digits[0];
    getKind('cross-numbers').check(puzzle, { cells: changed });
  } else if (kind === 'number-mind') {
    const puzzle = record.puzzle as NumberMindPuzzle;
    const { secret } = record.solution as NumberMindSolution;
    const off = (d: string) => String((Number(d) + 1) % 10);
    for (const code of ['', off(secret[0]!) + secret.slice(1), off(secret[0]!) + off(secret[1]!) + secret.slice(2)]) numberMindHint(puzzle, code, secret);
    // A full code, as the player's verdict checks it: the secret, and one that misses scores.
    for (const code of [secret, off(secret[0]!) + secret.slice(1)]) getKind('number-mind').check(puzzle, { secret: code });
  } else if (kind === 'countdown') {
    const puzzle = record.puzzle as CountdownPuzzle;
    let state = startCountdown(puzzle);
    countdownHint(puzzle, state);
    refusedSteps(puzzle);
    // Everything multiplied into one number: the target is out of reach, and the hint names the lines to take back.
    while (state.tiles.filter((t) => !t.used).length > 1) {
      const [i, j] = state.tiles.flatMap((t, k) => (t.used ? [] : [k]));
      const next = combine(state, i!, '*', j!);
      if (typeof next === 'string') break;
      state = next;
      countdownHint(puzzle, state);
    }
  }
}

/**
 * Runs the work, in English, and gives what each template was given: a few samples of each
 * (see `shapeOf`), by the template.
 */
export async function realWorkSamples(compared: ReadonlySet<string>): Promise<Map<Rendered, object[]>> {
  const seen = new Map<Rendered, Map<string, object>>();
  const before = observeTemplates((rendered, data) => {
    let samples = seen.get(rendered);
    if (!samples) seen.set(rendered, (samples = new Map()));
    if (samples.size >= MOST_SAMPLES) return;
    const shape = shapeOf(data, compared);
    // A copy, so later changes to the data by its caller are not what is rendered again.
    if (!samples.has(shape)) samples.set(shape, structuredClone(data));
  });
  const out = mkdtempSync(join(tmpdir(), 'every-template-'));
  try {
    // A book of every kind, each band in some section: its front pages, how-to pages, worked answers at the back, and its cover.
    const spec = specSchema.parse({
      title: 'Every template',
      author: 'A. Tester',
      year: 2026,
      seed: 24,
      belongsTo: true,
      ids: true,
      // Its puzzles carry their short codes and QR codes, and its how-to pages say where they lead.
      archive: 'https://puzzles.example.org/',
      worked: true,
      answers: 'back',
      sections: sectionsOfEveryKind(),
    });
    const book: BookFile = makeBook(spec);
    await renderBook(book);
    await renderCover(book);
    // A book long enough for its title and author on the spine (80 pages, and a spine that holds
    // 7 pt type: about 120 on white paper): only its cover is printed.
    const long = specSchema.parse({ title: 'Every template', author: 'A. Tester', seed: 24, sections: [{ kind: 'numbrix', count: 130, perPage: 1, difficulty: 'easy', options: { size: 4 } }] });
    await renderCover(makeBook(long));
    // The same book with its key apart, under a title of its own.
    await renderAnswers({ ...book, spec: { ...book.spec, answers: 'separate' } });
    for (const record of puzzlesOfEveryTechnique()) {
      const kind = getKind(record.kind);
      explain(kind.stepper, record.puzzle as never).steps.forEach(stepLine);
      kind.words.rules(record.puzzle as never);
      kind.words.instruction(record.puzzle as never);
      for (const solution of [undefined, record.solution]) {
        kind.draw(record.puzzle as never, solution as never);
        kind.text(record.puzzle as never, solution as never);
      }
      kind.drawAnswer?.(record.puzzle as never, record.solution as never);
      playEach(record);
    }
    // The steps past colouring, on the puzzles of other programs that need them (issue 86's
    // fixture): a puzzle made here reaches only some of them, each in some of its forms.
    for (const { puzzles } of peers.sets)
      for (const { line } of puzzles) {
        const cells = [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));
        explain(getKind('sudoku').stepper, { size: 9, box: [3, 3], givens: Array.from({ length: 9 }, (_, r) => cells.slice(r * 9, r * 9 + 9)) } as never).steps.forEach(stepLine);
      }
    // Countdown ways no puzzle made above shows as its key, whose working is told only when
    // such a game is explained (the generator's grades tell no steps): four cards added up,
    // an adjustment built from two cards.
    for (const puzzle of [
      { numbers: [25, 7, 3, 1], target: 14 },
      { numbers: [25, 7, 3, 1], target: 45 },
    ])
      explain(getKind('countdown').stepper, puzzle).steps.forEach(stepLine);
    refusals();
    archiveOf([book]);
    // A worksheet of every kind and its key; and one as the worksheet command makes it, in two versions (each titled by its letter).
    // One to a page: a Number Mind of nine guesses does not fit two to a large-print page.
    const sheet = makeBook(
      specSchema.parse({ title: 'Every template', seed: 24, worksheet: true, sections: KIND_NAMES.map((kind) => ({ kind, count: 1, difficulty: 'easy', perPage: 1 })) }),
    );
    await renderBook(sheet);
    await renderAnswers(sheet);
    const r = await cli(['worksheet', KIND_NAMES[0], '--seed', '24', '--count', '1', '--versions', '2', '--jobs', '1', '--out', out]);
    if (r.status !== 0) throw new Error(`worksheet: ${r.stderr}`);
    // `explain` of the book as a terminal shows it (a record whose stored answer is wrong is
    // refused before anything is explained, as every reader proves what it prints).
    const file = join(out, 'every-template.json');
    writeFileSync(file, JSON.stringify(book));
    if ((await cli(['explain', file])).status !== 0) throw new Error('explain of the book failed');
    // And of a puzzle reasoning cannot finish (only 1 and 16 given down one side of a 4×4), which a book never holds.
    const givens = [[1, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0], [16, 0, 0, 0]];
    await cli(['explain', '-'], JSON.stringify({ kind: 'numbrix', puzzle: { width: 4, height: 4, givens } }));
  } finally {
    observeTemplates(before);
    rmSync(out, { recursive: true, force: true });
  }
  return new Map([...seen].map(([rendered, samples]) => [rendered, [...samples.values()]]));
}
