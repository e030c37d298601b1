import { Box, chakra } from '@marathon/shared/ui';
import type { ReactNode } from 'react';

/** A labelled native select: the platform's own list, keyboard and screen-reader behaviour, no extra UI chunk. */
export function NativeSelect({
  label,
  value,
  onChange,
  children,
  testId,
  id,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  testId: string;
  id: string;
}) {
  return (
    <Box minW="160px">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </chakra.label>
      <chakra.select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
        h="10"
        w="full"
        px="3"
        borderWidth="1px"
        borderColor="gray.300"
        borderRadius="md"
        bg="white"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      >
        {children}
      </chakra.select>
    </Box>
  );
}
