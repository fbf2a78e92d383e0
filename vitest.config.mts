import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig says `jsx: preserve` (Docusaurus compiles JSX itself); component tests need it compiled here.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Keep unit tests fast and independent of the built site unless a test says otherwise.
    testTimeout: 20_000,
  },
});
