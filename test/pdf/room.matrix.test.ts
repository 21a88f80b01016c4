// Issue 66's pages that use their space (room.ts `roomChecks`) on the books of every kind at every
// band, none asking a grid, made and printed: no grid the book chose is refused, `build --plan`
// lays out the very puzzle pages the build printed, every page of a section but its last holds its
// grid's count, nothing under the readable size, one size for one role in every figure. A matrix of
// books (fixture-books.ts `EVERY_BAND_BOOKS`, each PDF the one live-area.matrix.test.ts reads):
// npm test the 5×8 pocket book with bleed, CI's release run the 6×9 ramp (issue 106), a run on
// one kind alone the pocket book (`everyBandRows`).
import { describe } from 'vitest';
import { everyBandRows } from './fixture-books.ts';
import { roomChecks } from './room.ts';

const rows = everyBandRows();

describe.each(rows.map((row) => [row.name, row.about, row] as const))('pages that use their space: %s, %s, no grid asked (issue 66)', (name, _, row) => roomChecks(name, row.fields));
