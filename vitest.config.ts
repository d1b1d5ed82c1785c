import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
