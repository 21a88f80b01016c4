import { type Outcome, type Tone, type Verdict, walkedTo } from './moves.ts';
import { type Layer, overlay } from './overlay.ts';
import { pausable } from './pause.ts';
import { createShell, type Saved } from './shell.ts';
import { shortcuts } from './shortcuts.ts';
import { playWords } from './words.ts';
import { fitScreen, type Pins, zoomable } from './zoom.ts';

/**
 * The browser player each kind brings in its folder (`player.dom.ts`, exporting `player`).
 * The kind writes its controls and its rules; the shell here owns what every game shares:
 * starting, restoring saved progress, undo and redo, Check, Start again, the clock, mistakes,
 * storage, and keeping two tabs of one puzzle in step.
 */

export type { Outcome, Tone, Verdict } from './moves.ts';

/** The game as a kind's controls see it. */
export interface Game<State> {
  readonly state: State;
  readonly solved: boolean;
  /** A move: the new state is shown and stored, `message` said, then it is checked (solved, or still wrong). Undo takes it back. */
  move(state: State, message?: string, tone?: Tone): void;
  /** A change that is not a move (turning round, a mistake counted): shown, said and stored, not checked, not undone on its own. */
  update(state: State, message?: string, tone?: Tone): void;
  say(message: string, tone?: Tone): void;
  /** Counts a hint shown, kept with the time (see `hintButton`). */
  hinted(): void;
  /** Whether a state is the answer: a hint that would make it so is the answer, not a step. */
  solves(state: State): boolean;
  /** Shows the answer, asked for by name: the state that is the answer, moved to, and the game marked as answer shown. */
  reveal(state: State): void;
  /** Rings the drawing's boxes named by `keys` in red, until the next change: where a mistake is. */
  flag(keys: string[]): void;
}

/** Where a kind puts its controls. */
export interface View {
  /** A layer over the page's drawing, made on first use, that sets controls on the drawing's keyed boxes. */
  layer(): Layer;
  /** A place in the toolbar for the kind's own buttons (Hint, Notes, …). */
  tools: HTMLElement;
  /** Under the toolbar: a keypad, or the kind's own pad (Countdown's signs). */
  keys: HTMLElement;
  /** Under the status line and the clock, for what does not fit the drawing. */
  body: HTMLElement;
}

/** What a kind's controls hand back: how to show a state, and what to forget on Start again. */
export interface Controls<State> {
  render(state: State): void;
  /** Clears what the controls hold outside the state (a half-made move), on Start again, undo and redo. */
  restart?(): void;
  /**
   * The Check button on an unsolved game, where the kind can say more than its verdict: which
   * entries are wrong (flagged with `game.flag`, counted once each with `game.update`).
   */
  check?(): void;
}

export interface Player<Puzzle, Solution, State extends { mistakes: number }> {
  /** The state of a fresh game: the printed puzzle, nothing written yet. */
  start(puzzle: Puzzle): State;
  /**
   * A state read back from storage, which the reader can edit: the state when every field has
   * the shape and range this kind writes for this puzzle (grids of its size, values it can
   * hold), else null, and the game starts afresh. Must not throw (saved.ts has helpers).
   */
  restore(puzzle: Puzzle, stored: unknown): State | null;
  /** Builds the kind's controls over the drawing and under the toolbar. */
  mount(game: Game<State>, view: View, puzzle: Puzzle, answer: Solution): Controls<State>;
  verdict(puzzle: Puzzle, answer: Solution, state: State): Verdict;
  /** The clues printed at the drawing's right and bottom, kept pinned beside a zoomed board (see `zoomable`). */
  pins?: Pins;
  /**
   * What the page fetches before the game starts, where the kind's rules read more than the
   * record (a cryptogram's hints, the words a reader knows in the page's language); awaited once.
   * Absent: nothing.
   */
  ready?(): Promise<void>;
}

// Kept with the stored progress's checks (saved.ts, no DOM), where the kinds' pure rules reach it too.
export { countOnce } from './saved.ts';

/** Carries out an outcome on the game: its move or update with its words (else its words alone), then its rings. */
export function perform<S>(game: Game<S>, outcome: Outcome<S> | null): void {
  if (!outcome) return;
  if (outcome.move !== undefined) game.move(outcome.move, outcome.say, outcome.tone);
  else if (outcome.update !== undefined) game.update(outcome.update, outcome.say, outcome.tone);
  else if (outcome.say !== undefined) game.say(outcome.say, outcome.tone);
  if (outcome.flag) game.flag([...outcome.flag]);
}

/** A touch screen (tapped; the page's keypad types), rather than a mouse. */
export const coarse = () => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

/** What a puzzle page hands the player: its record's puzzle and answer, from the page's JSON. */
export interface PlayData<Puzzle, Solution> {
  id: string;
  /** The kind's name, set on the layer (`data-kind`): every kind's play.css is on the page, each scoped to its own. */
  kind?: string;
  puzzle: Puzzle;
  solution: Solution;
}

