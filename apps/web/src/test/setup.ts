import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { en } from '../i18n/en';
import { activateCatalogue } from '../i18n/messages';

// Screens read their texts from the active catalogue; tests start in English, as most visitors do.
activateCatalogue('en', en);

// Screens are lazy chunks; the first render in a file waits for the module transform, which on a busy CI
// machine takes seconds. findBy… still returns as soon as the state appears.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Tests in the node environment (lint-boundaries.test.ts runs ESLint) have no storage.
  globalThis.sessionStorage?.clear();
});
