import { type Layer, MIN_PX } from './overlay.ts';
import { button, relabel, steady } from './shell.ts';
import { icon } from './icons.ts';
import { playWords } from './words.ts';

/** The smallest square a finger can hit reliably (WCAG 2.5.5, Apple's and Google's guides). */
export const TOUCH_PX = 44;

/**
 * The clues a kind prints beside its grid, as key prefixes of the drawing's boxes: those at the
 * right (row totals, scores) and those at the bottom (column totals). Kept in view beside the
 * part of the board shown when it is zoomed, as a spreadsheet keeps its headers.
 */
export interface Pins {
  right?: string[];
  bottom?: string[];
}

interface Span {
  from: number;
  to: number;
}

/**
 * The first view is the whole puzzle: every clue (totals, scores, givens) is a clue only if it
 * can be seen, so the drawing opens fitted to the screen however small its squares come out.
 * Where the squares are under a fingertip's size, a Zoom button draws them 44 px across and the
 * board pans (scrolls) inside the page; then the row and column numbers (left, top) and the
 * kind's clues at the right and bottom (`pins`) stay pinned to the board's edges beside the
 * part in view. Fit shows the whole drawing again.
 */
export function zoomable(figure: HTMLElement, layer: Layer, line: HTMLElement, pins: Pins = {}): void {
  const board = figure.parentElement!;
  const svg = figure.querySelector('svg')!;
  const strips = pinStrips(figure, svg, pins);
  let zoomed = false;
  const toggle = button(playWords.shell.zoom, () => {
    zoomed = !zoomed;
    apply();
  }, { icon: 'zoom' });
  toggle.classList.add('play-zoom');
  steady(toggle, [playWords.shell.fit, playWords.shell.zoom]);
  toggle.hidden = true;
  // Beside Start again, on the clock's line: it is about the view, not the game.
  line.insertBefore(toggle, line.querySelector('.play-again'));
  // The narrowest the board may be with every control grown to MIN_PX clear of the others (overlay.ts).
  const roomy = layer.clearFor(MIN_PX);
  function apply() {
    figure.style.minWidth = '';
    const wanted = layer.widthFor(TOUCH_PX);
    const fitted = figure.getBoundingClientRect().width;
    const need = wanted > fitted + 0.5;
    toggle.hidden = !need;
    const panned = need && zoomed;
    layer.element.classList.toggle('play-roomy', (panned ? wanted : fitted) >= roomy - 0.5);
    relabel(toggle, panned ? playWords.shell.fit : playWords.shell.zoom);
    // Drawn again only when it changes: apply runs on every resize of the board.
    const name = panned ? 'fit' : 'zoom';
    const shown = toggle.querySelector('.play-icon')!;
    if (!shown.classList.contains(`play-icon-${name}`)) shown.replaceWith(icon(name));
    toggle.setAttribute('aria-pressed', String(panned));
    if (panned) figure.style.minWidth = `${wanted}px`;
    board.classList.toggle('play-panned', panned);
    if (!panned) unscroll();
    // What the pinned strips cover is not "in view": scrolling a cell into view keeps clear of them.
    const unit = (panned ? wanted : fitted) / strips.width;
    const pad = (s: Span | null) => (panned && s ? `${Math.ceil((s.to - s.from) * unit)}px` : '0px');
    board.style.scrollPadding = [pad(strips.top), pad(strips.right), pad(strips.bottom), pad(strips.left)].join(' ');
  }
  // Fitted, the whole drawing is in view and nothing is to be scrolled to: a phone's cropped grid
  // runs past the board's foot by its label band, and a bottom-row cell focused by a tap scrolled
  // the board by it, cutting off the top row with the digits a row low (issue 112).
  const unscroll = () => {
    if (!zoomed || toggle.hidden) board.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  };
  board.addEventListener('scroll', unscroll);
  new ResizeObserver(apply).observe(board);
  apply();
}

/**
 * Strips of the drawing that stay on the board's edges when it pans: each a copy of the SVG
 * showing only its edge (the row numbers at the left, the column numbers at the top, the
 * kind's clues at the right and bottom), stuck there with `position: sticky`.
 */
