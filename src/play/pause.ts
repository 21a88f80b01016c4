import { button, type Shell } from './shell.ts';
import { playWords } from './words.ts';

/**
 * Pause: the board is hidden and the clock stopped until Resume. Hidden means hidden to
 * everyone: the board is `visibility: hidden` (not drawn, not in the accessibility tree) and
 * inert (no focus, no clicks), and the toolbar, keys and the kind's own panel are inert too,
 * so no move is made on a board the player cannot see. A "Paused" panel with Resume takes the
 * keys' place in the dock; the status line says why the board is gone. Nothing of the game
 * changes: Resume shows the same board, and the clock goes on from where it stopped.
 */
export interface Pause {
  /** The Pause button, for the clock's line. */
  button: HTMLButtonElement;
  readonly paused: boolean;
  toggle(): void;
}

export function pausable<S>(root: HTMLElement, board: HTMLElement, shell: Shell<S>): Pause {
  const press = button(playWords.pause.pause, () => toggle(), { icon: 'pause', title: playWords.pause.pauseTip });
  press.classList.add('play-pause');
  press.setAttribute('aria-keyshortcuts', 'P');

  const panel = document.createElement('section');
  panel.className = 'play-paused';
  panel.hidden = true;
  const heading = document.createElement('h2');
  heading.id = 'play-paused-heading';
  heading.textContent = playWords.pause.paused;
  panel.setAttribute('aria-labelledby', heading.id);
  const resume = button(playWords.pause.resume, () => toggle(), { primary: true, icon: 'play' });
  resume.setAttribute('aria-keyshortcuts', 'P');
  panel.append(heading, resume);
  const dock = root.querySelector<HTMLElement>('.play-dock')!;
  dock.insertBefore(panel, root.querySelector('.play-keys'));

  // What a paused game takes no input from: the board (hidden too), and every control of the game's but Resume.
  const held = () => [board, ...root.querySelectorAll<HTMLElement>('.play-tools, .play-keys, .play-body, .play-again')];
  let paused = false;
  function toggle() {
    if (shell.solved && !paused) return;
    paused = !paused;
    shell.hold(paused);
    for (const el of held()) el.inert = paused;
    board.classList.toggle('play-hidden', paused);
    root.dataset.paused = String(paused);
    panel.hidden = !paused;
    press.disabled = paused;
    shell.say(paused ? playWords.pause.pausedSay : playWords.pause.resumed);
    (paused ? resume : press).focus({ preventScroll: true });
  }
  return {
    button: press,
    get paused() {
      return paused;
    },
    toggle,
  };
}
