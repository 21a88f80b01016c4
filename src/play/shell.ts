import { icon, type IconName } from './icons.ts';
// The key and the clock's form are the archive's listings' too: saved.ts holds both.
import { clock, MAX_ELAPSED_MS, MAX_HISTORY, progressKey, readSaved, type Saved, type StateCheck } from './saved.ts';
import { shareButton } from './share.ts';
import { playWords, solvedLine } from './words.ts';

export type { Saved } from './saved.ts';

/**
 * What every playable puzzle shares: the status line (read out to screen readers), the
 * toolbar (Undo, Redo, the kind's own tools, Check, Start again), a place for a keypad, the
 * clock with mistakes and hints counted, and progress kept in localStorage under the puzzle's
 * id, so a reload, or another tab of the same puzzle, picks up where the player was.
 */
export interface Shell<S> {
  /** Where the kind puts its own controls, under the toolbar. */
  body: HTMLElement;
  /** A place in the toolbar for a kind's own buttons (Hint, Notes, …), between Redo and Check. */
  tools: HTMLElement;
  /** A place under the toolbar for a keypad. */
  keys: HTMLElement;
  /** The line with the clock, for the drawing's Fit button. */
  meta: HTMLElement;
  say(message: string, tone?: 'good' | 'bad'): void;
  /** Call on every change: starts the clock, shows mistakes, stores progress. */
  update(state: S, mistakes: number): void;
  /** Marks the puzzle solved: the clock stops and the page says so. */
  solve(state: S, mistakes: number): void;
  /** Counts a hint shown; the count is kept with the time and said when the puzzle is solved. */
  hinted(): void;
  /** Marks the game as answer shown (Show the answer, or the page's answer opened): its finish says so, not "solved". */
  reveal(): void;
  /** Drops stored progress that cannot be shown: a fresh game, clock and record. */
  forget(): void;
  /** Turns Undo and Redo on or off. */
  history(canUndo: boolean, canRedo: boolean): void;
  /** Stops the clock while paused (pause.ts), and starts it again on resume where it was running. */
  hold(paused: boolean): void;
  readonly solved: boolean;
  /** Progress found in storage when the page opened, for the kind to show first. */
  readonly saved: Saved<S> | null;
}

export interface ShellOptions<S> {
  id: string;
  check: () => void;
  undo: () => void;
  redo: () => void;
  /** Back to the printed puzzle; the shell has already cleared the clock and storage. */
  reset: () => void;
  /** Another tab of the same puzzle stored its progress (null: it started again); show it. */
  external: (saved: Saved<S> | null) => void;
  /** How stored progress is read back: anything this does not take is no progress (saved.ts). */
  stored: StateCheck<S>;
  /** Undo's and Redo's states now, kept with progress (the last MAX_HISTORY of each) so a reload can still undo. */
  trail?: () => { past: readonly S[]; future: readonly S[] };
}

/** The event the Play panel gets as a game is finished (solved, or its answer shown), once a game; not on a reload of a finished one. */
export const FINISHED = 'play-finished';
export interface Finished {
  id: string;
  elapsedMs: number;
  hints: number;
  mistakes: number;
  revealed: boolean;
}

const storageKey = progressKey;

function store<S>(id: string, saved: Saved<S> | null): string | null {
  const text = saved ? JSON.stringify(saved) : null;
  try {
    if (text) localStorage.setItem(storageKey(id), text);
    else localStorage.removeItem(storageKey(id));
  } catch {
    // Storage full: the board and the clock matter more than Undo, so they are kept without it.
    if (saved && (saved.past || saved.future)) {
      const { past: _past, future: _future, ...bare } = saved;
      return store(id, bare);
    }
    // Without storage the game still plays; only a reload loses it.
  }
  return text;
}

/** What storage holds for the puzzle now, as text; null where storage refuses (private browsing). */
function stored(id: string): string | null {
  try {
    return localStorage.getItem(storageKey(id));
  } catch {
    return null;
  }
}

/** An element of the shell, by its tag and class. */
function part<K extends keyof HTMLElementTagNameMap>(tag: K, className: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

/**
 * A toolbar button. Most are quiet (outlined); `primary` is the one action a player is after
 * (Check). With an icon, the label stays as the button's name and shows beside it.
 */
export function button(label: string, onClick: () => void, options: { primary?: boolean; icon?: IconName; title?: string } = {}): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = options.primary ? 'play-button play-primary' : 'play-button';
  if (options.icon) {
    b.append(icon(options.icon));
    const text = document.createElement('span');
    text.textContent = label;
    b.append(text);
  } else b.textContent = label;
  if (options.title) b.title = options.title;
  b.addEventListener('click', onClick);
  return b;
}

