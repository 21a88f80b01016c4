/**
 * The end-to-end files' setup: each waits until the shared archive test/global/archive.ts makes
 * in the background is made and served (or fails, with why), before any of its tests run. The
 * first file waits; every later one finds it made.
 */
import { inject } from 'vitest';
import { archiveReady } from '../site/books.ts';

await archiveReady(inject('archive').dir);
