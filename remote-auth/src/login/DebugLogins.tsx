import { useTranslation } from '@marathon/shared';
import { Button, HStack, Text } from '@marathon/shared/ui';
import { useLogin } from './use-login';

/** Preset accounts of the debug configuration; this file is only part of debug builds. */
const PRESETS = [{ label: 'debug@example.com', accountEmail: 'debug@example.com', password: 'Debug2025' }];

export default function DebugLogins() {
  const { t } = useTranslation();
  const { submit } = useLogin();
  return (
    <HStack mt="4" data-testid="debug-quick-login">
      <Text fontSize="xs" color="fg.muted">
        {t('auth.debug')}
      </Text>
      {PRESETS.map((preset) => (
        <Button
          key={preset.label}
          size="xs"
          variant="outline"
          onClick={() =>
            void submit({ kind: 'email', accountEmail: preset.accountEmail, password: preset.password })
          }
        >
          {preset.label}
        </Button>
      ))}
    </HStack>
  );
}
