/**
 * Play controls laid over the drawing itself: the SVG's keyed boxes (`data-key`, written by
 * the same draw as the PDF) say where each square is, so a control sits exactly on the
 * square it stands for at any size the page is shown.
 */
export interface Layer {
  element: HTMLElement;
  /** Places `control` over the box named `key`; returns false if the drawing has no such box. */
  place(key: string, control: HTMLElement): boolean;
  /**
   * The figure's width at which every control placed so far is at least `px` pixels across,
   * or 0 when none is placed: what a touch screen needs of a large grid.
   */
  widthFor(px: number): number;
  /**
   * The figure's width at which every control placed so far can take a `px` square, centred on
   * its box, clear of every other control (0: at any width; Infinity: at none). At that width or more
   * the layer is roomy (zoom.ts): a control drawn under `MIN_PX` reaches that far past its box,
   * a target a finger can hit (WCAG 2.5.8) without a neighbour's in the way.
   */
  clearFor(px: number): number;
  /**
   * Boxes set apart from the drawing, in a row under it (a code's entry where the page's
   * drawing leaves its answer row out): a box for each of `keys` the drawing has no box for,
   * each a fingertip, wrapping to more rows where the screen is narrow; `place` then puts a
   * control with one of those keys in its box. Returns the row, or null when the drawing has
   * every key (the controls go over it as before).
   */
  apart(keys: readonly string[], caption: string): HTMLElement | null;
  /** The drawing's box named `key`, in the drawing's units, or null where it has none. */
  boxOf(key: string): Box | null;
  /**
   * An SVG laid over the drawing in the drawing's own units (its viewBox), above the controls
   * and under no click: for marks drawn between boxes (a hint's chain). Whoever asks removes it.
   */
  sketch(): SVGSVGElement;
}

/** The smallest target a control over the drawing is (WCAG 2.2's 2.5.8 minimum): one drawn smaller reaches past its box. */
export const MIN_PX = 24;

/** More pixels a figure unit than any screen gives: the search's upper bound. */
const HUGE = 1e5;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function overlay(figure: HTMLElement): Layer {
  const svg = figure.querySelector('svg')!;
  const [vx, vy, vw, vh] = svg.getAttribute('viewBox')!.split(/\s+/).map(Number) as [number, number, number, number];
  figure.classList.add('play-figure');
  const element = document.createElement('div');
  element.className = 'play-layer';
  figure.append(element);
  // Type on the controls scales with the drawing: --unit is one figure unit in pixels.
  // --per-unit, the same as a plain number on the figure, is for the drawing's own text (a kind's play.css: Calcudoku's clues).
  const scale = () => {
    const unit = svg.getBoundingClientRect().width / vw;
    element.style.setProperty('--unit', `${unit}px`);
    figure.style.setProperty('--per-unit', String(unit));
  };
  new ResizeObserver(scale).observe(svg);
  scale();
  // The smallest control's side, in figure units.
  let smallest = Infinity;
  // Every control's box, in figure units.
  const controls: Box[] = [];
  // The boxes set apart from the drawing, by key (`apart`).
  const slots = new Map<string, HTMLElement>();
  return {
    element,
    apart(keys, caption) {
      const missing = keys.filter((key) => !svg.querySelector(`rect[data-key="${key}"]`));
      if (missing.length === 0) return null;
      const row = apartRow(figure, missing, caption);
      for (const slot of row.querySelectorAll<HTMLElement>('.play-slot')) slots.set(slot.dataset.key!, slot);
      return row;
    },
    widthFor(px) {
      return smallest === Infinity ? 0 : Math.ceil((px / smallest) * vw);
    },
    clearFor(px) {
      // Pairs of controls whose boxes do not meet as drawn (cells that share an edge do not).
      const pairs = controls.flatMap((a, i) => controls.slice(i + 1).map((b) => [a, b] as const)).filter(([a, b]) => !meet(a, b, 1, 0));
      const clear = (unit: number) => pairs.every(([a, b]) => !meet(a, b, unit, px));
      if (pairs.length === 0) return 0;
      if (!clear(HUGE)) return Infinity;
      // The fewest pixels a figure unit may be, found by halves: clear at one size, clear at any larger.
      let [low, high] = [0, HUGE];
      for (let n = 0; n < 40; n++) {
        const mid = (low + high) / 2;
        if (clear(mid)) high = mid;
        else low = mid;
      }
      return Math.ceil(high * vw);
    },
    boxOf(key) {
      const rect = svg.querySelector(`rect[data-key="${key}"]`);
      if (!rect) return null;
      const at = (name: string) => Number(rect.getAttribute(name));
      return { x: at('x'), y: at('y'), w: at('width'), h: at('height') };
    },
    sketch() {
      const sketch = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
      sketch.setAttribute('viewBox', svg.getAttribute('viewBox')!);
      // Stretched as the layer is over the drawing: the same box, so units land where the drawing's do.
      sketch.setAttribute('preserveAspectRatio', 'none');
      sketch.setAttribute('aria-hidden', 'true');
      sketch.classList.add('play-sketch');
      element.append(sketch);
      return sketch;
    },
    place(key, control) {
      const rect = svg.querySelector(`rect[data-key="${key}"]`);
      const slot = slots.get(key);
      if (!rect && slot) {
        // Off the drawing, the control fills its box in the row (game.css, .play-apart).
        control.classList.add('play-spot');
        slot.append(control);
        return true;
      }
      if (!rect) return false;
      const at = (name: string) => Number(rect.getAttribute(name));
      const x = ((at('x') - vx) / vw) * 100;
      const y = ((at('y') - vy) / vh) * 100;
      const w = (at('width') / vw) * 100;
      const h = (at('height') / vh) * 100;
      control.classList.add('play-spot');
      if (control.matches('button, input')) {
        // A control drawn under MIN_PX reaches past its box, about its centre, where the layer
        // is roomy: at a size that leaves that room clear of its neighbours (clearFor; zoom.ts).
        const grow = 'var(--play-grow, 0px)';
        control.style.left = `calc(${x + w / 2}% - max(${grow} / 2, ${w / 2}%))`;
        control.style.top = `calc(${y + h / 2}% - max(${grow} / 2, ${h / 2}%))`;
        control.style.width = `max(${grow}, ${w}%)`;
        control.style.height = `max(${grow}, ${h}%)`;
        // Its box's height in figure units: a padding in % is of the layer's width, not the box's (issue 112).
        control.style.setProperty('--box-h', String(at('height')));
        smallest = Math.min(smallest, at('width'), at('height'));
        controls.push({ x: at('x'), y: at('y'), w: at('width'), h: at('height') });
      } else {
        control.style.left = `${x}%`;
        control.style.top = `${y}%`;
        control.style.width = `${w}%`;
        control.style.height = `${h}%`;
      }
      element.append(control);
      return true;
    },
  };
}

