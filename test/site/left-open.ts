import { afterAll } from 'vitest';
import { closeLeftOpen } from './browser.ts';

// After each end-to-end file (its own afterAll hooks have run first): the browsers it left open
// are closed, as the next file runs in the same process.
afterAll(closeLeftOpen);
