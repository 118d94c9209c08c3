import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy chunks; the first render in a file waits for the module transform, which on a busy CI
// machine takes seconds. findBy… still returns as soon as the state appears.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
