// Every language's words on the play toolbar but English and Spanish (view.test.ts checks those
// in npm test): on a phone and a desktop, each kind's toolbar keeps one row with every word
// inside its button (toolbar-words.ts). Its own archive: one small puzzle of each kind a language.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIND_NAMES } from '../../../src/kinds/registry.ts';
import { besideProgress, cli } from '../../cli/run.ts';
import { DESKTOP, gameStarted, serve, type Served, useContexts, visit } from '../browser.ts';
import { writeBookFile } from '../books.ts';
import { CHECKED_IN_NPM_TEST, checkToolbarWords, LANGUAGES, wordsSlug, wordsSpec } from './toolbar-words.ts';

const OTHERS = LANGUAGES.filter((lang) => !CHECKED_IN_NPM_TEST.includes(lang));
const devices = useContexts('phone', 'desktop');
let dir: string;
let served: Served;
let ids: Map<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'puzzlebook-toolbar-'));
  const books = join(dir, 'books');
  mkdirSync(books);
  for (const lang of OTHERS) writeBookFile(wordsSpec(lang), books);
  const r = await cli(['site', '--books', books, '--out', join(dir, 'site')]);
  if (r.status !== 0 || besideProgress(r.stderr)) throw new Error(`puzzlebook site failed:\n${r.stderr}`);
  ids = new Map(
    OTHERS.flatMap((lang) => {
      const puzzles = JSON.parse(readFileSync(join(books, `${wordsSlug(lang)}.json`), 'utf8')).puzzles as { id: string; kind: string }[];
      return puzzles.map((p) => [`${lang} ${p.kind}`, p.id] as const);
    }),
  );
  served = await serve(join(dir, 'site'));
});
afterAll(() => {
  served?.stop();
  console.log(`toolbar-languages.test.ts screenshots in ${dir}`);
});

describe('the toolbar in every other language', () => {
  it('covers every language a book can be in but those npm test checks', () => {
    expect(OTHERS.length).toBeGreaterThan(3);
    expect(OTHERS).not.toContain('en');
  });

  for (const device of ['phone', 'desktop'] as const) {
    it(`on a ${device}, every kind's toolbar keeps one row with every word inside its button, before and after a number is chosen (Numbrix) and a hint is shown`, async () => {
      let page: Page | undefined;
      for (const lang of OTHERS) {
        for (const kind of KIND_NAMES) {
          ({ page } = await visit(page ?? devices[device], `${served.origin}/puzzles/${ids.get(`${lang} ${kind}`)}/`));
          if (device === 'desktop') await page.setViewportSize(DESKTOP.viewport);
          await gameStarted(page);
          await checkToolbarWords(page, lang, kind, lang === 'pt-PT' ? join(dir, `toolbar-${lang}-${kind}-${device}.png`) : undefined);
        }
      }
    });
  }
});
