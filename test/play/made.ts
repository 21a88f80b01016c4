import { makeRecord } from '../../src/book/make.ts';
import type { Difficulty } from '../../src/engine/kind.ts';
import type { Verdict } from '../../src/play/moves.ts';
import type { RecordOf } from '../../src/kinds/record.ts';
import { getKind, type KindName } from '../../src/kinds/registry.ts';

/**
 * What the play kit's unit tests share: a puzzle of a kind made here, at a fixed seed (the first
 * of a few seeds that makes one), and the kind's browser player as Node can read it.
 */
export function made<K extends KindName>(kind: K, options: object, band: Difficulty): RecordOf<K> {
  const parsed = getKind(kind).options.parse(options) as never;
  for (let i = 0; i < 20; i++) {
    const r = makeRecord(kind, `${kind}-${i}`, `test/play/${kind}/${band}/${i}`, parsed, band);
    if (r) return r as RecordOf<K>;
  }
  throw new Error(`no ${band} ${kind} made`);
}

/**
 * A kind's player as these tests read it: what the page asks of it besides its controls (its
 * full type, `Player` in src/play/player.ts, needs the DOM, and is checked with the browser code).
 */
export interface PlayerOf<P, A, S> {
  start(puzzle: P): S;
  restore(puzzle: P, stored: unknown): S | null;
  verdict(puzzle: P, answer: A, state: S): Verdict;
}

/** The kind's player (its `player.dom.ts`), loaded as the page loads it: importing it touches no DOM. */
export async function playerOf<K extends KindName, S>(kind: K): Promise<PlayerOf<RecordOf<K>['puzzle'], RecordOf<K>['solution'], S>> {
  return (await import(new URL(`../../src/kinds/${kind}/player.dom.ts`, import.meta.url).href)).player;
}
