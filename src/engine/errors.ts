import type { z } from 'zod';

/**
 * A problem with what the user asked for (a spec, a file, a flag), as opposed to a bug.
 * The CLI prints its message alone, without a stack trace, and exits non-zero.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
}

/** `sections[1].options.size`, as users see paths in their own files. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

/** At most this many problems are listed, so an error fits on one screen. */
const MAX_LISTED = 8;

/** Longest line of an error message; a longer one (a 10,000-character key, say) is cut. */
const MAX_LINE = 240;

/**
 * Text from a user's file made safe to print in one line of a message: control characters
 * (an ESC sequence could drive the terminal, a CR overwrite the line) and line breaks
 * become visible escapes, and very long text is cut.
 */
export function shown(text: string, max = MAX_LINE): string {
  const safe = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
  return safe.length > max ? `${safe.slice(0, max - 1)}…` : safe;
}

/** Problems as lines, at most MAX_LISTED of them and a count of the rest: one screen. */
export function oneScreen(lines: readonly string[]): string {
  const listed = lines.slice(0, MAX_LISTED).map((line) => shown(line));
  const more = lines.length - MAX_LISTED;
  if (more > 0) listed.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
  return listed.join('\n');
}

/**
 * One line per problem: `where: path: message`, plus a count of any not listed. A problem
 * with the value itself (a flag, say) reads `where: message`.
 */
export function describeIssues(where: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): string {
  return oneScreen(issueLines(where, error, prefix));
}

/** The lines of `describeIssues`, all of them, for a caller gathering problems from many parts before one screen. */
export function issueLines(where: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): string[] {
  return error.issues.map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    return path ? `${where}: ${path}: ${issue.message}` : `${where}: ${issue.message}`;
  });
}
