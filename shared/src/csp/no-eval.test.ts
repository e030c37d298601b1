import { expect, it } from 'vitest';
import './no-eval';
import { config } from 'zod/mini';

it('turns zod’s compiled parsers off on a page, where zod reads its configuration', () => {
  expect(config().jitless).toBe(true);
});