/** Sets a button's label, keeping its icon (and the room `steady` keeps for its other labels). */
export function relabel(b: HTMLButtonElement, label: string): void {
  const text = b.querySelector(':scope > span:not([aria-hidden])');
  if (text) text.textContent = label;
  else b.textContent = label;
}

/**
 * Keeps a button as wide as the widest of the labels it can show (Hint and Write it in, Start
 * again and Sure? Press again): each sits, unseen, in the same place as the label shown, so a
 * change of label never moves the buttons beside it (game.css: .play-steady).
 */
export function steady(b: HTMLButtonElement, labels: string[]): void {
  if (!b.querySelector(':scope > span')) {
    const text = document.createElement('span');
    text.textContent = b.textContent;
    b.replaceChildren(text);
  }
  b.classList.add('play-steady');
  for (const label of labels) {
    const room = document.createElement('span');
    room.setAttribute('aria-hidden', 'true');
    room.className = 'play-room';
    room.textContent = label;
    b.append(room);
  }
}

export function createShell<S>(root: HTMLElement, options: ShellOptions<S>): Shell<S> {
  root.hidden = false;
  const status = part('p', 'play-status');
  status.setAttribute('role', 'status');
  const bar = part('div', 'play-tools');
  const tools = part('span', 'play-kind-tools');
  const undo = button(playWords.shell.undo, () => options.undo(), { icon: 'undo', title: playWords.shell.undoTip });
  const redo = button(playWords.shell.redo, () => options.redo(), { icon: 'redo', title: playWords.shell.redoTip });
  undo.setAttribute('aria-keyshortcuts', 'Control+Z');
  redo.setAttribute('aria-keyshortcuts', 'Control+Y');
  const check = button(playWords.shell.check, () => options.check(), { primary: true });
  check.classList.add('play-check');
  // Its arrow shows on a phone only, in place of its words (game.css), which stay its name.
  const again = button(playWords.shell.startAgain, () => startAgain(), { icon: 'restart' });
  again.classList.add('play-again');
  steady(again, [playWords.shell.startAgain, playWords.shell.sure]);
  bar.append(undo, redo, tools, check);
  const keys = part('div', 'play-keys');
  const meta = part('p', 'play-meta');
  const timer = part('span', 'play-timer');
  timer.setAttribute('role', 'timer');
  timer.setAttribute('aria-label', playWords.shell.time);
  const mistakesOut = part('span', 'play-mistakes');
  const hintsOut = part('span', 'play-hints');
  const revealedOut = part('span', 'play-revealed');
  // Start again sits with the clock, away from the buttons pressed all game long. The counts
  // share one box that takes what the line has left, so a count that comes never moves a button.
  const countsOut = part('span', 'play-counts');
  countsOut.append(mistakesOut, hintsOut, revealedOut);
  meta.append(timer, countsOut, again);
  const body = part('div', 'play-body');
  // The dock (status, toolbar, keys, clock) stays on screen under a narrow board; the body scrolls.
  const dock = part('div', 'play-dock');
  dock.append(status, bar, keys, meta);
  root.append(dock, body);
  const finish = finishPanel(root);
  dock.insertBefore(finish.element, keys);

  let elapsed = 0;
  let startedAt: number | null = null;
  let solved = false;
  let revealed = false;
  let last: S | undefined;
  let mistakesNow = 0;
  let hints = 0;
  // The clock was running when the game was paused: Resume starts it again.
  let held = false;
  const now = () => elapsed + (startedAt === null ? 0 : performance.now() - startedAt);
  const show = () => {
    timer.textContent = clock(now());
  };
  const counts = () => {
    mistakesOut.textContent = mistakesNow ? playWords.shell.mistakes({ count: mistakesNow }) : '';
    hintsOut.textContent = hints ? playWords.shell.hints({ count: hints }) : '';
    revealedOut.textContent = revealed ? playWords.shell.answerShown : '';
    root.dataset.revealed = String(revealed);
  };
  // The text this tab last wrote: leaving the page only adds the time to it, and never writes
  // over progress another tab (or a cleared storage) has put there since.
  let written: string | null = null;
  const save = () => {
    if (last !== undefined || revealed) {
      written = store(options.id, { state: last as S, elapsedMs: Math.min(Math.round(now()), MAX_ELAPSED_MS), solved, mistakes: mistakesNow, hints, ...(revealed ? { revealed } : {}), ...kept() });
    }
  };
  // Undo's nearest moves and Redo's, as many as are kept; none on a game with no state yet.
  const kept = (): Pick<Saved<S>, 'past' | 'future'> => {
    const trail = last === undefined ? undefined : options.trail?.();
    if (!trail) return {};
    const past = trail.past.slice(-MAX_HISTORY);
    const future = trail.future.slice(-MAX_HISTORY);
    return { ...(past.length ? { past } : {}), ...(future.length ? { future } : {}) };
  };
  const keepTime = () => {
    if (written !== null && stored(options.id) === written) save();
  };
  setInterval(show, 1000);
  // The clock runs only while the page is in view; progress is kept as the page goes away.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden && startedAt !== null) {
      elapsed = now();
      startedAt = null;
      keepTime();
    }
  });
  window.addEventListener('pagehide', keepTime);

  // Opening the answer counts: the game says so from then on, and the listings show it.
  const answer = document.querySelector<HTMLDetailsElement>('details.answer');
  const opened = () => {
    if (!answer?.open || solved || revealed) return;
    shell.reveal();
    shell.say(playWords.shell.opened);
  };
  answer?.addEventListener('toggle', opened);

  const shell: Shell<S> = {
    body,
    tools,
    keys,
    meta,
    say(message, tone) {
      status.textContent = message;
      status.dataset.tone = tone ?? '';
    },
    update(state, mistakes) {
      last = state;
      mistakesNow = mistakes;
      if (!solved && startedAt === null) startedAt = performance.now();
      counts();
      show();
      save();
    },
    solve(state, mistakes) {
      // Where the keys were in the game, they go on to the panel's link: the squares are locked now.
      const playing = root.contains(document.activeElement) || document.activeElement?.closest('.play-layer, .play-apart') != null;
      last = state;
      mistakesNow = mistakes;
      elapsed = now();
      startedAt = null;
      solved = true;
      root.dataset.solved = 'true';
      counts();
      show();
      sayDone();
      save();
      // Said to the page, which keeps the reader's statistics (src/site/lib/stats-record.dom.ts).
      if (!revealed) finish.celebrate();
      root.dispatchEvent(new CustomEvent<Finished>(FINISHED, { detail: { id: options.id, elapsedMs: elapsed, hints, mistakes: mistakesNow, revealed } }));
      if (playing) finish.focus();
    },
    hinted() {
      hints++;
      if (!solved && startedAt === null) startedAt = performance.now();
      counts();
      save();
    },
    reveal() {
      if (solved || revealed) return;
      revealed = true;
      counts();
      save();
    },
    forget() {
      restart();
      written = store(options.id, null);
    },
    history(canUndo, canRedo) {
      undo.disabled = !canUndo || solved;
      redo.disabled = !canRedo || solved;
    },
    hold(paused) {
      if (paused && startedAt !== null) {
        elapsed = now();
        startedAt = null;
        held = true;
        save();
      } else if (!paused && held) {
        held = false;
        if (!solved) startedAt = performance.now();
      }
      show();
    },
    get solved() {
      return solved;
    },
    get saved() {
      return savedAtOpen;
    },
  };
  function sayDone() {
    // A game whose answer was shown is not said to be solved: the line says the answer is shown.
    if (revealed) shell.say(playWords.shell.shown({ time: clock(elapsed) }));
    else shell.say(solvedLine(clock(elapsed), mistakesNow, hints), 'good');
    finish.show({ time: clock(elapsed), mistakes: mistakesNow, hints, revealed });
  }

  /** A solved or revealed game asks once more before it is wiped: the first press only arms the button. */
  let armed: ReturnType<typeof setTimeout> | null = null;
  function startAgain() {
    if ((solved || revealed) && armed === null) {
      relabel(again, playWords.shell.sure);
      again.dataset.armed = 'true';
      shell.say(playWords.shell.sureSay);
      armed = setTimeout(disarm, 5000);
      return;
    }
    disarm();
    restart();
    written = store(options.id, null);
    options.reset();
  }
  function disarm() {
    if (armed !== null) clearTimeout(armed);
    armed = null;
    relabel(again, playWords.shell.startAgain);
    delete again.dataset.armed;
  }
  function restart() {
    elapsed = 0;
    startedAt = null;
    solved = false;
    revealed = false;
    last = undefined;
    hints = 0;
    mistakesNow = 0;
    delete root.dataset.solved;
    finish.hide();
    counts();
    shell.say('');
    show();
  }
  function adopt(saved: Saved<S>) {
    elapsed = saved.elapsedMs;
    startedAt = null;
    solved = saved.solved;
    revealed = saved.revealed ?? false;
    last = saved.state;
    mistakesNow = saved.mistakes ?? 0;
    hints = saved.hints ?? 0;
    counts();
    if (solved) {
      root.dataset.solved = 'true';
      sayDone();
    } else {
      delete root.dataset.solved;
      finish.hide();
    }
    show();
  }

  // Another tab of this puzzle moved: take its progress, so the two never overwrite each other.
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKey(options.id) && event.key !== null) return;
    const saved = event.key === null ? null : readSaved(event.newValue, options.stored);
    written = event.key === null ? null : event.newValue;
    disarm();
    if (saved) adopt(saved);
    else restart();
    options.external(saved);
  });

  written = stored(options.id);
  const savedAtOpen = readSaved(written, options.stored);
  // Progress this page cannot take (damaged, edited, or for another version of the puzzle) is
  // dropped, so the game starts afresh and the listings stop showing it.
  if (written !== null && savedAtOpen === null) written = store(options.id, null);
  if (savedAtOpen) adopt(savedAtOpen);
  counts();
  show();
  // An answer already open as the game starts (the page's address asked for #answer) was shown too.
  opened();
  return shell;
}

