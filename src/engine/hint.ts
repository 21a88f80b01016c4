import type { Link, Placement, Step, Stepper } from './steps.ts';

/**
 * Hints: the next step a person can take from where the player is, from the kind's own step
 * solver, so a hint teaches the technique rather than giving a square away. Pure, so the
 * browser's players, the tests and `explain` share it.
 */
export type Hint =
  /** Every value is written, and right. */
  | { type: 'done' }
  /** Some written values are wrong: named, so the player mends them before going on. */
  | { type: 'mistake'; cells: number[]; say: string }
  /**
   * The next step that writes something in: `say` is its sentence, `cells` what it rests on
   * and what it fills; `before` the earlier steps (crossings-off) it rests on; `links` the
   * chains it follows, its own and those of the steps before it (a colouring that crossed off
   * what lets a single be seen), in order, where any does: what the board draws.
   */
  | { type: 'step'; technique: string; cells: number[]; place: Placement[]; say: string; before: Step[]; links?: Link[] }
  /** No technique goes on from here (a position no ladder reaches): one value from the answer. */
  | { type: 'reveal'; cells: number[]; place: Placement[]; say: string };

/** A kind's words for what is not a step: its cells named as its players see them. */
export interface HintWords {
  /** Names the wrong entries (at least one) and says to mend them first. */
  mistake(wrong: readonly Placement[]): string;
  /** Gives one value from the answer where no step applies. */
  reveal(place: Placement): string;
}

/**
 * The messages of a kind's words that say a hint that is not a step (`hint.mistake`,
 * `hint.reveal` in its `words.ts`), each value told with its cell as the kind's sentences name
 * it (`At`: `{ place: 2 }`, `{ cell: { row, col } }`).
 */
export interface HintMessages<At> {
  mistake(data: { wrong: ({ v: number } & At)[] }): string;
  reveal(data: { v: number } & At): string;
}

/**
 * The hints of a kind whose answer is values in cells, from its step solver and its hint
 * messages, each cell named by `at` as its steps' sentences name it: `nextHint` for a position,
 * given the answer's values and the player's entries as placements.
 */
export function cellHints<P, At>(
  stepper: Stepper<P>,
  messages: HintMessages<At>,
  at: (puzzle: P, cell: number) => At,
): (puzzle: P, answer: readonly Placement[], entries: readonly Placement[]) => Hint {
  return (puzzle, answer, entries) =>
    nextHint(stepper, puzzle, answer, entries, {
      mistake: (wrong) => messages.mistake({ wrong: wrong.map((w) => ({ v: w.value, ...at(puzzle, w.cell) })) }),
      reveal: (p) => messages.reveal({ v: p.value, ...at(puzzle, p.cell) }),
    });
}

/**
 * The hint for a position. `answer` holds the value of every cell the player fills, `entries`
 * what the player has written there so far. Wrong entries come first: a hint never builds on
 * a mistake. Otherwise the step solver runs at the top level from the right entries, easiest
 * technique first, and the first step that writes a value in a still-empty cell is the hint.
 */
export function nextHint<P>(stepper: Stepper<P>, puzzle: P, answer: readonly Placement[], entries: readonly Placement[], words: HintWords): Hint {
  const want = new Map(answer.map((a) => [a.cell, a.value]));
  const written = entries.filter((e) => want.has(e.cell));
  const wrong = written.filter((e) => want.get(e.cell) !== e.value);
  if (wrong.length > 0) return { type: 'mistake', cells: wrong.map((e) => e.cell), say: words.mistake(wrong) };
  const filled = new Set(written.map((e) => e.cell));
  const open = answer.filter((a) => !filled.has(a.cell));
  if (open.length === 0) return { type: 'done' };

  const { steps } = stepper.steps(puzzle, 4, written);
  const at = steps.findIndex((s) => s.place.some((p) => !filled.has(p.cell)));
  if (at >= 0) {
    const step = steps[at]!;
    const place = step.place.filter((p) => !filled.has(p.cell));
    const cells = [...new Set([...step.from, ...place.map((p) => p.cell)])];
    const before = restsOn(steps, at);
    const links = [...before, step].flatMap((s) => s.links ?? []);
    return { type: 'step', technique: step.technique, cells, place, say: step.say, before, ...(links.length ? { links } : {}) };
  }
  const place = open[0]!;
  return { type: 'reveal', cells: [place.cell], place: [place], say: words.reveal(place) };
}

/**
 * The earlier steps step `at` rests on: walking back, a step counts when it struck a value
 * from a cell a counted step looks at, and then the cells it looked at count too.
 */
function restsOn(steps: readonly Step[], at: number): Step[] {
  const step = steps[at]!;
  const cells = new Set([...step.from, ...step.place.map((p) => p.cell)]);
  const kept: Step[] = [];
  for (let i = at - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (!s.strike.some((x) => cells.has(x.cell)) && !s.place.some((p) => cells.has(p.cell))) continue;
    kept.unshift(s);
    for (const c of s.from) cells.add(c);
  }
  return kept;
}

/** The position after a hint is taken: its values written in. */
export function applyHint(entries: readonly Placement[], hint: Hint): Placement[] {
  if (hint.type !== 'step' && hint.type !== 'reveal') return [...entries];
  const taken = new Set(hint.place.map((p) => p.cell));
  return [...entries.filter((e) => !taken.has(e.cell)), ...hint.place];
}
