import type { Oracle } from '../../engine/oracle.ts';
import type { CountdownPuzzle, CountdownSolution } from './schema.ts';

/**
 * Countdown by trying everything, sharing no code with the solver, its expression forms or
 * `check`. A step picks two numbers from the list, combines them by every legal operation
 * (positive whole results, no ×1, no ÷1) and puts the result back.
 */
export type Tree = { v: number; leaf: true } | { v: number; leaf: false; op: '+' | '-' | '*' | '/'; l: Tree; r: Tree };

type Normal = { kind: 'num'; key: string } | { kind: 'sum' | 'prod'; up: string[]; down: string[] };

/** This file's own normal form: + and − flattened into sorted lists of added and subtracted terms, × and ÷ likewise. */
function normal(t: Tree): Normal {
  if (t.leaf) return { kind: 'num', key: String(t.v) };
  const additive = t.op === '+' || t.op === '-';
  const kind = additive ? 'sum' : 'prod';
  const parts = (x: Tree): [string[], string[]] => {
    const n = normal(x);
    return n.kind === kind ? [n.up, n.down] : [[keyOf(n)], []];
  };
  const [lu, ld] = parts(t.l);
  const [ru, rd] = parts(t.r);
  const inverse = t.op === '-' || t.op === '/';
  return inverse ? { kind, up: [...lu, ...rd], down: [...ld, ...ru] } : { kind, up: [...lu, ...ru], down: [...ld, ...rd] };
}

function keyOf(n: Normal): string {
  if (n.kind === 'num') return n.key;
  const list = (xs: string[]) => [...xs].sort().join(',');
  return n.kind === 'sum' ? `[+${list(n.up)};-${list(n.down)}]` : `{*${list(n.up)};/${list(n.down)}}`;
}

/** Two solutions are the same when they differ only by order or grouping. */
export const canonical = (t: Tree) => keyOf(normal(t));

/** Fully bracketed, so it reads back exactly as built. */
const written = (t: Tree): string => (t.leaf ? String(t.v) : `(${written(t.l)}${t.op}${written(t.r)})`);

/** Every tree each pair of the list makes in one legal step. */
function steps(a: Tree, b: Tree): Tree[] {
  const node = (op: '+' | '-' | '*' | '/', l: Tree, r: Tree, v: number): Tree => ({ v, leaf: false, op, l, r });
  const made: Tree[] = [node('+', a, b, a.v + b.v)];
  if (a.v > b.v) made.push(node('-', a, b, a.v - b.v));
  if (b.v > a.v) made.push(node('-', b, a, b.v - a.v));
  if (a.v !== 1 && b.v !== 1) {
    made.push(node('*', a, b, a.v * b.v));
    if (a.v % b.v === 0) made.push(node('/', a, b, a.v / b.v));
    if (b.v % a.v === 0) made.push(node('/', b, a, b.v / a.v));
  }
  return made;
}

/**
 * Walks every tree the cards make, calling `visit` on each (the cards alone included);
 * `visit` returning true stops the walk.
 */
export function everyTree(cards: readonly number[], visit: (t: Tree) => boolean | void): void {
  const search = (list: Tree[]): boolean => {
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const rest = list.filter((_, k) => k !== i && k !== j);
        for (const t of steps(list[i]!, list[j]!)) if (visit(t) || search([...rest, t])) return true;
      }
    }
    return false;
  };
  const leaves: Tree[] = cards.map((v) => ({ v, leaf: true }));
  if (!leaves.some((t) => visit(t))) search(leaves);
}

/** Every value `a op b` may step to: positive whole numbers only, division exact. */
function values(a: number, b: number): number[] {
  const out = [a + b, a * b];
  if (a > b) out.push(a - b);
  if (b > a) out.push(b - a);
  if (a % b === 0) out.push(a / b);
  if (b % a === 0) out.push(b / a);
  return out;
}

/**
 * Walks every list of cards the steps lead to, on values alone, each list (sorted) once, so a
 * whole deal takes a moment; `visit` sees each list's cards and returning true stops the walk.
 */
function everyList(numbers: readonly number[], visit: (cards: readonly number[]) => boolean): boolean {
  const seen = new Set<string>();
  const search = (cards: number[]): boolean => {
    const key = [...cards].sort((a, b) => a - b).join(',');
    if (seen.has(key)) return false;
    seen.add(key);
    if (visit(cards)) return true;
    for (let i = 0; i < cards.length; i++) {
      for (let j = i + 1; j < cards.length; j++) {
        const rest = cards.filter((_, k) => k !== i && k !== j);
        for (const v of values(cards[i]!, cards[j]!)) if (search([...rest, v])) return true;
      }
    }
    return false;
  };
  return search([...numbers]);
}

/** Every value some subset of the cards can make. */
export function reachable(numbers: readonly number[]): Set<number> {
  const out = new Set<number>();
  everyList(numbers, (cards) => {
    for (const c of cards) out.add(c);
    return false;
  });
  return out;
}

/** Whether the cards can make the target, stopping as soon as they do. */
export const solvable = (p: CountdownPuzzle): boolean => everyList(p.numbers, (cards) => cards.includes(p.target));

/**
 * The distinct solutions (by this file's normal form), up to `cap`, each written fully
 * bracketed. Whether there is any is settled first on values alone, which is quick; only a
 * solvable game has its trees walked.
 */
export const oracle: Oracle<CountdownPuzzle, CountdownSolution> = (p, cap = Infinity) => {
  if (!solvable(p)) return [];
  const found = new Map<string, string>();
  everyTree(p.numbers, (t) => {
    if (t.v === p.target) found.set(canonical(t), written(t));
    return found.size >= cap;
  });
  return [...found.values()].map((expression) => ({ expression }));
};
