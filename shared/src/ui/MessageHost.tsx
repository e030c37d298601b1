import { Box } from '@chakra-ui/react/box';
import { CloseButton } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { useMessagesStore, type MessageKind } from '../feedback/messages';

const COLORS: Record<MessageKind, { bg: string; fg: string; border: string }> = {
  error: { bg: '#FEF0F0', fg: '#D93026', border: '#FBC4C4' },
  warning: { bg: '#FDF6EC', fg: '#B26B00', border: '#F5DAB1' },
  success: { bg: '#F0F9EB', fg: '#3A7A2D', border: '#C2E7B0' },
  info: { bg: '#F4F4F5', fg: '#606266', border: '#E9E9EB' },
};

/** Renders the page messages at the top centre; errors are red and closable. */
export function MessageHost() {
  const messages = useMessagesStore((s) => s.messages);
  const dismiss = useMessagesStore((s) => s.dismiss);
  const { t } = useTranslation();
  return (
    <Box
      position="fixed"
      top="20px"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      pointerEvents="none"
    >
      {messages.map((m) => (
        <Box
          key={m.id}
          role={m.kind === 'error' ? 'alert' : 'status'}
          data-kind={m.kind}
          pointerEvents="auto"
          display="flex"
          alignItems="center"
          gap="3"
          mb="2"
          px="4"
          py="2"
          minW="320px"
          borderRadius="md"
          borderWidth="1px"
          bg={COLORS[m.kind].bg}
          color={COLORS[m.kind].fg}
          borderColor={COLORS[m.kind].border}
          boxShadow="sm"
        >
          <Box flex="1">{m.text}</Box>
          {m.closable ? (
            <CloseButton size="2xs" aria-label={t('common.close')} onClick={() => dismiss(m.id)} />
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
