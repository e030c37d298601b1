import { useTranslation } from '@marathon/shared';
import { TextField } from '@marathon/shared/form';
import { Box, Button, Flex, Text } from '@marathon/shared/ui';
import { useState } from 'react';

/**
 * The seed the run and the reveal send: the one this tab kept since the commit (said so, shown on demand to be
 * written down), or, when the tab lost it, a field for the director to paste it.
 */
export function SeedPanel({
  kept,
  pasted,
  onPaste,
  error,
}: {
  kept: string | null;
  pasted: string;
  onPaste: (seed: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  if (kept === null) {
    return (
      <Box maxW="2xl" mb="3">
        <Text mb="2" data-testid="admin-season-seed-missing">
          {t('admin.season.seedMissing')}
        </Text>
        <TextField
          label={t('admin.season.seed')}
          required
          hint={t('admin.season.seedHint')}
          input={{
            value: pasted,
            onChange: (event) => onPaste(event.target.value.trim()),
            autoComplete: 'off',
          }}
          error={error}
          testId="admin-season-seed-input"
        />
      </Box>
    );
  }
  const copy = async () => {
    await navigator.clipboard.writeText(kept);
    setCopied(true);
  };
  return (
    <Box maxW="2xl" mb="3" p="3" borderWidth="1px" borderRadius="md" data-testid="admin-season-seed-kept">
      <Text mb="2">{t('admin.season.seedKept')}</Text>
      {shown ? (
        <Box as="code" display="block" fontFamily="mono" wordBreak="break-all" p="2" mb="2" bg="gray.100">
          {kept}
        </Box>
      ) : null}
      <Flex gap="2">
        <Button size="sm" variant="outline" onClick={() => setShown((value) => !value)}>
          {shown ? t('admin.season.seedHide') : t('admin.season.seedShow')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? t('admin.season.seedCopied') : t('admin.season.seedCopy')}
        </Button>
      </Flex>
      {error ? (
        <Text role="alert" color="red.700" mt="2">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
