/**
 * A book with `archive:` (issue 43), published in the shared archive (test/global/archive.ts) for
 * test/cli/qr.test.ts: each of its puzzles prints its short code and a QR code of its short
 * address, and the archive has a page at each address (p/CODE/) that leads to the puzzle. Its
 * address is the shared archive's own (books.ts ADDRESS), so every code leads into it. Each
 * section is named, so a build of this spec and the archive's book file hold the same ids.
 */
export const LINKED_SLUG = 'linked';

export const LINKED = `title: Linked Puzzles
slug: ${LINKED_SLUG}
seed: 9
archive: https://puzzles.example.org
sections:
  - { name: paths, kind: numbrix, count: 3, difficulty: easy, options: { size: 5 } }
  - { name: secret, kind: secret-number, count: 1, difficulty: easy }
  - { name: cross, kind: cross-numbers, count: 1, difficulty: easy, options: { size: 3 } }
  - { name: countdown, kind: countdown, count: 1, difficulty: easy }
  - { name: mind, kind: number-mind, count: 1, difficulty: easy, options: { length: 3 } }
`;
