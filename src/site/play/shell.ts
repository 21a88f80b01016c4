/**
 * What every playable puzzle shares: a timer, a status line read out to screen readers,
 * mistakes and hints counted, Check and Start again buttons, and progress kept in localStorage
 * under the puzzle's id, so a reload picks up where the player was.
 */
export interface Saved<S> {
  state: S;
  elapsedMs: number;
  solved: boolean;
  mistakes: number;
  /** Hints shown; absent in progress stored before hints were counted. */
  hints?: number;
}

export interface Shell<S> {
  /** Where the kind puts its own controls, under the toolbar. */
  body: HTMLElement;
  /** A place in the toolbar for a kind's own buttons (Hint, Undo, …), after the clock. */
  tools: HTMLElement;
  say(message: string, tone?: 'good' | 'bad'): void;
  /** Call on every change: starts the clock, shows mistakes, stores progress. */
  update(state: S, mistakes: number): void;
  /** Marks the puzzle solved: the clock stops and the page says so. */
  solve(state: S, mistakes: number): void;
  /** Counts a hint shown; the count is kept with the time and said when the puzzle is solved. */
  hinted(): void;
  readonly solved: boolean;
  /** Progress found in storage when the page opened, for the kind to show first. */
  readonly saved: Saved<S> | null;
}

export interface ShellOptions {
  id: string;
  check: () => void;
  /** Back to the printed puzzle; the shell has already cleared the clock and storage. */
  reset: () => void;
}

const storageKey = (id: string) => `puzzlebook:play:${id}`;

function load<S>(id: string): Saved<S> | null {
  try {
    const text = localStorage.getItem(storageKey(id));
    return text ? (JSON.parse(text) as Saved<S>) : null;
  } catch {
    // Storage refused (private browsing) or damaged: start afresh rather than fail.
    return null;
  }
}

function store<S>(id: string, saved: Saved<S> | null): void {
  try {
    if (saved) localStorage.setItem(storageKey(id), JSON.stringify(saved));
    else localStorage.removeItem(storageKey(id));
  } catch {
    // Without storage the game still plays; only a reload loses it.
  }
}

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

export function button(label: string, onClick: () => void, extra: Partial<HTMLButtonElement> = {}): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = label;
  Object.assign(b, extra);
  b.addEventListener('click', onClick);
  return b;
}

export function createShell<S>(root: HTMLElement, options: ShellOptions): Shell<S> {
  root.hidden = false;
  const bar = document.createElement('div');
  bar.className = 'play-tools';
  const tools = document.createElement('span');
  tools.className = 'play-kind-tools';
  const timer = document.createElement('span');
  timer.className = 'play-timer';
  timer.setAttribute('role', 'timer');
  timer.setAttribute('aria-label', 'Time');
  const hintsOut = document.createElement('span');
  hintsOut.className = 'play-hints';
  const mistakesOut = document.createElement('span');
  mistakesOut.className = 'play-mistakes';
  const status = document.createElement('p');
  status.className = 'play-status';
  status.setAttribute('role', 'status');
  const body = document.createElement('div');
  body.className = 'play-body';
  bar.append(timer, tools, button('Check', () => options.check()), button('Start again', () => restart()), mistakesOut, hintsOut);
  const counts = () => {
    hintsOut.textContent = hints ? `Hints: ${hints}` : '';
    return mistakesNow ? `Mistakes: ${mistakesNow}` : '';
  };
  root.append(bar, status, body);

  let elapsed = 0;
  let startedAt: number | null = null;
  let solved = false;
  let last: S | undefined;
  let mistakesNow = 0;
  let hints = 0;
  let savedAtOpen: Saved<S> | null = null;
  const now = () => elapsed + (startedAt === null ? 0 : performance.now() - startedAt);
  const show = () => {
    timer.textContent = clock(now());
  };
  const save = () => {
    if (last !== undefined) store(options.id, { state: last, elapsedMs: Math.round(now()), solved, mistakes: mistakesNow, hints });
  };
  setInterval(show, 1000);
  // The clock runs only while the page is in view; progress is kept as the page goes away.
  document.addEventListener('visibilitychange', () => {
    if (document.hidden && startedAt !== null) {
      elapsed = now();
      startedAt = null;
      save();
    }
  });
  window.addEventListener('pagehide', save);

  const shell: Shell<S> = {
    body,
    tools,
    say(message, tone) {
      status.textContent = message;
      status.dataset.tone = tone ?? '';
    },
    update(state, mistakes) {
      last = state;
      mistakesNow = mistakes;
      if (!solved && startedAt === null) startedAt = performance.now();
      mistakesOut.textContent = counts();
      show();
      save();
    },
    solve(state, mistakes) {
      last = state;
      mistakesNow = mistakes;
      elapsed = now();
      startedAt = null;
      solved = true;
      root.dataset.solved = 'true';
      mistakesOut.textContent = counts();
      show();
      sayDone();
      save();
    },
    hinted() {
      hints++;
      if (!solved && startedAt === null) startedAt = performance.now();
      mistakesOut.textContent = counts();
      save();
    },
    get solved() {
      return solved;
    },
    get saved() {
      return savedAtOpen;
    },
  };
  function sayDone() {
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    const used = [mistakesNow ? plural(mistakesNow, 'mistake') : '', hints ? plural(hints, 'hint') : ''].filter(Boolean).join(' and ');
    shell.say(`Solved in ${clock(elapsed)}${used ? ` with ${used}` : ''}. Well done!`, 'good');
  }
  function restart() {
    elapsed = 0;
    startedAt = null;
    solved = false;
    last = undefined;
    hints = 0;
    mistakesNow = 0;
    delete root.dataset.solved;
    store(options.id, null);
    mistakesOut.textContent = counts();
    shell.say('');
    show();
    options.reset();
  }
  const saved = load<S>(options.id);
  savedAtOpen = saved;
  if (saved) {
    elapsed = saved.elapsedMs;
    solved = saved.solved;
    last = saved.state;
    mistakesNow = saved.mistakes ?? 0;
    hints = saved.hints ?? 0;
    mistakesOut.textContent = counts();
    if (solved) {
      root.dataset.solved = 'true';
      sayDone();
    }
  }
  show();
  return shell;
}
