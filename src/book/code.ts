import { sha256 } from '@noble/hashes/sha2';

/** Crockford's base 32: digits and lowercase letters but i, l, o and u, so a code read aloud or typed is hard to get wrong. */
const DIGITS = '0123456789abcdefghjkmnpqrstvwxyz';

/** Characters in a puzzle's code: 40 bits, so an archive of 100,000 puzzles has about a 1 in 200 chance of two codes alike (which `site` refuses, naming both). */
export const CODE_LENGTH = 8;

/**
 * A puzzle's short code, printed beside its QR code and the end of its short address (`p/CODE/`):
 * the first 40 bits of the SHA-256 of its id. An id names one puzzle of one book, the same
 * whenever that book is made again, so the code is too.
 */
export function puzzleCode(id: string): string {
  // @noble's SHA-256 (pure JavaScript, the same digest as node:crypto's), so a browser prints the same codes (issue 69).
  const hash = sha256(new TextEncoder().encode(id));
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(hash[i]!);
  let code = '';
  for (let i = CODE_LENGTH - 1; i >= 0; i--) code += DIGITS[Number((bits >> BigInt(5 * i)) & 31n)];
  return code;
}

/** The puzzle's short address in the archive at `archive` (an address ending in `/`). */
export const puzzleLink = (archive: string, id: string): string => `${archive}p/${puzzleCode(id)}/`;

/**
 * The archive a book's puzzles print their codes for: its spec's `archive`, where `qr` is on; else
 * none. What the PDF prints, the archive's `p/` pages and its check that no two codes are alike
 * all go by this one rule.
 */
export const printedArchive = (spec: { archive?: string | undefined; qr?: boolean | undefined }): string | undefined => (spec.qr ? spec.archive : undefined);

/** An address as a reader types it, and a page prints it: no `https://`, no last `/` (`puzzles.example.org/shelf`). */
export const typedAddress = (address: string): string => address.replace(/^https?:\/\//, '').replace(/\/$/, '');
