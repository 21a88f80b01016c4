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
}

export function overlay(figure: HTMLElement): Layer {
  const svg = figure.querySelector('svg')!;
  const [vx, vy, vw, vh] = svg.getAttribute('viewBox')!.split(/\s+/).map(Number) as [number, number, number, number];
  figure.classList.add('play-figure');
  const element = document.createElement('div');
  element.className = 'play-layer';
  figure.append(element);
  // Type on the controls scales with the drawing: --unit is one figure unit in pixels.
  const scale = () => element.style.setProperty('--unit', `${svg.getBoundingClientRect().width / vw}px`);
  new ResizeObserver(scale).observe(svg);
  scale();
  // The smallest control's side, in figure units.
  let smallest = Infinity;
  return {
    element,
    widthFor(px) {
      return smallest === Infinity ? 0 : Math.ceil((px / smallest) * vw);
    },
    place(key, control) {
      const rect = svg.querySelector(`rect[data-key="${key}"]`);
      if (!rect) return false;
      const at = (name: string) => Number(rect.getAttribute(name));
      control.style.left = `${((at('x') - vx) / vw) * 100}%`;
      control.style.top = `${((at('y') - vy) / vh) * 100}%`;
      control.style.width = `${(at('width') / vw) * 100}%`;
      control.style.height = `${(at('height') / vh) * 100}%`;
      control.classList.add('play-spot');
      if (control.matches('button, input')) smallest = Math.min(smallest, at('width'), at('height'));
      element.append(control);
      return true;
    },
  };
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
