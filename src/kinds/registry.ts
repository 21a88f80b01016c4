import type * as z from 'zod/mini';
import type { PuzzleKind } from '../engine/kind.ts';
import { getKind, KINDS, register } from './known.ts';
import { kind as calcudoku } from './calcudoku/index.ts';
import { kind as countdown } from './countdown/index.ts';
import { kind as crissCross } from './criss-cross/index.ts';
import { kind as crossNumbers } from './cross-numbers/index.ts';
import { kind as cryptogram } from './cryptogram/index.ts';
import { kind as fillIn } from './fill-in/index.ts';
import { kind as futoshiki } from './futoshiki/index.ts';
import { kind as kakuro } from './kakuro/index.ts';
import { kind as killerSudoku } from './killer-sudoku/index.ts';
import { kind as maze } from './maze/index.ts';
import { kind as numberMind } from './number-mind/index.ts';
import { kind as numbrix } from './numbrix/index.ts';
import { kind as secretNumber } from './secret-number/index.ts';
import { kind as skyscrapers } from './skyscrapers/index.ts';
import { kind as sudoku } from './sudoku/index.ts';
import { kind as wordScramble } from './word-scramble/index.ts';
import { kind as wordSearch } from './word-search/index.ts';

/**
 * Every kind, by the name records, specs and commands use, in the order books and the
 * archive list them. This is the only list: adding a kind is its folder (named as here)
 * and one line below. Everything else, types included, is derived from it.
 */
const kinds = {
  sudoku,
  calcudoku,
  kakuro,
  'killer-sudoku': killerSudoku,
  futoshiki,
  numbrix,
  'secret-number': secretNumber,
  'cross-numbers': crossNumbers,
  countdown,
  'number-mind': numberMind,
  'word-search': wordSearch,
  'criss-cross': crissCross,
  'fill-in': fillIn,
  'word-scramble': wordScramble,
  cryptogram,
  maze,
  skyscrapers,
};

type Kinds = typeof kinds;
export type KindName = keyof Kinds;

export type OptionsOf<K extends KindName> = z.output<Kinds[K]['options']>;
export type OptionsInputOf<K extends KindName> = z.input<Kinds[K]['options']>;
export type PuzzleOf<K extends KindName> = z.output<Kinds[K]['puzzle']>;
export type SolutionOf<K extends KindName> = z.output<Kinds[K]['solution']>;
export type GradeOf<K extends KindName> = z.output<Kinds[K]['grade']>;

/** The kind named K, with the types of its own schemas. */
export type KindOf<K extends KindName> = PuzzleKind<OptionsOf<K>, PuzzleOf<K>, SolutionOf<K>, GradeOf<K>, OptionsInputOf<K>>;

// Every kind, held where the code that makes and proves puzzles reads them (known.ts).
register(kinds);
export { getKind, KINDS };

/** The names, in registry order. */
export const KIND_NAMES = Object.keys(kinds) as [KindName, ...KindName[]];
