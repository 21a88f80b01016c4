import type { Layer } from './overlay.ts';
import { button, relabel } from './shell.ts';
import { playWords } from './words.ts';

/** The smallest square a finger can hit reliably (WCAG 2.5.5, Apple's and Google's guides). */
export const TOUCH_PX = 44;

/**
 * A drawing whose squares come out under a fingertip's size is drawn larger, and its board
 * pans (scrolls) inside the page instead of the page scrolling sideways. A Fit button shows the
 * whole drawing again, for a look at all of it; it appears only when the drawing is zoomed.
 */
export function zoomable(figure: HTMLElement, layer: Layer, line: HTMLElement): void {
  const board = figure.parentElement!;
  let zoomed = true;
  const toggle = button(playWords.shell.fit, () => {
    zoomed = !zoomed;
    apply();
  }, { icon: 'fit' });
  toggle.classList.add('play-zoom');
  toggle.hidden = true;
  // Beside Start again, on the clock's line: it is about the view, not the game.
  line.insertBefore(toggle, line.querySelector('.play-again'));
  function apply() {
    figure.style.minWidth = '';
    const wanted = layer.widthFor(TOUCH_PX);
    const need = wanted > figure.getBoundingClientRect().width + 0.5;
    toggle.hidden = !need;
    relabel(toggle, zoomed ? playWords.shell.fit : playWords.shell.zoom);
    toggle.setAttribute('aria-pressed', String(!zoomed));
    if (need && zoomed) figure.style.minWidth = `${wanted}px`;
    board.classList.toggle('play-panned', need && zoomed);
  }
  new ResizeObserver(apply).observe(board);
  apply();
}

/**
 * The board's height is what the screen has left once the head above it and the dock (status,
 * toolbar, keys) are counted, so the three fit one screen whatever wraps above. The stylesheet's
 * own estimate (--board) stands where there is no script.
 */
export function fitScreen(game: HTMLElement, dock: HTMLElement): void {
  const board = game.querySelector<HTMLElement>('.game-board')!;
  const fit = () => {
    const top = board.getBoundingClientRect().top + scrollY;
    // Side by side on a wide screen (the dock beside the board), or stacked on a narrow one.
    const stacked = dock.getBoundingClientRect().top >= board.getBoundingClientRect().bottom - 1;
    const below = stacked ? dock.getBoundingClientRect().height + 8 : 16;
    game.style.setProperty('--board', `${Math.floor(innerHeight - top - below)}px`);
  };
  addEventListener('resize', fit);
  new ResizeObserver(fit).observe(dock);
  fit();
}
