/**
 * A problem with what the user asked for (a spec, a file, a flag), as opposed to a bug.
 * The CLI prints its message alone, without a stack trace, and exits non-zero.
 */
export class UserError extends Error {
  override readonly name = 'UserError';
}