function pinStrips(figure: HTMLElement, svg: SVGSVGElement, pins: Pins): { width: number; left: Span | null; top: Span | null; right: Span | null; bottom: Span | null } {
  const [vx, vy, vw, vh] = svg.getAttribute('viewBox')!.split(/\s+/).map(Number) as [number, number, number, number];
  const boxes = [...svg.querySelectorAll('rect[data-key]')].map((r) => {
    const at = (name: string) => Number(r.getAttribute(name));
    return { key: r.getAttribute('data-key')!, x: at('x'), y: at('y'), r: at('x') + at('width'), b: at('y') + at('height') };
  });
  const named = (prefixes: string[] | undefined) => (b: { key: string }) => (prefixes ?? []).some((p) => b.key.startsWith(p));
  const right = boxes.filter(named(pins.right));
  const bottom = boxes.filter(named(pins.bottom));
  const body = boxes.filter((b) => !right.includes(b) && !bottom.includes(b));
  if (body.length === 0) return { width: vw, left: null, top: null, right: null, bottom: null };
  const min = (xs: number[]) => Math.min(...xs);
  const max = (xs: number[]) => Math.max(...xs);
  const span = (from: number, to: number): Span | null => (to - from > 0.05 ? { from, to } : null);
  const spans = {
    left: span(vx, min(body.map((b) => b.x))),
    top: span(vy, min(body.map((b) => b.y))),
    // The clues' own boxes with a hair of margin: not the signs before them, nor a caption under them.
    right: right.length ? span(Math.max(max(body.map((b) => b.r)), min(right.map((b) => b.x)) - 0.1), Math.min(vx + vw, max(right.map((b) => b.r)) + 0.1)) : null,
    bottom: bottom.length ? span(Math.max(max(body.map((b) => b.b)), min(bottom.map((b) => b.y)) - 0.1), Math.min(vy + vh, max(bottom.map((b) => b.b)) + 0.1)) : null,
  };
  // Copies of the drawing's edges, pictures only: the drawing itself is what a screen reader reads.
  const across = document.createElement('div');
  across.className = 'play-pins play-pins-across';
  across.setAttribute('aria-hidden', 'true');
  const down = document.createElement('div');
  down.className = 'play-pins play-pins-down';
  down.setAttribute('aria-hidden', 'true');
  const strip = (side: 'left' | 'right' | 'top' | 'bottom', s: Span | null, into: HTMLElement) => {
    const el = document.createElement('div');
    el.className = `play-pin play-pin-${side}`;
    if (!s) {
      into.append(el);
      return;
    }
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.querySelectorAll('title, desc').forEach((t) => t.remove());
    // A picture only: its boxes are not the drawing's keyed boxes, and its ids not the page's.
    copy.querySelectorAll('[data-key], [id]').forEach((el) => (el.removeAttribute('data-key'), el.removeAttribute('id')));
    copy.removeAttribute('aria-labelledby');
    copy.removeAttribute('role');
    copy.removeAttribute('width');
    copy.removeAttribute('height');
    copy.setAttribute('aria-hidden', 'true');
    copy.setAttribute('preserveAspectRatio', 'none');
    const sideways = side === 'left' || side === 'right';
    copy.setAttribute('viewBox', sideways ? `${s.from} ${vy} ${s.to - s.from} ${vh}` : `${vx} ${s.from} ${vw} ${s.to - s.from}`);
    if (sideways) el.style.width = `${((s.to - s.from) / vw) * 100}%`;
    else el.style.height = `${((s.to - s.from) / vh) * 100}%`;
    el.append(copy);
    into.append(el);
    // What lies beyond the clues (a caption under the totals) keeps its room after the strip.
    const beyond = side === 'right' ? vx + vw - s.to : side === 'bottom' ? vy + vh - s.to : 0;
    if (beyond > 0) {
      const rest = document.createElement('div');
      rest.style.flex = 'none';
      if (side === 'right') rest.style.width = `${(beyond / vw) * 100}%`;
      else rest.style.height = `${(beyond / vh) * 100}%`;
      into.append(rest);
    }
  };
  strip('left', spans.left, across);
  strip('right', spans.right, across);
  strip('top', spans.top, down);
  strip('bottom', spans.bottom, down);
  figure.append(across, down);
  return { width: vw, ...spans };
}

/**
 * Brings `elements` (a hint's rings) into view: the board pans to them, clear of its pinned
 * strips, and on a phone the page scrolls so they are above the dock kept at the screen's foot.
 */
