import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Screens are lazy chunks; the first render in a file waits for the module transform.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
