import { describe, expect, it } from 'vitest';
import { useContexts } from '../browser.ts';
import { openSized } from './game.ts';

// The game's keys (issue 67) where a key could be typed instead: in a digit box of the game,
// H is Hint's key, not a digit; in the header's search box, a letter. Pause, Resume and the keys
// of every kind, on a phone and a laptop: the sweep of puzzle pages
// (test/site/puzzle-pages.matrix.test.ts, puzzle-page/pause.ts).
const browsers = useContexts('desktop');

describe('the game’s keys', () => {
  it('a key typed in a digit box of the game is the game’s key, and in the search box only a letter', async () => {
    const { page } = await openSized('sudoku', browsers.desktop, { width: 1280, height: 800 });
    const box = page.locator('.play-layer input').first();
    await box.focus();
    await page.keyboard.press('h');
    expect(await box.inputValue()).toBe('');
    expect(await page.locator('.play-hint-button').getAttribute('data-pending')).toMatch(/^(true|last)$/);
    const search = page.locator('#site-search-q');
    await search.fill('');
    await search.pressSequentially('pch');
    expect(await search.inputValue()).toBe('pch');
    expect(await page.locator('.play-paused').isVisible()).toBe(false);
    await page.close();
  });
});
