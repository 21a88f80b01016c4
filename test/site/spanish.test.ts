import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { inLanguage } from '../../src/book/language.ts';
import { asKind } from '../../src/kinds/record.ts';
import { getKind } from '../../src/kinds/registry.ts';
import { openPuzzle } from './play/game.ts';
import { everyResultLink, problemsOf, visit, useContexts } from './browser.ts';
import { spanishBook } from './books.ts';
import { sentence } from '../../src/kinds/secret-number/sentence.ts';
import { puzzleSvgOf } from '../../src/archive/model.ts';

// A Spanish book in the shared archive (SPEC_ES): its pages say lang="es", show the kind's
// rules and the archive's words in Spanish, and its game is played to the end in Spanish.
const { books, origin, dir, site } = inject('archive');
const devices = useContexts('phone', 'desktop');
let book: BookFile;

beforeAll(async () => {
  book = spanishBook(books);
});

const secret = () => asKind(book.puzzles.find((p) => p.kind === 'secret-number')!, 'secret-number');

describe('a Spanish book in the archive', () => {
  it('its book and puzzle pages are lang="es", in Spanish; the home page stays English', async () => {
    const r = secret();
    const { page } = await visit(devices.desktop, `${origin}/books/${book.slug}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('.downloads').innerText()).toContain('Libro de pasatiempos (PDF)');
    expect(await page.locator('.site-name').innerText()).toBe('Pasatiempos');
    expect(await page.locator('.site-header nav').innerText()).toMatch(/Libros\s+Tipos\s+Buscar/);

    await page.goto(`${origin}/puzzles/${r.id}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    // Its kind's own heading, the name with its article.
    expect(await page.locator('#how-to').innerText()).toBe('Cómo se juega al Número secreto');
    // The kind's rules, as the Spanish book prints them.
    const rules = inLanguage('es', () => getKind('secret-number').words.rules(r.puzzle));
    expect(rules).not.toBe(getKind('secret-number').words.rules(r.puzzle));
    expect(await page.locator('#how-to + p').innerText()).toContain(rules);
    expect(await page.locator('details.answer summary').innerText()).toBe('Ver la solución');
    expect(await page.locator('h1').innerText()).toContain('fácil');
    expect(await page.locator('.friendly').innerText()).toMatch(/^Fácil · .* · unos \d+ min$/);
    // One whole sentence around the id and the book's link, in the page's language.
    expect(await page.locator('.puzzle-id').innerText()).toMatch(new RegExp(`^Pasatiempo ${r.id} en ${book.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, \\S`));
    expect(await page.locator('.puzzle-id code').innerText()).toBe(r.id);
    expect(await page.locator('.puzzle-id a').getAttribute('href')).toContain(`/books/${book.slug}/`);

    await page.goto(`${origin}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('.site-header').innerText()).toContain('Puzzle archive');
    await page.close();
  });

  it("its drawings alone (puzzle.svg, the thumbnail of kind pages and the day's page) are drawn in Spanish", () => {
    let worded = 0;
    for (const [index, record] of book.puzzles.entries()) {
      const alone = readFileSync(join(site, 'puzzles', record.id, 'puzzle.svg'), 'utf8');
      expect(alone, record.id).toBe(puzzleSvgOf(book, index));
      // The same drawing in English: Countdown's "Target", Number Mind's "right", Secret Number's rules differ.
      if (alone !== inLanguage('en', () => puzzleSvgOf({ ...book, spec: { ...book.spec, language: 'en' } }, index))) worded++;
    }
    expect(worded).toBeGreaterThan(0);
  });

  it('its Secret Number on a phone: its play controls are Spanish, and it is played to the end; nothing goes sideways', async () => {
    const r = secret();
    const page = await openPuzzle(r.id, devices.phone);
    const play = page.locator('[data-play]');
    for (const name of ['Deshacer', 'Rehacer', 'Comprobar', 'Pista', 'Notas']) await expect.poll(() => play.getByRole('button', { name, exact: true }).count(), { message: name }).toBe(1);
    expect(await play.getByRole('button', { name: 'Check', exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(dir, 'screen-es-phone.png') });
    // The Spanish words are longer than the English: the page still never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('.game-board input').first().click();
    await page.keyboard.type(String(r.solution.number));
    expect(await play.getAttribute('data-solved')).toBe('true');
    expect(await page.locator('.play-status').innerText()).toMatch(/^Resuelto en \d+:\d\d\. ¡Bien hecho!$/);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('its Secret Number on a desktop: its help line, boxes, rules and verdict on a wrong guess are Spanish; nothing goes sideways', async () => {
    const r = secret();
    const page = await openPuzzle(r.id, devices.desktop);
    await page.screenshot({ path: join(dir, 'screen-es-desktop.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const help = await page.locator('.play-help').innerText();
    expect(help).toMatch(new RegExp(`^Escribe en las casillas un número de ${r.puzzle.digits} cifras para probarlo\\. .*Toca una regla .* para tacharla`));
    expect(help).not.toMatch(/\b(Write|guess|boxes|rule|Tap)\b/);
    expect(await page.getByLabel('Cifra 1 de tu número', { exact: true }).count()).toBe(1);
    expect(await page.locator('.play-rule').first().getAttribute('aria-label')).toBe(`Regla 1: ${inLanguage('es', () => sentence(r.puzzle.rules[0]!, r.puzzle.digits))}`);
    const first = page.locator('.play-rule').first();
    expect(await first.getAttribute('title')).toBe('Toca para tacharla');
    await first.click();
    expect(await page.locator('.play-status').innerText()).toBe('Regla 1 tachada.');
    await first.click();
    expect(await page.locator('.play-status').innerText()).toBe('La regla 1 vuelve a contar.');
    // A full guess that is not the answer: the status names the rules it breaks, in Spanish.
    const wrong = String(r.solution.number) === '1'.repeat(r.puzzle.digits) ? '2'.repeat(r.puzzle.digits) : '1'.repeat(r.puzzle.digits);
    await page.locator('.game-board input').first().click();
    await page.keyboard.type(wrong);
    expect(await page.locator('.play-status').innerText()).toMatch(new RegExp(`^${wrong} incumple (la regla \\d+|las reglas [\\d, ]+ y \\d+)\\.$`));
    expect(await first.getAttribute('aria-label')).toMatch(new RegExp(`^Regla 1: .* ${wrong} la (in)?cumple\\.$`));
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it("its Numbrix's help line, what it says of a refused move, and a hint, are Spanish", async () => {
    const numbrix = asKind(book.puzzles.find((p) => p.kind === 'numbrix')!, 'numbrix');
    const page = await openPuzzle(numbrix.id, devices.desktop);
    const status = () => page.locator('.play-status').innerText();
    const help = await page.locator('.play-help').innerText();
    expect(help).toMatch(/^Haz clic en un número del tablero y luego en las casillas donde van los números siguientes/);
    expect(help).not.toMatch(/\b(Click|number|squares|Next)\b/);
    const { givens } = numbrix.puzzle;
    const cells = givens.flatMap((row, r) => row.map((v, c) => ({ r, c, v })));
    const square = (r: number, c: number) => page.locator(`.play-layer [data-cell="${r}-${c}"]`);
    const empty = cells.filter((x) => x.v === 0);
    // No number chosen yet: an empty square is refused, saying what to do first.
    await square(empty[0]!.r, empty[0]!.c).click();
    expect(await status()).toBe('Elige primero un número del tablero desde el que seguir contando');
    const given = cells.find((x) => x.v > 0)!;
    await square(given.r, given.c).click();
    const from = Number((await status()).match(/^Sigues contando desde el (\d+)$/)?.[1]);
    const at = cells.find((x) => x.v === from)!;
    // A square far from the number counted from: refused, in Spanish.
    const far = empty.find((x) => Math.abs(x.r - at.r) + Math.abs(x.c - at.c) > 1)!;
    await square(far.r, far.c).click();
    const said = await status();
    expect(said).toMatch(/^El \d+ (tiene que tocar al \d+ por arriba, por abajo, por la izquierda o por la derecha|también tiene que tocar al \d+, que ya está en el tablero|es el (primer|último) número; cuenta en el otro sentido)$/);
    expect(await square(far.r, far.c).getAttribute('aria-label')).toBe(`Fila ${far.r + 1}, columna ${far.c + 1}: vacía`);
    // A hint: the step's sentence is the kind's Spanish words, and the shell's offer to take it too.
    await page.locator('[data-play]').getByRole('button', { name: 'Pista', exact: true }).click();
    const hint = await status();
    expect(hint).toMatch(/^El \d+ va en la fila \d+, columna \d+.* Pulsa «Escribirlo» para usarlo\.$/);
    expect(hint).not.toMatch(/\b(the|row|column|square|Press)\b/);
    expect(problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('the search page finds the Spanish puzzle by a Spanish word', async () => {
    // The Spanish puzzle is in the Spanish index only, which the English search page merges in.
    // Other languages' pages come up for "secreto" too (English ones say "secret", Portuguese
    // ones "secreto"), so every result is read, not only the first five shown.
    const { page } = await visit(devices.desktop, `${origin}/search/?q=${encodeURIComponent('secreto')}`);
    await expect.poll(() => everyResultLink(page)).toContain(`/puzzles/${secret().id}/`);
    await page.close();
  });
});
