import { Box } from '@marathon/shared/ui';

/**
 * The line under a field that holds its error. It keeps its height while empty, so an error shown on blur never
 * moves what is below it: a click already on its way to the next control or button lands where it was aimed.
 */
export function ErrorLine({
  id,
  error,
  testId,
}: {
  id: string;
  error: string | undefined;
  testId?: string | undefined;
}) {
  return (
    <Box minH="5" mt="1" fontSize="sm" lineHeight="1.25rem">
      {error ? (
        <Box role="alert" id={id} color="red.600" data-testid={testId}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
