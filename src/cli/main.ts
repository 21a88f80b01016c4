import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { UserError } from '../engine/errors.ts';
import { VERSION } from '../version.ts';
import { answersCommand } from './answers.ts';
import { buildCommand } from './build.ts';
import { generateCommand } from './generate.ts';
import { previewCommand } from './preview.ts';
import { siteCommand } from './site.ts';
import { solveCommand } from './solve.ts';
import { verifyCommand } from './verify.ts';
import { worksheetCommand } from './worksheet.ts';

/** Problems with the user's input print as a message and exit 1; bugs exit 2 and say how to see more. */
function report(error: unknown): never {
  if (error instanceof UserError) {
    process.stderr.write(`puzzlebook: ${error.message}\n`);
    process.exit(1);
  }
  const message = error instanceof Error ? error.message : String(error);
  if (process.env.PUZZLEBOOK_DEBUG) process.stderr.write(`${(error as Error)?.stack ?? message}\n`);
  else process.stderr.write(`puzzlebook: internal error: ${message}\n(set PUZZLEBOOK_DEBUG=1 to see where)\n`);
  process.exit(2);
}

export async function main(argv: string[]): Promise<void> {
  await yargs(argv)
    .scriptName('puzzlebook')
    .usage('$0 <command> [options]\n\nPrintable books of puzzles, each proved to have exactly one solution.')
    .command(buildCommand)
    .command(answersCommand)
    .command(verifyCommand)
    .command(generateCommand)
    .command(solveCommand)
    .command(worksheetCommand)
    .command(siteCommand)
    .command(previewCommand)
    .demandCommand(1, 'name a command: build, answers, verify, generate, solve, worksheet, site or preview')
    .strict()
    .version(VERSION)
    .help()
    .wrap(Math.min(100, process.stdout.columns || 100))
    .fail((message, error) => {
      if (error) throw error;
      throw new UserError(`${message}\n(run puzzlebook --help for usage)`);
    })
    .parseAsync();
}

main(hideBin(process.argv)).catch(report);
