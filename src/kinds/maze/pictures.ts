import type { Item } from '../../engine/figure.ts';
import type { Drawn } from './schema.ts';

/*
 * The pictures at a child's maze's doors (issue 110): a traveller by the entrance and where it
 * is going by the exit, as children's activity books draw them, in line art of the figure's own
 * strokes (the `picture` role: black, round at its ends, lighter than the walls), so they print
 * and show as the maze does. Each is drawn in a box 1 unit a side, y downward, and set at
 * the size the frame keeps for it (draw.ts `frameOf`). Every point is a literal or worked out by
 * arithmetic alone (the round parts on the circle's rational points, never Math.cos), so a
 * picture is the same on every engine.
 */

type Point = readonly [number, number];

/** The strokes of a picture in its unit box: polylines and circles. */
interface Art {
  lines: Point[][];
  circles: [cx: number, cy: number, r: number][];
}

/**
 * An ellipse about (cx, cy) as a closed polyline: the quarter turn through the rational points
 * ((1 − t²) / (1 + t²), 2t / (1 + t²)) at t = 0, 1/n … 1, mirrored into each quarter; `from`
 * and `to` (quarters, 0 the lower right, going clockwise on the page) keep part of it.
 */
function ellipse(cx: number, cy: number, rx: number, ry: number, n = 5, from = 0, to = 4): Point[] {
  const quarter: Point[] = [];
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    quarter.push([(1 - t * t) / (1 + t * t), (2 * t) / (1 + t * t)]);
  }
  const out: Point[] = [];
  // Quarter q turns the first by q right angles: (x, y) → (−y, x), clockwise with y downward.
  for (let q = from; q < to; q++) {
    for (let k = q === from ? 0 : 1; k <= n; k++) {
      let [x, y] = quarter[k]!;
      for (let i = 0; i < q; i++) [x, y] = [-y, x];
      out.push([cx + rx * x, cy + ry * y]);
    }
  }
  return out;
}

/** The runs of a polyline outside the circle about (cx, cy) of radius r (the parts a round thing in front of it leaves in view). */
function shownPast(points: Point[], cx: number, cy: number, r: number): Point[][] {
  const runs: Point[][] = [];
  let run: Point[] = [];
  for (const p of points) {
    if ((p[0] - cx) ** 2 + (p[1] - cy) ** 2 > r * r) run.push(p);
    else if (run.length > 0) (runs.push(run), (run = []));
  }
  if (run.length > 0) runs.push(run);
  return runs.filter((r) => r.length > 1);
}