export function bringIntoView(elements: HTMLElement[]): void {
  const shown = elements.filter((el) => el.isConnected);
  if (shown.length === 0) return;
  const union = () => {
    const rs = shown.map((el) => el.getBoundingClientRect());
    return { top: Math.min(...rs.map((r) => r.top)), left: Math.min(...rs.map((r) => r.left)), bottom: Math.max(...rs.map((r) => r.bottom)), right: Math.max(...rs.map((r) => r.right)) };
  };
  const dock = document.querySelector<HTMLElement>('.play-dock');
  const held = dock !== null && getComputedStyle(dock).position === 'sticky';
  const board = shown[0]!.closest<HTMLElement>('.game-board');
  if (board) {
    const b = board.getBoundingClientRect();
    const style = getComputedStyle(board);
    const px = (v: string) => parseFloat(v) || 0;
    const inner = {
      top: b.top + board.clientTop + px(style.scrollPaddingTop),
      left: b.left + board.clientLeft + px(style.scrollPaddingLeft),
      bottom: b.top + board.clientTop + board.clientHeight - px(style.scrollPaddingBottom),
      right: b.left + board.clientLeft + board.clientWidth - px(style.scrollPaddingRight),
    };
    // Under a dock held at the screen's foot (a long hint above the toolbar), the board's window
    // ends at the dock: panned there, the pinned strips stay on screen, where scrolling the page would take the top one off.
    const covered = held ? dock.getBoundingClientRect().top - 8 : Infinity;
    if (covered > inner.top + 44) inner.bottom = Math.min(inner.bottom, covered);
    const u = union();
    const shift = (lo: number, hi: number, from: number, to: number) => (lo < from ? lo - from : hi > to ? Math.min(hi - to, lo - from) : 0);
    board.scrollBy({ left: shift(u.left, u.right, inner.left, inner.right), top: shift(u.top, u.bottom, inner.top, inner.bottom), behavior: 'instant' });
  }
  // The page: under the site's header, above the dock where it is kept at the screen's foot,
  // and above what is held over the dock (Number Mind's code row on a phone). A ring on what is
  // held is in view wherever the page is.
  const footing = [dock, board?.querySelector<HTMLElement>(':scope > .play-apart')].filter((el): el is HTMLElement => !!el && getComputedStyle(el).position === 'sticky');
  const loose = shown.filter((el) => !footing.some((f) => f.contains(el)));
  const gap = 8;
  if (loose.length) {
    const rs = loose.map((el) => el.getBoundingClientRect());
    const u = { top: Math.min(...rs.map((r) => r.top)), bottom: Math.max(...rs.map((r) => r.bottom)) };
    const foot = Math.min(innerHeight, ...footing.map((f) => f.getBoundingClientRect().top).filter((top) => top > u.top));
    if (u.bottom > foot - gap) scrollBy({ top: Math.min(u.bottom - foot + gap, u.top - gap), behavior: 'instant' });
    else if (u.top < gap) scrollBy({ top: u.top - gap, behavior: 'instant' });
  }
  // Then the rest of the dock (the keys under a long hint), as far as the cells stay in view.
  const after = union();
  const low = dock ? dock.getBoundingClientRect().bottom - innerHeight : 0;
  if (low > 0 && after.top > gap) scrollBy({ top: Math.min(low, after.top - gap), behavior: 'instant' });
}

/**
 * The board's height is what the screen has left once the head above it and the dock (status,
 * toolbar, keys) are counted, with what the panel sets over the dock under a board (Word
 * Search's list), so they fit one screen whatever wraps above. The status
 * line is counted at one line: a long message (a hint) makes the page longer, and never the
 * board smaller. The stylesheet's own estimate (--board) stands where there is no script.
 *
 * Stacked (the dock under the board), the status line also takes whatever height is left
 * between the board and the screen's foot, its words at its foot beside the toolbar, so the
 * dock's foot is the screen's: a message that fits that room moves nothing, and a hint's longer
 * one scrolls the page by as much as it adds (bringIntoView), so the toolbar stays where the
 * finger left it. Measured again at each message, from where the page is then scrolled, so a
 * short message after a long one (a hint taken) does not pull the dock up either.
 */
