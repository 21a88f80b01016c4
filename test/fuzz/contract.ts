// The contract every reader of user input keeps (the reliability issue): given any text or
// data it either returns, or throws a UserError whose message fits on one screen, has every
// line naming the file (or `…` for the "and N more" line), and shows no stack frame.
import { UserError } from '../../src/engine/errors.ts';

/** Most lines a refusal may print: one screen. */
export const MAX_LINES = 25;
// A hang shows as the test's own timeout; no call is timed here (tests never assert timings).

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** A short, printable rendering of any input, for failure reports. */
export function show(input: unknown, max = 1500): string {
  let text: string;
  try {
    text = typeof input === 'string' ? JSON.stringify(input) : JSON.stringify(input, (_k, v) => (typeof v === 'bigint' ? `${v}n` : v));
  } catch {
    text = String(input);
  }
  if (text === undefined) text = String(input);
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** Control characters other than tab and newline: a CR overwrites the line, an ESC drives the terminal. */
export const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** What is wrong with a refusal's message, if anything. */
export function messageProblems(message: string, where: string): string[] {
  const problems: string[] = [];
  if (CONTROLS.test(message)) problems.push(`holds control character U+${message.match(CONTROLS)![0].codePointAt(0)!.toString(16).padStart(4, '0')}`);
  const lines = message.split('\n');
  if (lines.length > MAX_LINES) problems.push(`${lines.length} lines, more than ${MAX_LINES}`);
  lines.forEach((line, i) => {
    if (line.trim() === '') problems.push(`line ${i + 1} is empty`);
    else if (!line.startsWith(`${where}:`) && !line.startsWith('…')) problems.push(`line ${i + 1} does not start with "${where}:"`);
    if (/^\s+at /.test(line)) problems.push(`line ${i + 1} looks like a stack frame`);
  });
  return problems;
}

/**
 * Runs `fn`, returning its value or the UserError's message; throws (failing the property,
 * with the input shown) on any other exception or a bad message.
 */
export function attempt<T>(where: string, input: unknown, fn: () => T): Outcome<T> {
  let outcome: Outcome<T>;
  try {
    outcome = { ok: true, value: fn() };
  } catch (error) {
    if (!(error instanceof UserError)) {
      const what = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
      throw new Error(`not a UserError: ${what}\ninput: ${show(input)}`);
    }
    const problems = messageProblems(error.message, where);
    if (problems.length) throw new Error(`bad refusal (${problems.join('; ')}):\n${error.message}\ninput: ${show(input)}`);
    outcome = { ok: false, message: error.message };
  }
  return outcome;
}

/** The start of a path as formatPath writes it: `sections[0].count: `, `[2]`, `title: `. */
export const PATH_START = /^(\[|[A-Za-z_$][\w$]*(\.|\[|: ))/;

/**
 * Whether a refusal line points into the document: `where: sections[0].count: …`, or an
 * unknown key named in the message itself (`where: has an unknown field: "x"`).
 */
export function namesPath(line: string, where: string): boolean {
  if (line.startsWith('…')) return true;
  const rest = line.slice(where.length + 1).trimStart();
  return PATH_START.test(rest) || /^has (an unknown field|unknown fields): /.test(rest);
}

/** Throws unless every line of a refusal of a structurally valid document names a path. */
export function expectPaths(message: string, where: string, input: unknown): void {
  const bare = message.split('\n').filter((line) => !namesPath(line, where));
  if (bare.length) throw new Error(`refusal names no path:\n${bare.join('\n')}\nfull message:\n${message}\ninput: ${show(input)}`);
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && [Object.prototype, null].includes(Object.getPrototypeOf(v));
