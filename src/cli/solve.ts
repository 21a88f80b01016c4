import type { CommandModule } from 'yargs';
import { z } from 'zod';
import { parseData, readText } from '../book/files.ts';
import { describeIssues, UserError } from '../engine/errors.ts';
import { getKind, KIND_NAMES } from '../engine/registry.ts';
import { flagInt } from './shared.ts';

const itemShape = z.looseObject({
  kind: z.enum(KIND_NAMES),
  puzzle: z.record(z.string(), z.unknown(), { error: 'must be an object: the puzzle to solve' }),
});

interface Args {
  file: string;
  limit: number;
}

/** Validates one `{kind, puzzle}` (or a whole record) and solves it; refuses bad input with a UserError naming its path. */
export function solveItem(item: unknown, where: string, path: PropertyKey[], limit: number) {
  const head = itemShape.safeParse(item);
  if (!head.success) throw new UserError(describeIssues(where, head.error, path));
  const kind = getKind(head.data.kind);
  const puzzle = kind.puzzle.safeParse(head.data.puzzle);
  if (!puzzle.success) throw new UserError(describeIssues(where, puzzle.error, [...path, 'puzzle']));
  const { solutions, complete, details } = kind.solve(puzzle.data, limit);
  return { count: solutions.length, complete, solutions, ...details };
}

export const solveCommand: CommandModule<object, Args> = {
  command: 'solve [file]',
  describe: 'solve a puzzle record or {kind, puzzle} (or an array of them) from a file or stdin',
  builder: (y) =>
    y
      .positional('file', { type: 'string', default: '-', describe: 'JSON file, or - for stdin' })
      .option('limit', { type: 'number', default: 2, describe: 'stop after this many solutions' }),
  handler: ({ file, limit: rawLimit }) => {
    const limit = flagInt(rawLimit, 'limit', 1, 1000);
    const where = file === '-' ? 'stdin' : file;
    const data = parseData(readText(file), where, false);
    const result = Array.isArray(data)
      ? data.map((item, i) => solveItem(item, where, [i], limit))
      : solveItem(data, where, [], limit);
    process.stdout.write(`${JSON.stringify(result)}\n`);
  },
};
