/**
 * A grid's row and column numbers cost a phone a tenth of its width (40 px of 390): the band
 * left of and above the drawing's shapes (its squares, blocks, lines and any keyed clue boxes;
 * only text lies outside them, and the only text there is those numbers) is measured here, and
 * on a phone game.css draws the figure that much wider and shifted, so the band falls outside
 * the board and the grid takes the screen's width.
 * Each cell's box keeps its row and column in its name for screen readers.
 */
export function cropLabels(figure: HTMLElement): void {
  const svg = figure.querySelector('svg');
  const view = svg?.getAttribute('viewBox')?.split(/\s+/).map(Number);
  if (!svg || view?.length !== 4) return;
  const [vx, vy, vw, vh] = view as [number, number, number, number];
  // Every shape but a paper behind the whole drawing, in the drawing's units.
  const shapes = [...svg.querySelectorAll<SVGGraphicsElement>('rect, line, path, polygon, polyline, circle')]
    .map((el) => el.getBBox())
    .filter((b) => !(b.x <= vx && b.y <= vy && b.width >= vw && b.height >= vh));
  if (shapes.length === 0) return;
  // A little of the band kept: the grid's outer line is drawn half outside the line's own box.
  const keep = 0.01 * vw;
  const left = Math.max(0, Math.min(...shapes.map((b) => b.x)) - keep - vx) / vw;
  const top = Math.max(0, Math.min(...shapes.map((b) => b.y)) - keep - vy) / vw;
  // Not worth it under 2 % (a grid without numbers): the drawing stays as it is.
  if (left < 0.02 && top < 0.02) return;
  // In the width shown: the figure's width, how far left it is drawn, and how far up. The margin
  // right of the grid stays: cut, it hung past the board's right edge (the band's overflow is
  // left and up, which no box scrolls to), and a board the screen's width scrolled sideways by it,
  // 1 to 2 px (Cross Numbers, Futoshiki, Fill-in, Skyscrapers on a phone), for a grid under 1 % wider.
  const kept = 1 - left;
  figure.dataset.cropped = '';
  figure.style.setProperty('--crop-width', String(1 / kept));
  figure.style.setProperty('--crop-shift', String(left / kept));
  figure.style.setProperty('--crop-rise', String(top / kept));
  // What is left shown, its height over its width: the board's height may hold less than the screen's width of it.
  figure.style.setProperty('--crop-tall', String((vh / vw - top) / kept));
  // The band clipped off the drawing too, in its own box's fractions (its top in its height's):
  // where the board's height holds less than its width of grid, the grid is centred with the
  // board's room either side, which showed the numbers' right halves at its left edge.
  const pct = (f: number) => `${(f * 100).toFixed(3)}%`;
  figure.style.setProperty('--crop-clip', `inset(${pct((top * vw) / vh)} 0 0 ${pct(left)})`);
}
