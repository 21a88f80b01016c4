import yargs, { type Argv, type ArgumentsCamelCase } from 'yargs';
import { fitLine, shown, UserError } from '../engine/errors.ts';
import { VERSION } from '../version.ts';
import { checkFlags, choicesFolded, choicesRefused, type Declared, lastOfEach, parserRefused } from './flags.ts';
import { type Io, io, processIo, using } from './io.ts';
import { commandOf } from './printing.ts';

/** What a command's module brings: its flags, and what it does with them. */
export interface Runnable<Args> {
  builder: (y: Argv) => Argv<Args>;
  handler: (args: ArgumentsCamelCase<Args>) => void | Promise<void>;
  /** What `--help` adds to the builder's flags, told the word after the command (`generate sudoku --help`: Sudoku's options). */
  help?: (y: Argv, word: string | undefined) => Argv;
  /** What it loads before its builder is read, told the word after the command and whether help is asked (`generate sudoku`: Sudoku alone). */
  load?: (word: string | undefined, helping: boolean) => Promise<void>;
}

interface Command {
  /** Its usage, as yargs reads it: the positionals here are the ones its builder describes. */
  usage: string;
  describe: string;
  load: () => Promise<{ command: Runnable<any> }>;
}

/**
 * Every command, described here and loaded only when it runs: `puzzlebook --help` reads no
 * puzzle code, and `verify` never loads pdfkit or Astro.
 */
const COMMANDS: Record<string, Command> = {
  build: {
    usage: 'build <spec>',
    describe: 'generate and prove every puzzle of a spec; write <slug>.pdf, <slug>-answers.pdf and <slug>.json',
    load: () => import('./build.ts'),
  },
  answers: {
    usage: 'answers <book>',
    describe: 'check every stored answer and print the answer key again from the book file alone',
    load: () => import('./answers.ts'),
  },
  cover: {
    usage: 'cover <file>',
    describe: "the wrap-around print-on-demand cover of a book file or spec: back, spine and front with bleed, the spine's width from the page count and paper",
    load: () => import('./cover.ts'),
  },
  pages: {
    usage: 'pages <book>',
    describe: "a book's pages as PNG images, for proofing on screen (--dpi, --pages 3-7, --key for the separate answer key)",
    load: () => import('./pages.ts'),
  },
  verify: {
    usage: 'verify <book>',
    describe:
      "re-solve every puzzle of a book file and grade it again; fail, naming each puzzle and field, where one is not uniquely solvable, its answer is wrong, or a stored value (grade, band, Countdown working, place, seed, options) is not the one made again; --remake also makes the book again from its spec",
    load: () => import('./verify.ts'),
  },
  explain: {
    usage: 'explain [file]',
    describe: "a puzzle's solution step by step, each step a named technique with its reason (a book's puzzles, or --id one of them)",
    load: () => import('./explain.ts'),
  },
  generate: {
    usage: 'generate <kind>',
    describe: "make puzzles of one kind and print them (kind options as flags, e.g. --size 9: generate <kind> --help lists the kind's)",
    load: () => import('./generate.ts'),
  },
  solve: {
    usage: 'solve [file]',
    describe: 'solve a puzzle record or {kind, puzzle} (or an array of them) from a file or stdin',
    load: () => import('./solve.ts'),
  },
  worksheet: {
    usage: 'worksheet <kind>',
    describe: "a worksheet for children: a few easy puzzles of one kind, large print, answers on their own sheet (worksheet <kind> --help lists the kind's options)",
    load: () => import('./worksheet.ts'),
  },
  site: {
    usage: 'site',
    describe: 'publish the static archive of every book file in --books: pages to browse, print, search and check answers',
    load: () => import('./site.ts'),
  },
  words: {
    usage: 'words',
    describe: "a translator's preview: every message of a language, beside its English, in sentences a sample book in it gave (words-<language>.html), and that book (words-<language>.pdf)",
    load: () => import('./words.ts'),
  },
  preview: {
    usage: 'preview',
    describe: 'serve the archive built by `site` on http://localhost, to browse and search it',
    load: () => import('./preview.ts'),
  },
};

/**
 * `-` (standard input) as yargs passes it on: yargs reads a lone `-` as a flag with no name and
 * gives a required positional the empty string, so `build -` used to look for a file named ''.
 * A NUL cannot be in a real argument, so this stands for `-` through parsing, and goes back after.
 */
const DASH = '\u0000-';

function dashesBack<T extends object>(args: T): T {
  return Object.fromEntries(Object.entries(args).map(([key, value]) => [key, value === DASH ? '-' : value])) as T;
}

/**
 * Flags that take several values and may be given more than once (`site --from a --from b`,
 * or `--from a b`). A flag given twice otherwise takes its last value (the parser is set so),
 * which for these would drop all but the last flag's values: they are gathered into one.
 */
const GATHERED = ['--from'];

/** `argv` with every value of each GATHERED flag after one flag of its name, where the first of them was. */
export function gathered(argv: readonly string[]): string[] {
  const out = [...argv];
  for (const flag of GATHERED) {
    const values: string[] = [];
    let first = -1;
    const rest: string[] = [];
    for (let i = 0; i < out.length; i++) {
      const arg = out[i]!;
      if (arg === '--') {
        rest.push(...out.slice(i));
        break;
      }
      if (arg === flag || arg.startsWith(`${flag}=`)) {
        if (first < 0) first = rest.length;
        if (arg !== flag) values.push(arg.slice(flag.length + 1));
        // An array flag's values run to the next flag, as the parser reads them.
        while (i + 1 < out.length && !out[i + 1]!.startsWith('-')) values.push(out[++i]!);
        continue;
      }
      rest.push(arg);
    }
    if (first >= 0 && values.length > 0) rest.splice(first, 0, flag, ...values);
    else if (first >= 0) rest.splice(first, 0, flag);
    out.splice(0, out.length, ...rest);
  }
  return out;
}

