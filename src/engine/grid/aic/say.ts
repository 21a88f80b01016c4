import type { Square } from '../../grid-labels.ts';
import { listOf } from '../../words.ts';
import { wordedRungs } from '../ladder.ts';
import { chain, chained } from '../say.ts';
import type { AicData, NodeSaid } from './aic.ts';
import type { ForcingData } from './forcing.ts';
import { aicWords } from './words.ts';

/**
 * The sentence of a chain step, composed of AIC's words (./words.ts): each candidate worded
 * where it stands, each link by what makes it (a group and its kind, a cell), joined as the
 * language joins a chain of consequences; lists by the kit's list words.
 */

const numbers = (ns: readonly number[], type: 'and' | 'or') => listOf(ns.map(String), type);

/** Where a candidate is: a cell, or a grouped node's cells in one row or one column. */
function placeOf(cells: readonly Square[]): string {
  const [first] = cells;
  if (cells.length === 1) return aicWords.parts.place({ context: 'cell', row: first!.row, col: first!.col, rows: '', cols: '' });
  const inRow = cells.every((c) => c.row === first!.row);
  return aicWords.parts.place({
    context: inRow ? 'row' : 'column',
    row: first!.row,
    col: first!.col,
    rows: numbers(cells.map((c) => c.row), 'or'),
    cols: numbers(cells.map((c) => c.col), 'or'),
  });
}

/** A chain step's sentence, told its finding's data. */
export function sayAic(d: AicData): string {
  const first = d.nodes[0]!;
  const last = d.nodes[d.nodes.length - 1]!;
  const struck = chained(
    d.struck.map((s) => aicWords.parts.struck({ digits: numbers(s.digits, 'and'), place: placeOf([s.cell]) })),
    'and',
  );
  return aicWords.steps.aic({
    context: d.kind,
    count: d.struck.length,
    value: first.value,
    other: last.value,
    start: placeOf(first.cells),
    last: placeOf(last.cells),
    chain: linksSaid(d.nodes, d.links),
    cells: chained(
      d.struck.map((s) => placeOf([s.cell])),
      'and',
    ),
    struck,
  });
}

/** The links of a chain worded one by one, each from the node it leads to, joined as consequences. */
function linksSaid(nodes: readonly NodeSaid[], links: AicData['links']): string {
  const phrases = links.map((link, i) => {
    const to: NodeSaid = nodes[(i + 1) % nodes.length]!;
    const place = placeOf(to.cells);
    const { kind, n } = link.why;
    if (link.strong) return aicWords.parts.on({ context: kind === 'sees' ? 'cell' : kind, count: to.cells.length, value: to.value, place, n, group: link.why });
    return aicWords.parts.off({ context: kind, value: to.value, place, n, group: link.why });
  });
  return chain(phrases, aicWords.parts.then);
}

/** A forcing chain's sentence: what holds one of a few, each way told as a chain, what they all rule out. */
export function sayForcing(d: ForcingData): string {
  const ways = d.branches.map((b) => {
    const start = b.nodes[0]!;
    return aicWords.parts.branch({ context: d.kind, value: start.value, place: placeOf(start.cells), chain: linksSaid(b.nodes, b.links) });
  });
  const placesOr = chained(
    d.places.map((c) => placeOf([c])),
    'or',
  );
  return aicWords.steps['forcing-chain']({
    context: d.kind === 'cell' ? 'cell' : d.house.kind,
    value: d.value,
    cell: d.cell,
    digits: numbers(d.digits, 'or'),
    n: d.house.n,
    group: d.house,
    places: placesOr,
    branches: chain(ways, aicWords.parts.next),
    struck: d.struck.digits[0]!,
    target: placeOf([d.struck.cell]),
  });
}

/** A rung of a chain technique of this family, its words read from AIC's catalogs at each use (so the language of the work under way is honoured). */
export const aicRung = wordedRungs('aicRung', 'an alternating inference chain or a forcing chain', () => aicWords.techniques, {
  aic: (data: object) => sayAic(data as AicData),
  'forcing-chain': (data: object) => sayForcing(data as ForcingData),
});
