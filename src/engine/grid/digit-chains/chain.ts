import type { Square } from '../../grid-labels.ts';
import type { Link } from '../../steps.ts';
import type { Board } from '../board.ts';
import type { GroupName } from '../shape.ts';
import { type Finding, nameOf, squareIn } from '../technique.ts';
import { sharedGroup } from './strong.ts';

/**
 * What every finding of the family shares: a chain of one digit through single cells, strong
 * and weak links in turn from a strong one, told to its sentence link by link, and the cells that
 * see both ends, which lose the digit.
 */

/** A link as its sentence names it: its two cells, in the chain's order, and the group it lies in (the pair's house for a strong link, the shared group for a weak one). */
export interface LinkSaid {
  strong: boolean;
  group: GroupName;
  a: Square;
  b: Square;
}

/** What a chain's sentence is told: the digit, its links, its two ends, the cells crossed off. */
export interface ChainData {
  value: number;
  links: LinkSaid[];
  a: Square;
  b: Square;
  cells: Square[];
}

/**
 * The cells holding digit `v` that see both `x` and `y` and are none of the chain's first `n`
 * cells (`chain`): what a chain whose ends cannot both lack the digit crosses it off. None is
 * the one shared empty list, so a search that finds nothing allocates nothing.
 */
export function seeingBoth(board: Board, v: number, x: number, y: number, chain: ArrayLike<number>, n: number): number[] {
  const { cand, filled, shape } = board;
  const bit = 1 << v;
  const peers = shape.peers[x]!;
  let out: number[] | null = null;
  search: for (let i = 0; i < peers.length; i++) {
    const p = peers[i]!;
    if (filled[p] || !(cand[p]! & bit) || !board.sees(p, y)) continue;
    for (let j = 0; j < n; j++) if (chain[j] === p) continue search;
    (out ??= []).push(p);
  }
  return out ?? NONE;
}

const NONE: number[] = [];

/**
 * A finding of a chain through `path`'s cells (links strong, weak, strong … in turn, the strong
 * ones each a pair of `houses`, in order), crossing `v` off `struck`; `extra` joins its data.
 */
export function chainFinding(board: Board, v: number, path: readonly number[], houses: readonly number[], struck: readonly number[], extra: object = {}): Finding {
  const { shape } = board;
  const nodes = path.map((cell) => ({ cells: [cell], value: v }));
  const links: Link[] = [];
  const said: LinkSaid[] = [];
  for (let i = 0; i + 1 < path.length; i++) {
    const strong = i % 2 === 0;
    links.push({ a: nodes[i]!, b: nodes[i + 1]!, strong });
    const house = strong ? houses[i / 2]! : -1;
    said.push({
      strong,
      group: house >= 0 ? nameOf(shape, house) : sharedGroup(shape, path[i]!, path[i + 1]!),
      a: squareIn(shape, path[i]!),
      b: squareIn(shape, path[i + 1]!),
    });
  }
  const data: ChainData = {
    value: v,
    links: said,
    a: squareIn(shape, path[0]!),
    b: squareIn(shape, path[path.length - 1]!),
    cells: struck.map((c) => squareIn(shape, c)),
  };
  return {
    from: [...path],
    place: [],
    strike: struck.map((cell) => ({ cell, values: 1 << v })),
    data: { ...data, ...extra },
    paper: path.length,
    links,
  };
}
