/**
 * What a game's moves do, apart from the page (no DOM): the outcome of a control's action as a
 * kind's pure rules give it (the shell carries it out: `perform`, player.ts), and the state Undo
 * and Redo walk to. Node reads it too: the kinds' play.ts and the unit tests.
 */

/** How the status line says a message: good news, bad news, or neither. */
export type Tone = 'good' | 'bad';

/** What the shell says of a state: solved, or what is still wrong. */
export type Verdict =
  | { solved: true }
  | {
      solved: false;
      message: string;
      tone?: Tone;
      /** Said after every move, not only when the player presses Check (a full board that is wrong). */
      always?: boolean;
      /** The drawing's keyed boxes the message is about (the answer check's `Mistake.at`), ringed while it is said. */
      at?: readonly string[];
    };

/**
 * What a control's action does to the game: a move (or an update, not a move: a mistake
 * counted), what the status line says and in what tone, and the drawing's keyed boxes ringed
 * where a mistake is.
 */
export interface Outcome<S> {
  move?: S;
  update?: S;
  say?: string;
  tone?: Tone;
  flag?: readonly string[];
}

/**
 * The state Undo or Redo shows: `next`, a state walked back (or on) to, with the mistakes
 * already made as they are `now` (and which wrong answers were counted with them), so a wrong
 * answer undone and made again is not counted twice.
 */
export function walkedTo<S extends { mistakes: number; counted?: string[] }>(next: S, now: S): S {
  const { counted } = now;
  return { ...next, mistakes: now.mistakes, ...(counted ? { counted } : {}) };
}
