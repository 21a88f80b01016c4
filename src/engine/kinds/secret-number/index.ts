import type { PuzzleKind } from '../../kind.ts';
import { draw } from './draw.ts';
import { generate } from './generate.ts';
import {
  optionsSchema,
  puzzleSchema,
  type SecretNumberOptions,
  type SecretNumberPuzzle,
  type SecretNumberSolution,
  solutionSchema,
} from './schema.ts';
import { check, solve } from './solve.ts';
import { text } from './text.ts';

export const secretNumber: PuzzleKind<SecretNumberOptions, SecretNumberPuzzle, SecretNumberSolution> = {
  name: 'secret-number',
  title: 'Secret Number',
  options: optionsSchema,
  puzzle: puzzleSchema,
  solution: solutionSchema,
  proof: 'unique',
  generate,
  solve,
  check,
  draw,
  text,
};
