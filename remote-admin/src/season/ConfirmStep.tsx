import { useTranslation } from '@marathon/shared';
import { Box, Button, Flex, Text } from '@marathon/shared/ui';
import { useId, useState } from 'react';

/**
 * A step that cannot be undone: its button opens a dialog in the page saying what the step does, and only its
 * confirm button runs it. `prepare` runs before the dialog opens (the commit makes its seed there): false keeps it
 * closed.
 */
export function ConfirmStep({
  label,
  what,
  prepare,
  onConfirm,
  disabled = false,
  testId,
}: {
  label: string;
  what: string;
  prepare?: () => Promise<boolean>;
  onConfirm: () => Promise<void>;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const textId = useId();
  const openDialog = async () => {
    if (prepare && !(await prepare())) return;
    setOpen(true);
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  if (!open) {
    return (
      <Button colorPalette="blue" disabled={disabled} onClick={() => void openDialog()} data-testid={testId}>
        {label}
      </Button>
    );
  }
  return (
    <Box
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      borderWidth="2px"
      borderColor="orange.500"
      borderRadius="md"
      p="4"
      maxW="2xl"
      data-testid={`${testId}-dialog`}
    >
      <Text fontWeight="semibold" id={titleId} mb="2">
        {label}
      </Text>
      <Box id={textId} mb="3">
        <Text wordBreak="break-word">{what}</Text>
        <Text fontWeight="semibold" color="orange.800">
          {t('admin.season.cannotUndo')}
        </Text>
      </Box>
      <Flex gap="3">
        <Button
          colorPalette="red"
          loading={busy}
          onClick={() => void confirm()}
          data-testid={`${testId}-confirm`}
        >
          {t('admin.season.confirm', { step: label })}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => setOpen(false)}>
          {t('admin.season.cancel')}
        </Button>
      </Flex>
    </Box>
  );
}