/**
 * The row of boxes set apart under the figure (`Layer.apart`): a caption, then a box per key,
 * as many to a line as the board's width takes, lines evened out (a 10-digit code on a phone:
 * two lines of 5, not 8 and 2). Its height is the page's `--apart`, which the figure gives up
 * (game.css), so the board with its row still fits the screen.
 */
function apartRow(figure: HTMLElement, keys: readonly string[], caption: string): HTMLElement {
  const row = document.createElement('div');
  row.className = 'play-apart';
  row.setAttribute('role', 'group');
  const label = document.createElement('span');
  label.className = 'play-apart-caption';
  label.id = `play-apart-${keys[0]}`;
  label.textContent = caption;
  row.setAttribute('aria-labelledby', label.id);
  const boxes = document.createElement('div');
  boxes.className = 'play-apart-boxes';
  for (const key of keys) {
    const slot = document.createElement('span');
    slot.className = 'play-slot';
    slot.dataset.key = key;
    boxes.append(slot);
  }
  row.append(label, boxes);
  figure.after(row);
  const game = figure.closest<HTMLElement>('.game');
  new ResizeObserver(() => {
    // Boxes to a line: all that fit the row's width, then evened out over the lines needed.
    const slot = boxes.firstElementChild!.getBoundingClientRect().width || 44;
    const gap = parseFloat(getComputedStyle(boxes).columnGap) || 0;
    const fit = Math.max(1, Math.floor((row.clientWidth + gap) / (slot + gap)));
    const lines = Math.ceil(keys.length / fit);
    boxes.style.setProperty('--per-line', String(Math.ceil(keys.length / lines)));
    // A pixel over: the figure's height comes of a rounded --ratio, and may be a hair over its share.
    game?.style.setProperty('--apart', `${Math.ceil(row.getBoundingClientRect().height) + 1}px`);
  }).observe(row);
  return row;
}

/**
 * Whether controls `a` and `b` overlap at `unit` pixels a figure unit, each grown to a `px`
 * square about its centre where drawn smaller: apart along either axis is clear (a hair of
 * tolerance, so cells that share an edge as drawn are apart).
 */
function meet(a: Box, b: Box, unit: number, px: number): boolean {
  const side = (s: number) => Math.max(px, s * unit);
  const dx = Math.abs(a.x + a.w / 2 - (b.x + b.w / 2)) * unit;
  const dy = Math.abs(a.y + a.h / 2 - (b.y + b.h / 2)) * unit;
  const tolerance = 0.01 * Math.max(unit, 1);
  return dx < (side(a.w) + side(b.w)) / 2 - tolerance && dy < (side(a.h) + side(b.h)) / 2 - tolerance;
}

/**
 * Arrow keys move between controls laid out in rows and columns (`grid[r][c]`), with one
 * tab stop for the whole grid, as in a spreadsheet.
 */
export function arrowKeys(grid: (HTMLElement | null)[][]): void {
  const cells = grid.flatMap((row, r) => row.map((el, c) => ({ el, r, c }))).filter((x) => x.el);
  cells.forEach(({ el }, i) => (el!.tabIndex = i === 0 ? 0 : -1));
  const move = (r: number, c: number, dr: number, dc: number): HTMLElement | null => {
    for (let rr = r + dr, cc = c + dc; grid[rr]?.[cc] !== undefined; rr += dr, cc += dc) {
      if (grid[rr]![cc]) return grid[rr]![cc]!;
    }
    return null;
  };
  for (const { el, r, c } of cells) {
    el!.addEventListener('keydown', (event) => {
      const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[event.key];
      if (!step) return;
      const to = move(r, c, step[0]!, step[1]!);
      if (!to) return;
      event.preventDefault();
      for (const x of cells) x.el!.tabIndex = -1;
      to.tabIndex = 0;
      to.focus();
    });
  }
}
