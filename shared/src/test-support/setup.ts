import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library sets these up by itself only when the runner exposes globals (describe, afterEach); ours does not.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  cleanup();
});

// findBy… and waitFor wait on a condition: give them room on a slow, busy machine (a lazy part's first load can
// take more than the library's 1 s there), never a shorter limit that fails a correct test.
configure({ asyncUtilTimeout: 15_000 });
