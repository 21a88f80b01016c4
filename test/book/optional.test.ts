import { describe, expect, it } from 'vitest';
import { ARCHIVE_TOOLS, needOptional } from '../../src/book/optional.ts';
import { UserError } from '../../src/engine/errors.ts';
import pkg from '../../package.json' with { type: 'json' };

// Issue 91: the archive's build tools and MuPDF are optional dependencies; a command that needs
// one left out says, in one line, what to install (the install itself: test/package/installed.test.ts).
describe('packages an install may leave out', () => {
  it('are the optional dependencies, and this clone has them all', () => {
    expect(Object.keys(pkg.optionalDependencies)).toEqual(expect.arrayContaining([...ARCHIVE_TOOLS, 'mupdf']));
    expect(() => needOptional('publishing the archive', [...ARCHIVE_TOOLS, 'mupdf'])).not.toThrow();
  });

  it('one missing is refused in one line naming it and the npm command that installs it, at its version', () => {
    const refusal = (() => {
      try {
        needOptional('publishing the archive', ARCHIVE_TOOLS, (name) => !['astro', 'pagefind'].includes(name));
      } catch (error) {
        return error;
      }
    })() as UserError;
    expect(refusal).toBeInstanceOf(UserError);
    expect(refusal.code).toBe('not-installed');
    expect(refusal.message).toBe(
      `publishing the archive needs astro, pagefind, not installed: npm leaves optional packages out with --omit=optional, and under a Node older than they need (22.12)\ninstall them with this Node: npm install astro@${pkg.optionalDependencies.astro} pagefind@${pkg.optionalDependencies.pagefind}`,
    );
  });

  it('looks for a package as Node imports it: one not installed is missing', () => {
    expect(() => needOptional('puzzlebook pages', ['no-such-package-puzzlebook-91'])).toThrow(/^puzzlebook pages needs no-such-package-puzzlebook-91, [^\n]*\ninstall them with this Node: npm install no-such-package-puzzlebook-91@latest$/);
  });
});
