import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { startInEnglish } from './english';

startInEnglish();

// Screens are lazy chunks; the first render in a file waits for the module transform, which on a busy CI
// machine takes seconds. findBy… still returns as soon as the state appears.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Tests in the node environment (lint-boundaries.test.ts runs ESLint) have no storage.
  globalThis.sessionStorage?.clear();
});
