/**
 * Which command lines only print (read by bin/puzzlebook.js before it loads any command, so this
 * module imports nothing): `generate`, `solve` and `explain`, whose result is what they print, and
 * help and the version. They write no file, so a signal may end them wherever they are, as it
 * ends any program that has nothing to put right: they run on the first thread (`here.ts`),
 * without a command thread's start, which was a sixth of `generate`'s whole cost for a few
 * puzzles (issue 88). Every other command runs on a thread of its own (supervise.ts).
 */
export const PRINTING: ReadonlySet<string> = new Set(['generate', 'solve', 'explain']);

/** The command a command line names: its first word that is not a flag. */
export const commandOf = (argv: readonly string[]): string | undefined => argv.find((arg) => !arg.startsWith('-'));

/** Whether a command line only prints: a printing command, no command at all (the usage and its refusal), or help or the version asked. */
export function printsOnly(argv: readonly string[]): boolean {
  const command = commandOf(argv);
  return command === undefined || PRINTING.has(command) || argv.includes('--help') || argv.includes('--version');
}