/** Most lines a refusal prints: it fits on one screen. */
const SCREEN_LINES = 25;

/**
 * A refusal as printed, `puzzlebook: ` and all: each line made safe and at most one line wide
 * (a refusal may quote an id or a path the user gave, 5,000 characters long: its middle is
 * cut, so the reason at the end stays), and at most a screen of them.
 */
function screenful(message: string): string {
  const lines = `puzzlebook: ${message}`.split('\n').map((line) => fitLine(shown(line, Infinity)));
  if (lines.length <= SCREEN_LINES) return lines.join('\n');
  return [...lines.slice(0, SCREEN_LINES - 1), `… and ${lines.length - SCREEN_LINES + 1} more lines`].join('\n');
}

/** Problems with the user's input print as a message and give 1; bugs give 2 and say how to see more. */
function report(error: unknown): number {
  if (error instanceof UserError) {
    io.err(`${screenful(error.message)}\n`);
    return 1;
  }
  // An error with no message (some build tools throw them) is named by its kind instead.
  const message = error instanceof Error ? error.message || `${error.name} (no message)` : String(error);
  if (process.env.PUZZLEBOOK_DEBUG) io.err(`${(error as Error)?.stack ?? message}\n`);
  else io.err(`${screenful(`internal error: ${message}`)}\n(set PUZZLEBOOK_DEBUG=1 to see where)\n`);
  return 2;
}

/**
 * Runs the command line `argv` (without `node` and the script) with `target` as its streams,
 * and gives its exit status: 0, 1 for a refusal of bad input, 2 for a bug. The bin script runs
 * it for the process; the tests run it in their own process.
 */
export async function run(argv: string[], target: Io = processIo): Promise<number> {
  return using(target, async () => {
    try {
      const asked = commandOf(argv);
      argv = gathered(argv).map((arg) => (arg === '-' ? DASH : arg));
      const y = yargs(argv)
        .scriptName('puzzlebook')
        .usage('$0 <command> [options]\n\nPrintable books of puzzles, each proved to have exactly one solution.');
      // The asked command's flags as its builder declares them, for what yargs reads without a word (flags.ts).
      let declared: Declared = { string: [], number: [], boolean: [], array: [], choices: {} };
      let positionals: string[] = [];
      for (const [name, { usage, describe, load }] of Object.entries(COMMANDS)) {
        if (name !== asked) y.command(usage, describe);
        else {
          const { command } = await load();
          const next = argv[argv.indexOf(name) + 1];
          const word = next?.startsWith('-') ? undefined : next;
          await command.load?.(word, argv.includes('--help'));
          declared = (command.builder(yargs([])) as unknown as { getOptions(): Declared }).getOptions();
          positionals = [...usage.matchAll(/[<[](\w+)[>\]]/g)].map((m) => m[1]!);
          // Only for help: what it adds is never declared to the parser that reads a run's flags.
          const helping = argv.includes('--help') && command.help;
          const builder = helping ? (y: Argv) => command.help!(command.builder(y), word) : command.builder;
          y.command(usage, describe, builder, (args) => command.handler(dashesBack(args)));
        }
      }
      checkFlags(argv, declared);
      const command = asked !== undefined && Object.hasOwn(COMMANDS, asked) ? asked : undefined;
      argv = choicesFolded(lastOfEach(argv, declared), declared, positionals, command);
      let printed = '';
      await y
        .demandCommand(1, `name a command: ${Object.keys(COMMANDS).join(', ')} (puzzlebook --help says what each does)`)
        .strict()
        // A flag given twice takes the last value, as in most tools (yargs would make an array of
        // them); and `--out.x` is a flag of that name, not an object made of `--out` (which was
        // written to "[object Object]", or stopped worksheet --title.a with an internal error).
        .parserConfiguration({ 'duplicate-arguments-array': false, 'dot-notation': false })
        .version(VERSION)
        .help()
        // yargs renders the help after every command it runs, to have it by; only `--help` shows it,
        // so elsewhere it is laid out unwrapped, which costs a tenth as much (issue 88: 28 ms of a command's start).
        .wrap(argv.includes('--help') ? Math.min(100, io.columns || 100) : null)
        .fail((message, error) => {
          // A flag's own check (`coerce`) that refused its value: yargs hands it over as its YError.
          if (error?.name === 'YError') throw new UserError(error.message);
          if (error) throw error;
          if (message.startsWith('name a command: ')) throw new UserError(message);
          const where = { command, usage: command && COMMANDS[command]!.usage, argv, commands: Object.keys(COMMANDS) };
          throw new UserError(choicesRefused(message, declared, positionals) ?? parserRefused(message, where));
        })
        // With a callback, yargs hands over what it would print (help, the version) and never exits.
        .parseAsync(argv, {}, (_error, _argv, output) => {
          printed = output;
        });
      if (printed) io.out(`${printed}\n`);
      return 0;
    } catch (error) {
      return report(error);
    }
  });
}
