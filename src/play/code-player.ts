import type { Hint } from '../engine/hint.ts';
import { type Mistake, sayMistake } from '../engine/mistake.ts';
import { answerRow } from './answer-row.ts';
import { type CodeState, openPlaces, withHint } from './code.ts';
import { hintButton } from './hint.ts';
import { type Game, type Outcome, perform, type Player, type View } from './player.ts';
import { arrayOf, countOnce, MAX_COUNT, marks, record, whole } from './saved.ts';
import type { Pins } from './zoom.ts';

/**
 * The code-entry player the code-guessing kinds share (Number Mind, Secret Number): the code
 * goes in its answer boxes (`answer-0`, `answer-1`, …; the drawing's, or where the page's
 * drawing leaves them out a row of boxes under it), with pencil marks and the
 * page's keypad; a full code is judged by the kind's own answer check (its check.ts), said
 * and ringed where it breaks the puzzle, and a full code that is not the answer counts as a
 * mistake as it is written in full or checked, once per code (the one rule of every kind: a
 * wrong answer committed); the Hint button writes in the next digit the step solver finds. What the
 * kinds do differently is given to `codePlayer` as a `CodeGame`.
 */

/** Words a code game says, in the page's language. */
export interface CodeWords<Puzzle> {
  /** The help line under the board. */
  help(puzzle: Puzzle): string;
  /** Check on a code that cannot be judged yet: what to write first. */
  unfinished(puzzle: Puzzle): string;
  /** An answer box's name, for screen readers (`place` from 0). */
  digit(place: number): string;
  /** The caption of the code's boxes where the page's drawing leaves them out: the drawing's own label for its answer row. */
  caption(puzzle: Puzzle): string;
}

/** What a code-guessing kind gives the shared player. */
export interface CodeGame<Puzzle, Solution, State extends CodeState> {
  /** The field of the state that holds the code (`candidate`, `guess`): stored progress keeps its name. */
  key: keyof State & string;
  /** How many digits the code has. */
  length(puzzle: Puzzle): number;
  /** A code's first digit is never 0 (a number's), so a code starting with 0 is not judged. */
  firstNotZero?: boolean;
  /** The kind's answer check of a full code (check.ts): null when it is the answer. */
  mistake(puzzle: Puzzle, code: string): Mistake | null;
  /** The kind's check messages (its words' `check`): what the command line says, said here too. */
  checkWords: object;
  /** The hint for a code (the kind's `cellHints`): the next digit its step solver writes in. */
  hint(puzzle: Puzzle, code: string, answer: Solution): Hint;
  words: CodeWords<Puzzle>;
  /** The kind's own fields of a fresh state, beside the code (Secret Number: no rule crossed out). */
  fresh?(puzzle: Puzzle): Partial<State>;
  /** The kind's own fields of a stored state, beside the code, read back as `Player.restore` reads; null where they are not what play writes. */
  restore?(puzzle: Puzzle, stored: Record<string, unknown>): Partial<State> | null;
  /**
   * The kind's own controls over the drawing, set before the code's boxes (Number Mind: what a
   * full code shares under each score; Secret Number: a control over each rule, which crosses
   * it out): how to show them for a state, told the code.
   */
  mount?(game: Game<State>, view: View, puzzle: Puzzle, code: (state: State) => string): { render(state: State): void };
  /** The clues a zoomed board keeps pinned in view. */
  pins?: Pins;
}

/**
 * A code game's rules apart from the page (no DOM), so the tests compute what the page does:
 * the code of a state, a code written in, and Check.
 */
