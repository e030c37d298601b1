import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library sets these up by itself only when the runner exposes globals (describe, afterEach); ours does not.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(() => {
  cleanup();
});
