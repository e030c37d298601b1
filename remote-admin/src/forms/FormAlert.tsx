import { Box } from '@marathon/shared/ui';

/** A refusal of the API (already in the page's language), read out at once by screen readers. */
export function FormAlert({ text, testId }: { text: string | null; testId: string }) {
  return (
    <Box role="alert" data-testid={testId} color="red.700" minH="6" my="2">
      {text}
    </Box>
  );
}