export function codeRules<Puzzle, Solution, State extends CodeState>(kind: CodeGame<Puzzle, Solution, State>) {
  const codeOf = (state: State) => state[kind.key] as string;
  const withCode = (state: State, code: string): State => ({ ...state, [kind.key]: code });
  /** The check of a code that may be judged; undefined while it may not. */
  const judge = (puzzle: Puzzle, code: string) => (openPlaces(code, kind.length(puzzle), kind.firstNotZero).length > 0 ? undefined : kind.mistake(puzzle, code));
  return {
    codeOf,
    withCode,
    judge,
    /**
     * The state with `code` written (a move). A code written in full that breaks the puzzle is a
     * wrong answer committed: one mistake, once per code. A digit changed in a full code is a code
     * on its way to another (retyping one digit after another), counted only when checked; a code
     * short of full counts nothing.
     */
    written(puzzle: Puzzle, state: State, code: string): State {
      const next = withCode(state, code);
      const wasShort = judge(puzzle, codeOf(state)) === undefined;
      return wasShort && judge(puzzle, code) ? countOnce(next, [code]) : next;
    },
    /** Check on a game not solved: where the code breaks the puzzle, said, ringed and counted (once: it may have been as it was written in full); else the boxes still to write in (or a first box holding 0). */
    checked(puzzle: Puzzle, state: State): Outcome<State> | null {
      const code = codeOf(state);
      const mistake = judge(puzzle, code);
      if (mistake) return { update: countOnce(state, [code]), say: sayMistake(kind.checkWords, mistake), tone: 'bad', flag: mistake.at };
      if (mistake === null) return null;
      return { say: kind.words.unfinished(puzzle), flag: openPlaces(code, kind.length(puzzle), kind.firstNotZero).map((i) => `answer-${i}`) };
    },
  };
}

/** The player of a code-guessing kind. */
export function codePlayer<Puzzle, Solution, State extends CodeState>(kind: CodeGame<Puzzle, Solution, State>): Player<Puzzle, Solution, State> {
  const { key, words } = kind;
  const rules = codeRules(kind);
  const { codeOf, withCode, judge } = rules;

  return {
    ...(kind.pins ? { pins: kind.pins } : {}),

    start: (puzzle) => ({ ...kind.fresh?.(puzzle), [key]: '', mistakes: 0 }) as State,

    restore(puzzle, stored) {
      if (!record(stored)) return null;
      const { [key]: code, notes, mistakes, counted } = stored;
      const length = kind.length(puzzle);
      // The code's digits by place, a space for an empty box, no longer than the code.
      if (typeof code !== 'string' || code.length > length || !/^[0-9 ]*$/.test(code) || !whole(mistakes, 0, MAX_COUNT)) return null;
      if (notes !== undefined && !(arrayOf(notes, length) && notes.every((m) => marks(m, 0, 9)))) return null;
      if (counted !== undefined && !(Array.isArray(counted) && counted.length <= MAX_COUNT && counted.every((c) => typeof c === 'string' && c.length === length && /^[0-9]+$/.test(c)))) return null;
      const own = kind.restore ? kind.restore(puzzle, stored) : {};
      if (own === null) return null;
      return { ...own, [key]: code, ...(notes === undefined ? {} : { notes: (notes as number[][]).map((m) => [...m]) }), mistakes, ...(counted === undefined ? {} : { counted: [...(counted as string[])] }) } as State;
    },

    mount(game, view, puzzle, answer) {
      const length = kind.length(puzzle);
      const help = document.createElement('p');
      help.className = 'play-help';
      help.textContent = words.help(puzzle);
      view.body.replaceChildren(help);
      view.layer();
      const own = kind.mount?.(game, view, puzzle, codeOf);
      // The page's drawing leaves the code's boxes out: drawn side by side in it, an 8-digit code's
      // were 20 px on a phone. They stand apart under it, each a fingertip (overlay.ts apart).
      view.layer().apart(Array.from({ length }, (_, i) => `answer-${i}`), words.caption(puzzle));

      const row = answerRow(
        game,
        view,
        length,
        words.digit,
        codeOf,
        // A code written: a move, counted where it is a wrong answer committed (codeRules).
        (code) => game.move(rules.written(puzzle, game.state, code)),
        { read: (s) => s.notes, write: (notes) => game.move({ ...game.state, notes }) },
      );

      view.tools.append(
        hintButton(game, view, {
          next: (s) => kind.hint(puzzle, codeOf(s), answer),
          apply: (s, hint) => withCode(s, withHint(codeOf(s), length, hint)),
          key: (place) => `answer-${place}`,
        }),
      );

      return {
        render(s) {
          own?.render(s);
          row.render(s);
        },
        check() {
          perform(game, rules.checked(puzzle, game.state));
        },
      };
    },

    verdict(puzzle, _answer, state) {
      const mistake = judge(puzzle, codeOf(state));
      if (mistake === undefined) return { solved: false, message: words.unfinished(puzzle) };
      // A code the check passes is the answer: the puzzle has one.
      if (mistake === null) return { solved: true };
      return { solved: false, message: sayMistake(kind.checkWords, mistake), tone: 'bad', always: true, at: mistake.at };
    },
  };
}
