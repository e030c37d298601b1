import { chakra } from '@marathon/shared/ui';

const cell = {
  px: '3',
  py: '2',
  borderBottomWidth: '1px',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

/** The console's table cells: real th and td, so screen readers name each cell by its column and row. */
export const Th = chakra('th', { base: cell });
export const Td = chakra('td', { base: cell });
