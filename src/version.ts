import pkg from '../package.json' with { type: 'json' };

/** puzzlebook's own version, printed in small print on title pages. */
export const VERSION: string = pkg.version;
