/**
 * The book written to attack its pages (issue 83, "attack it again yourselves"), and how the
 * tests of `puzzlebook site` as a user runs it publish and read it (site-command.test.ts in npm
 * test, site-language.test.ts in CI): a title closing the page's scripts, an author breaking out
 * of an attribute, section headings of event handlers, in German.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import type { BookFile } from '../../src/book/bookfile-schema.ts';
import { tempDir } from '../cli/run.ts';
import { writeBookFile } from './books.ts';

export const root = new URL('../../', import.meta.url).pathname;

/** Each text sets `window.pwned` to its number, where it runs. */
export const TITLE = '</script><script>window.pwned=1</script>';
export const AUTHOR = '"><img src=x onerror="window.pwned=2">';
export const SUBTITLE = '<!-- {{title}} ${title} --><svg onload=window.pwned=5>';
export const HEADINGS = ['<img src=x onerror=window.pwned=3>', '</SCRIPT><svg/onload=window.pwned=4>'];
const SPEC = `title: ${JSON.stringify(TITLE)}
subtitle: ${JSON.stringify(SUBTITLE)}
author: ${JSON.stringify(AUTHOR)}
slug: hostile
seed: 83
date: 2026-11-26
language: de
sections:
  - { kind: secret-number, name: secret-number, title: ${JSON.stringify(HEADINGS[0])}, count: 1, difficulty: easy }
  - { kind: numbrix, name: numbrix, title: ${JSON.stringify(HEADINGS[1])}, count: 1, difficulty: easy, options: { size: 5 } }
`;
export const ADDRESS = 'https://puzzles.example.org/archive/';

/** The `--url` the archive for ADDRESS is published with: as a user may type it, without its last slash. */
export const URL_GIVEN = ADDRESS.slice(0, -1);

/** The hostile book made into a shelf of its own, and an empty folder outside the project to publish from. */
export function hostileShelf(): { book: BookFile; shelf: string; elsewhere: string } {
  const shelf = join(tempDir(), 'books');
  mkdirSync(shelf);
  return { book: writeBookFile(SPEC, shelf), shelf, elsewhere: tempDir() };
}

/** Fails with the command's own words where a `site` run did not publish. */
export function expectPublished(...runs: { status: number | null; stderr: string }[]): void {
  for (const r of runs) if (r.status !== 0) throw new Error(`the archive was not published:\n${r.stderr}`);
}

/** `puzzlebook site` of `shelf` from a folder outside the project, as a user with the CLI on PATH would run it. */
export function siteFrom(cwd: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string; pid: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'bin/puzzlebook.js'), 'site', ...args], { cwd, env: { ...process.env, PUZZLEBOOK_DEBUG: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => resolve({ status, stdout, stderr, pid: child.pid! }));
  });
}

/** Every HTML file of an archive, by its path in it. */
export function htmlFiles(site: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) out.push(relative(site, path));
    }
  };
  walk(site);
  return out.sort();
}

/**
 * What an HTML text holds that could run, read by Chromium's parser with no script run: every
 * element with an on… attribute, every script that is not one of the site's own files or data,
 * and every data script whose JSON does not parse (a `</script>` in it would have cut it short).
 */
export async function runnable(page: Page, html: string): Promise<string[]> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'text/html');
    const found: string[] = [];
    for (const el of Array.from(doc.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) if (/^on/i.test(attr.name)) found.push(`<${el.localName} ${attr.name}="${attr.value}">`);
    }
    for (const script of Array.from(doc.querySelectorAll('script'))) {
      const type = script.getAttribute('type') ?? '';
      if (/json/.test(type)) {
        try {
          JSON.parse(script.textContent ?? '');
        } catch {
          found.push(`a ${type} script that does not parse: ${script.textContent?.slice(0, 80)}`);
        }
      } else if ((script.textContent ?? '').includes('pwned')) found.push(`a script it carried: ${script.textContent?.slice(0, 80)}`);
    }
    return found;
  }, html);
}