/** Starts `player` on a puzzle page: `root` is its Play panel, `figure` the drawing the controls sit on. */
export function play<Puzzle, Solution, State extends { mistakes: number }>(
  root: HTMLElement,
  figure: HTMLElement,
  data: PlayData<Puzzle, Solution>,
  player: Player<Puzzle, Solution, State>,
): void {
  const { id, puzzle, solution: answer } = data;
  let state = player.start(puzzle);
  // Undo and redo walk states; the mistakes already made stay counted whichever way they walk.
  let past: State[] = [];
  let future: State[] = [];
  const shell = createShell<State>(root, {
    id,
    check: () => {
      if (shell.solved || check(false)) return;
      if (controls.check) controls.check();
      else check(true);
    },
    undo: () => walk(past, future, playWords.shell.undone),
    redo: () => walk(future, past, playWords.shell.redone),
    reset: () => {
      controls.restart?.();
      past = [];
      future = [];
      show(player.start(puzzle));
    },
    external: (saved) => {
      controls.restart?.();
      adopt(saved);
    },
    stored: {
      restore: (stored) => player.restore(puzzle, stored),
      solved: (s) => player.verdict(puzzle, answer, s).solved,
    },
    trail: () => ({ past, future }),
  });

  /**
   * Shows stored progress, or a fresh game where there is none or it cannot be shown (damaged,
   * or written for another version of the puzzle): then the shell forgets it, so the page plays.
   */
  function adopt(saved: Saved<State> | null | undefined) {
    // Undo and Redo come back with the board, so a reload (or another tab) can still take a move back.
    past = [...(saved?.past ?? [])];
    future = [...(saved?.future ?? [])];
    if (saved?.state !== undefined) {
      try {
        show(saved.state);
        return;
      } catch {
        past = [];
        future = [];
        shell.forget();
      }
    }
    show(player.start(puzzle));
  }

  function walk(from: State[], to: State[], said: string) {
    const next = from.pop();
    if (!next || shell.solved) return;
    to.push(state);
    controls.restart?.();
    // Which wrong answers were counted walks with the count, so one made again is not counted twice.
    show(walkedTo(next as State & { counted?: string[] }, state as State & { counted?: string[] }), said);
    if (!check(false, true)) shell.update(state, state.mistakes);
  }

  /**
   * Solved: the shell says so and stops the clock. Otherwise says what is wrong when asked, or
   * after a move that said nothing of its own when it must (`always`). A move that says what it
   * did (crossing a rule out, Undo, a pencil mark) keeps its words: the status line tells what
   * just happened, never a verdict from before. A move with nothing to say clears the line, so
   * what it said of the board before does not stand for the board now.
   */
  function check(asked: boolean, said = false): boolean {
    const verdict = player.verdict(puzzle, answer, state);
    if (verdict.solved) {
      shell.solve(state, state.mistakes);
      locked();
      return true;
    }
    if (asked || (verdict.always && !said)) {
      shell.say(verdict.message, verdict.tone);
      if (verdict.at?.length) game.flag([...verdict.at]);
    } else if (!said) shell.say('');
    return false;
  }

  /** A solved game is finished: its squares take no more entries until Start again. */
  function locked() {
    // The layer over the drawing, and a row of boxes set apart under it (overlay.ts apart).
    for (const el of figure.parentElement?.querySelectorAll<HTMLElement>('.play-layer, .play-apart') ?? []) el.inert = shell.solved;
    root.querySelector<HTMLElement>('.play-keys')!.inert = shell.solved;
    pause.button.disabled = shell.solved || pause.paused;
    shell.history(past.length > 0, future.length > 0);
  }

  let flags: HTMLElement[] = [];
  const unflag = () => {
    for (const f of flags) f.remove();
    flags = [];
  };

  const show = (next: State, message?: string, tone?: Tone) => {
    state = next;
    unflag();
    controls.render(state);
    if (message !== undefined) shell.say(message, tone);
    locked();
  };
  const game: Game<State> = {
    get state() {
      return state;
    },
    get solved() {
      return shell.solved;
    },
    move(next, message, tone) {
      if (shell.solved) return;
      if (next !== state) {
        past.push(state);
        future = [];
      }
      show(next, message, tone);
      if (!check(false, message !== undefined)) shell.update(state, state.mistakes);
    },
    update(next, message, tone) {
      if (shell.solved) return;
      show(next, message, tone);
      shell.update(state, state.mistakes);
    },
    say: (message, tone) => shell.say(message, tone),
    hinted: () => shell.hinted(),
    solves: (s) => player.verdict(puzzle, answer, s).solved,
    reveal(next) {
      if (shell.solved) return;
      shell.reveal();
      game.move(next);
    },
    flag(keys) {
      unflag();
      const layer = view.layer();
      for (const key of keys) {
        const spot = document.createElement('span');
        spot.className = 'play-flag';
        spot.setAttribute('aria-hidden', 'true');
        if (layer.place(key, spot)) flags.push(spot);
      }
    },
  };
  let layer: Layer | undefined;
  const view: View = {
    layer: () => {
      if (!layer) {
        layer = overlay(figure);
        if (data.kind) layer.element.dataset.kind = data.kind;
      }
      return layer;
    },
    tools: shell.tools,
    keys: shell.keys,
    body: shell.body,
  };
  // Pause and "?" sit with the clock, which Pause stops: the toolbar's row is full on a phone.
  const pause = pausable(root, figure.closest<HTMLElement>('.game-board') ?? figure, shell);
  shell.meta.insertBefore(pause.button, shell.meta.querySelector('.play-counts'));
  const controls = player.mount(game, view, puzzle, answer);
  shortcuts(root, pause);
  const screen = figure.closest<HTMLElement>('.game');
  if (screen) fitScreen(screen, root.querySelector<HTMLElement>('.play-dock')!);
  if (layer) zoomable(figure, layer, shell.meta, player.pins);

  // Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) anywhere on the page but a text field outside the game.
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const target = event.target as HTMLElement | null;
    if (target?.closest('input, textarea') && !target.closest('.play-layer, .play-apart')) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) walk(past, future, playWords.shell.undone);
    else if (key === 'y' || (key === 'z' && event.shiftKey)) walk(future, past, playWords.shell.redone);
    else return;
    event.preventDefault();
  });

  adopt(shell.saved);
}
