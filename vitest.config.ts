import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // Solver and PDF tests are CPU-bound; the machines have two cores.
    testTimeout: 60_000,
  },
});