/**
 * The finish: shown in the dock, in place of the keys, once the puzzle is solved, headed
 * "Answer shown" in place of "Solved!" where the answer was. What the
 * status line says in a sentence (time, mistakes, hints), listed, with the
 * puzzle's band, and a link on to the next puzzle: the page names it (`data-next-href`,
 * `data-next-label`, `data-band` on the Play panel), the archive's next of the same kind and
 * band, else of the same kind (src/archive/model.ts: `onwardLinks`). A solve can be shared
 * (share.ts: `data-kind-title` and `data-band` name what was solved), and the reader's statistics are a link away (`data-stats`).
 */
function finishPanel(root: HTMLElement) {
  const element = part('section', 'play-finish');
  element.hidden = true;
  const heading = document.createElement('h2');
  heading.id = 'play-finish-heading';
  heading.textContent = playWords.shell.finished;
  heading.tabIndex = -1;
  element.setAttribute('aria-labelledby', heading.id);
  const list = document.createElement('dl');
  // The solve against the reader's best of its kind and band: the page fills it as it records the finish (src/site/lib/stats-record.dom.ts).
  const best = document.createElement('p');
  best.className = 'play-finish-best';
  best.hidden = true;
  element.append(heading, list, best);
  const { nextHref, nextLabel, band } = root.dataset;
  let link: HTMLAnchorElement | null = null;
  if (nextHref && nextLabel) {
    link = document.createElement('a');
    link.className = 'play-finish-next';
    // No rel="next": that is the book's next (the page's own link), and this may be another book's.
    link.href = nextHref;
    link.textContent = playWords.shell.nextPuzzle({ label: nextLabel });
    element.append(link);
  }
  const { kindTitle, stats } = root.dataset;
  const share = kindTitle ? shareButton(root) : null;
  if (share) element.append(share.element);
  if (stats) {
    const to = document.createElement('a');
    to.className = 'play-finish-stats';
    to.href = stats;
    to.textContent = playWords.shell.stats;
    element.append(to);
  }
  const row = (name: string, value: string) => {
    const dt = document.createElement('dt');
    dt.textContent = name;
    const dd = document.createElement('dd');
    dd.textContent = value;
    return [dt, dd];
  };
  return {
    element,
    show(done: { time: string; mistakes: number; hints: number; revealed: boolean }) {
      list.replaceChildren(
        ...row(playWords.shell.finishTime, done.time),
        ...row(playWords.shell.finishMistakes, String(done.mistakes)),
        ...row(playWords.shell.finishHints, String(done.hints)),
        ...(band ? row(playWords.shell.finishBand, band) : []),
      );
      // Shown, not solved: the heading says so.
      heading.textContent = done.revealed ? playWords.shell.answerShown : playWords.shell.finished;
      // An answer shown is no result to share.
      if (share) {
        share.element.hidden = done.revealed;
        share.set({ time: done.time, hints: done.hints, mistakes: done.mistakes });
      }
      element.hidden = false;
    },
    hide() {
      element.hidden = true;
      best.hidden = true;
      element.classList.remove('play-celebrate');
    },
    /** A finish as it happens (not one read back): the panel celebrates it once (game.css). */
    celebrate() {
      element.classList.add('play-celebrate');
    },
    /** The link on, or the heading where there is none, without scrolling the board away. */
    focus() {
      (link ?? heading).focus({ preventScroll: true });
    },
  };
}
