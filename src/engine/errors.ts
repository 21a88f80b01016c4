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

/**
 * One line per problem: `where: path: message`, plus a count of any not listed. A problem
 * with the value itself (a flag, say) reads `where: message`.
 */
export function describeIssues(where: string, error: z.ZodError, prefix: readonly PropertyKey[] = []): string {
  const lines = error.issues.slice(0, MAX_LISTED).map((issue) => {
    const path = formatPath([...prefix, ...issue.path]);
    return path ? `${where}: ${path}: ${issue.message}` : `${where}: ${issue.message}`;
  });
  const more = error.issues.length - MAX_LISTED;
  if (more > 0) lines.push(`… and ${more} more problem${more === 1 ? '' : 's'}`);
  return lines.join('\n');
}
