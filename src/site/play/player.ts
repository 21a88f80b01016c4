import { type Layer, overlay } from './overlay.ts';
import { createShell } from './shell.ts';

/**
 * The browser player each kind brings in its folder (`player.dom.ts`, exporting `player`).
 * The kind writes its controls and its rules; the shell here owns what every game shares:
 * starting, restoring saved progress, Check, Start again, the clock, mistakes and storage.
 */

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
    };

/** The game as a kind's controls see it. */
export interface Game<State> {
  readonly state: State;
  readonly solved: boolean;
  /** A move: the new state is shown and stored, `message` said, then it is checked (solved, or still wrong). */
  move(state: State, message?: string, tone?: Tone): void;
  /** A change that is not a move (undo, turning round, crossing out): shown, said and stored, not checked. */
  update(state: State, message?: string, tone?: Tone): void;
  say(message: string, tone?: Tone): void;
  /** Counts a hint shown, kept with the time (see `hintButton`). */
  hinted(): void;
}

/** Where a kind puts its controls. */
export interface View {
  /** A layer over the page's drawing, made on first use, that sets controls on the drawing's keyed boxes. */
  layer(): Layer;
  /** A place in the toolbar for the kind's own buttons (Hint, Undo, …). */
  tools: HTMLElement;
  /** Under the toolbar and the status line. */
  body: HTMLElement;
}

/** What a kind's controls hand back: how to show a state, and what to forget on Start again. */
export interface Controls<State> {
  render(state: State): void;
  /** Clears what the controls hold outside the state (a half-made move), on Start again. */
  restart?(): void;
}

export interface Player<Puzzle, Solution, State extends { mistakes: number }> {
  /** The state of a fresh game: the printed puzzle, nothing written yet. */
  start(puzzle: Puzzle): State;
  /** Builds the kind's controls over the drawing and under the toolbar. */
  mount(game: Game<State>, view: View, puzzle: Puzzle, answer: Solution): Controls<State>;
  verdict(puzzle: Puzzle, answer: Solution, state: State): Verdict;
}

/** What a puzzle page hands the player: its record's puzzle and answer, from the page's JSON. */
export interface PlayData<Puzzle, Solution> {
  id: string;
  puzzle: Puzzle;
  solution: Solution;
}

/** Starts `player` on a puzzle page: `root` is its Play section, `figure` the drawing the controls sit on. */
export function play<Puzzle, Solution, State extends { mistakes: number }>(
  root: HTMLElement,
  figure: HTMLElement,
  data: PlayData<Puzzle, Solution>,
  player: Player<Puzzle, Solution, State>,
): void {
  const { id, puzzle, solution: answer } = data;
  let state = player.start(puzzle);
  const shell = createShell<State>(root, {
    id,
    check: () => check(true),
    reset: () => {
      controls.restart?.();
      controls.render((state = player.start(puzzle)));
    },
  });

  /** Solved: the shell says so and stops the clock. Otherwise says what is wrong, when asked or when it must. */
  function check(asked: boolean): boolean {
    const verdict = player.verdict(puzzle, answer, state);
    if (verdict.solved) {
      shell.solve(state, state.mistakes);
      return true;
    }
    if (asked || verdict.always) shell.say(verdict.message, verdict.tone);
    return false;
  }

  const show = (next: State, message?: string, tone?: Tone) => {
    state = next;
    controls.render(state);
    if (message !== undefined) shell.say(message, tone);
  };
  const game: Game<State> = {
    get state() {
      return state;
    },
    get solved() {
      return shell.solved;
    },
    move(next, message, tone) {
      show(next, message, tone);
      if (!check(false)) shell.update(state, state.mistakes);
    },
    update(next, message, tone) {
      show(next, message, tone);
      shell.update(state, state.mistakes);
    },
    say: (message, tone) => shell.say(message, tone),
    hinted: () => shell.hinted(),
  };
  let layer: Layer | undefined;
  const view: View = { layer: () => (layer ??= overlay(figure)), tools: shell.tools, body: shell.body };
  const controls = player.mount(game, view, puzzle, answer);

  if (shell.saved) state = shell.saved.state;
  controls.render(state);
}
