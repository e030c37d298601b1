import { Box, Text } from '@marathon/shared/ui';

/** Entry numbers as a wrapped list; the first `marked` (the places the draw gave) stand out. */
export function NumberList({
  label,
  numbers,
  marked = 0,
  testId,
}: {
  label: string;
  numbers: readonly number[];
  marked?: number;
  testId: string;
}) {
  return (
    <Box mb="3">
      <Text fontSize="sm" color="gray.600" mb="1">
        {label}
      </Text>
      <Box as="ol" display="flex" flexWrap="wrap" gap="1" listStyleType="none" data-testid={testId}>
        {numbers.map((regNo, i) => (
          <Box
            as="li"
            key={regNo}
            fontFamily="mono"
            fontSize="sm"
            px="2"
            py="0.5"
            borderRadius="sm"
            bg={i < marked ? 'green.100' : 'gray.100'}
            fontWeight={i < marked ? 'semibold' : 'normal'}
          >
            {regNo}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
