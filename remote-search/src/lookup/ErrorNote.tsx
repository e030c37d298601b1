import { Box } from '@marathon/shared/ui';

/**
 * A failed lookup, said in the page where the visitor is looking (and read out by screen readers). The API wrote
 * the message in the visitor's language.
 */
export function ErrorNote({ message }: { message: string }) {
  return (
    <Box
      role="alert"
      data-testid="lookup-error"
      mt="6"
      p="4"
      borderRadius="md"
      bg="red.50"
      color="red.700"
      borderWidth="1px"
      borderColor="red.200"
    >
      {message}
    </Box>
  );
}
