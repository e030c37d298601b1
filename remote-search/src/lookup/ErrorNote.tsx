import { Box } from '@marathon/shared/ui';
import { useSessionStore } from '@marathon/shared';
import { messageFor } from './format';

/** A failed lookup, said in the page where the visitor is looking (and read out by screen readers). */
export function ErrorNote({ message }: { message: string }) {
  const language = useSessionStore((s) => s.language);
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
      {messageFor(language, message)}
    </Box>
  );
}
