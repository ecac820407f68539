import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'data/**'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { UV_THREADPOOL_SIZE: '16' },
    setupFiles: ['tests/setup/register-plugins.ts'],
  },
});