export function fitScreen(game: HTMLElement, dock: HTMLElement): void {
  const board = game.querySelector<HTMLElement>('.game-board')!;
  const status = dock.querySelector<HTMLElement>('.play-status');
  const panel = dock.parentElement!;
  // The stylesheet's one line, read before this sets any height of its own.
  const base = status ? parseFloat(getComputedStyle(status).minHeight) || 0 : 0;
  // Whether the finish has been brought into view once (the player may scroll on from it).
  let shownSolved = false;
  // The board's height as last fitted in play, and the window it was fitted to.
  let playedAt: { size: string; board: string } | undefined;
  const fit = () => {
    // The status line's height beyond one line: not the board's to give.
    const extra = status ? Math.max(0, status.getBoundingClientRect().height - base) : 0;
    const top = board.getBoundingClientRect().top + scrollY;
    // Side by side on a wide screen (the dock beside the board), or stacked on a narrow one,
    // where the stylesheet holds it at the screen's foot (a panel it holds there may lie over the board).
    const stacked = getComputedStyle(dock).position === 'sticky';
    // Where the dock's top lies in the panel's flow (not where sticky holds it), under what the
    // panel sets over it (Word Search's list), else at the panel's top.
    const over = dock.previousElementSibling;
    const flowTop = over ? over.getBoundingClientRect().bottom + (parseFloat(getComputedStyle(over).marginBottom) || 0) : panel.getBoundingClientRect().top + (parseFloat(getComputedStyle(panel).paddingTop) || 0);
    // For a page that holds the panel itself at the screen's foot (Number Mind's list on a phone):
    // the dock's height, and how far the panel runs on under it.
    const docked = dock.getBoundingClientRect().height;
    game.style.setProperty('--dock-height', `${docked}px`);
    game.style.setProperty('--after-dock', `${Math.max(0, panel.getBoundingClientRect().bottom - flowTop - docked)}px`);
    // Stacked: the dock and the grid's gap over it (in the page's rem, so read, not assumed), and
    // what the panel sets between them (Word Search's list), so the list is in view at load too,
    // not under the held dock (13 of a 15×15's 19 words were: issue 110).
    const gap = parseFloat(getComputedStyle(game).rowGap) || 8;
    // (A panel held at the screen's foot itself, Number Mind's on a phone, lies over the board instead.)
    const listed = over && getComputedStyle(panel).position !== 'sticky' ? Math.max(0, flowTop - panel.getBoundingClientRect().top) : 0;
    const solved = panel.dataset.solved === 'true';
    // Solved, the finish panel takes the keys' place in the dock: counted, it shrank a phone's
    // 9×9 from 340 to 245 px at the finish, and a cropped board left scrolled mid-shrink showed
    // its digits a row low (issue 112). So the board keeps the size it was played at; a game
    // opened finished, or a window resized after, is fitted without the panel.
    const finish = solved ? (dock.querySelector<HTMLElement>('.play-finish')?.getBoundingClientRect().height ?? 0) : 0;
    const below = stacked ? dock.getBoundingClientRect().height - extra - finish + gap + listed : 16;
    const size = `${innerWidth}×${innerHeight}`;
    if (!solved || playedAt?.size !== size) playedAt = { size, board: `${Math.floor(innerHeight - top - below)}px` };
    game.style.setProperty('--board', playedAt.board);
    if (!status) return;
    // Solved: nothing is left to tap, so under a board the finish panel follows the working with
    // no room kept between them; and, once, the board's top (Countdown's target) comes back into
    // view with the panel, as far as the panel stays in view.
    if (solved) {
      status.style.minHeight = '';
      if (!shownSolved) {
        shownSolved = true;
        const above = board.getBoundingClientRect().top - 8;
        const under = (stacked ? dock : panel).getBoundingClientRect().bottom - innerHeight;
        if (above < 0) scrollBy({ top: Math.max(above, Math.min(0, under)), behavior: 'instant' });
      }
      return;
    }
    shownSolved = false;
    // Beside the board, or held at the foot with its panel: no room under it to fill, a long message grows it up.
    if (!stacked || getComputedStyle(panel).position === 'sticky') {
      status.style.minHeight = '';
      return;
    }
    // Where the dock's foot lies on the screen with the status at one line, in the page's flow
    // (the panel it opens is not held here).
    const foot = flowTop + docked - extra;
    // Scrolled so far that the dock is above the screen: the player is reading on, not playing.
    if (foot < 0) return;
    // To the layout's own unit (1/64 px), never past the screen's foot.
    const room = Math.floor((innerHeight - foot) * 64) / 64;
    status.style.minHeight = room > 0 ? `${base + room}px` : '';
  };
  if (status) new MutationObserver(fit).observe(status, { childList: true, characterData: true, subtree: true });
  addEventListener('resize', fit);
  // What lies above the dock moves it without resizing it: the site's header and the puzzle's
  // as their fonts come in, the board. (Not the page: a status line set here would resize it again.)
  const above = new ResizeObserver(fit);
  above.observe(board);
  for (const el of document.querySelectorAll('.site-header, .game-head')) above.observe(el);
  // And what the panel sets over the dock, as its words come in (Word Search's list).
  for (let el = dock.previousElementSibling; el; el = el.previousElementSibling) above.observe(el);
  // The dock's own width and keys (a keypad shown, the finish panel): not its status line's words.
  let width = -1;
  let fixed = -1;
  new ResizeObserver(() => {
    const now = dock.getBoundingClientRect();
    const rest = now.height - (status?.getBoundingClientRect().height ?? 0);
    if (now.width === width && rest === fixed) return;
    width = now.width;
    fixed = rest;
    fit();
  }).observe(dock);
  fit();
}