const ART: Readonly<Record<Drawn | 'planet' | 'hive' | 'kennel' | 'cheese', Art>> = {
  // Upright, its nose up and its flame below; a round window and two fins.
  rocket: {
    lines: [
      [
        [0.36, 0.74],
        [0.36, 0.34],
        [0.5, 0.05],
        [0.64, 0.34],
        [0.64, 0.74],
        [0.36, 0.74],
      ],
      [
        [0.36, 0.5],
        [0.2, 0.7],
        [0.2, 0.84],
        [0.36, 0.74],
      ],
      [
        [0.64, 0.5],
        [0.8, 0.7],
        [0.8, 0.84],
        [0.64, 0.74],
      ],
      [
        [0.42, 0.78],
        [0.5, 0.97],
        [0.58, 0.78],
      ],
    ],
    circles: [[0.5, 0.42, 0.08]],
  },
  // A round planet with a crater, its ring passing in front of it, and a star beside it.
  planet: {
    lines: [
      // The ring's front half, passing before the planet, and its back half where it shows past the planet's sides.
      ellipse(0.52, 0.58, 0.45, 0.13, 6, 0, 2),
      ...shownPast(ellipse(0.52, 0.58, 0.45, 0.13, 6, 2, 4), 0.52, 0.54, 0.3),
      [
        [0.1, 0.1],
        [0.22, 0.1],
      ],
      [
        [0.16, 0.04],
        [0.16, 0.16],
      ],
    ],
    circles: [
      [0.52, 0.54, 0.28],
      [0.6, 0.42, 0.06],
    ],
  },
  // From the side, flying left: a striped body, a round head with feelers, two wings, a sting.
  bee: {
    lines: [
      ellipse(0.56, 0.62, 0.28, 0.19),
      [
        [0.5, 0.437],
        [0.5, 0.803],
      ],
      [
        [0.64, 0.447],
        [0.64, 0.793],
      ],
      [
        [0.84, 0.57],
        [0.96, 0.62],
        [0.84, 0.67],
      ],
      [
        [0.15, 0.45],
        [0.1, 0.3],
      ],
      [
        [0.22, 0.45],
        [0.27, 0.3],
      ],
    ],
    circles: [
      [0.19, 0.57, 0.12],
      [0.47, 0.3, 0.13],
      [0.67, 0.32, 0.1],
      [0.15, 0.54, 0.02],
    ],
  },
  // A straw skep: a dome of bands on a stand, its door a little arch at its foot.
  hive: {
    lines: [
      [...ellipse(0.5, 0.5, 0.38, 0.4, 5, 2, 4), [0.88, 0.84], [0.12, 0.84], [0.12, 0.5]],
      [
        [0.22, 0.24],
        [0.78, 0.24],
      ],
      [
        [0.14, 0.38],
        [0.86, 0.38],
      ],
      [
        [0.12, 0.52],
        [0.88, 0.52],
      ],
      [
        [0.12, 0.68],
        [0.88, 0.68],
      ],
      [
        [0.04, 0.93],
        [0.96, 0.93],
      ],
      ellipse(0.5, 0.84, 0.08, 0.09, 4, 2, 4),
    ],
    circles: [],
  },
  // A dog's face: floppy ears, eyes, a round nose and a smile.
  dog: {
    lines: [
      [
        [0.3, 0.3],
        [0.12, 0.32],
        [0.08, 0.62],
        [0.2, 0.68],
        [0.27, 0.46],
      ],
      [
        [0.7, 0.3],
        [0.88, 0.32],
        [0.92, 0.62],
        [0.8, 0.68],
        [0.73, 0.46],
      ],
      [
        [0.5, 0.63],
        [0.5, 0.7],
      ],
      [
        [0.41, 0.73],
        [0.5, 0.7],
        [0.59, 0.73],
      ],
    ],
    circles: [
      [0.5, 0.52, 0.3],
      [0.4, 0.45, 0.035],
      [0.6, 0.45, 0.035],
      [0.5, 0.59, 0.05],
    ],
  },
  // A kennel: a roof, its walls, a round-topped door.
  kennel: {
    lines: [
      [
        [0.06, 0.48],
        [0.5, 0.1],
        [0.94, 0.48],
      ],
      [
        [0.16, 0.4],
        [0.16, 0.9],
        [0.84, 0.9],
        [0.84, 0.4],
      ],
      [[0.36, 0.9], ...ellipse(0.5, 0.64, 0.14, 0.14, 5, 2, 4), [0.64, 0.9]],
      [
        [0.02, 0.9],
        [0.98, 0.9],
      ],
    ],
    circles: [],
  },
  // A mouse's face: big round ears, eyes, a nose and whiskers.
  mouse: {
    lines: [
      [
        [0.38, 0.66],
        [0.12, 0.6],
      ],
      [
        [0.38, 0.7],
        [0.12, 0.76],
      ],
      [
        [0.62, 0.66],
        [0.88, 0.6],
      ],
      [
        [0.62, 0.7],
        [0.88, 0.76],
      ],
    ],
    circles: [
      [0.5, 0.6, 0.25],
      [0.24, 0.3, 0.15],
      [0.76, 0.3, 0.15],
      [0.41, 0.52, 0.035],
      [0.59, 0.52, 0.035],
      [0.5, 0.66, 0.04],
    ],
  },
  // A wedge of cheese with its holes.
  cheese: {
    lines: [
      [
        [0.06, 0.46],
        [0.72, 0.22],
        [0.94, 0.46],
        [0.06, 0.46],
        [0.06, 0.82],
        [0.94, 0.82],
        [0.94, 0.46],
      ],
    ],
    circles: [
      [0.27, 0.62, 0.07],
      [0.53, 0.69, 0.05],
      [0.76, 0.6, 0.06],
    ],
  },
};

/** What each traveller goes to. */
export const GOAL: Readonly<Record<Drawn, keyof typeof ART>> = { rocket: 'planet', bee: 'hive', dog: 'kennel', mouse: 'cheese' };

/** A picture's strokes, its unit box set at (x, y) and `side` units a side. */
export function picture(name: keyof typeof ART, x: number, y: number, side: number): Item[] {
  const art = ART[name];
  const items: Item[] = [];
  const at = ([px, py]: Point) => [x + px * side, y + py * side] as const;
  for (const line of art.lines) {
    for (let i = 1; i < line.length; i++) {
      const [x1, y1] = at(line[i - 1]!);
      const [x2, y2] = at(line[i]!);
      items.push({ type: 'line', x1, y1, x2, y2, role: 'picture' });
    }
  }
  for (const [cx, cy, r] of art.circles) {
    const [px, py] = at([cx, cy]);
    items.push({ type: 'circle', cx: px, cy: py, r: r * side, role: 'picture' });
  }
  return items;
}
