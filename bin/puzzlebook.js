#!/usr/bin/env node
// Plain JavaScript, so that an old Node gets a clear message rather than a syntax error
// from the TypeScript it cannot run.
import { assertNodeVersion } from '../src/node-version.js';

assertNodeVersion();
await import('../src/cli/main.ts');
