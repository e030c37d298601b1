import { call, errorMessage, useLatestQuery, useTranslation, Waiting } from '@marathon/shared';
import { endpoints, type EndpointAnswer } from '@marathon/shared/api';
import { Box, Button, Text } from '@marathon/shared/ui';
import { useState } from 'react';
import { QrCode } from '@marathon/shared/qr-code';

type Ticket = EndpointAnswer<typeof endpoints.eTicket>;

/** The year's e-ticket on demand: the signed ticket as a QR code, the bib, and the ID the desk will check. */
export function ETicket({ year }: { year: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [state, run] = useLatestQuery<Ticket>();
  const toggle = () => {
    if (!open) void run((signal) => call(endpoints.eTicket, { query: { year }, signal, silent: true }));
    setOpen(!open);
  };
  return (
    <Box mt="3">
      <Button size="sm" variant="outline" onClick={toggle} data-testid="season-ticket-toggle">
        {t(open ? 'signup.season.ticket.hide' : 'signup.season.ticket.show')}
      </Button>
      {open ? (
        <Box mt="3" data-testid="season-ticket">
          {state.status === 'error' ? (
            <Text role="alert" color="red.700" fontSize="sm">
              {errorMessage(state.error)}
            </Text>
          ) : state.status === 'success' ? (
            <Box
              display="inline-flex"
              flexDirection="column"
              alignItems="center"
              gap="1"
              p="4"
              borderWidth="1px"
              borderColor="gray.200"
              borderRadius="md"
            >
              <Text fontWeight="semibold">{t('signup.season.ticket.title')}</Text>
              <QrCode text={state.data.ticket} label={t('signup.season.ticket.qrLabel')} />
              <Text fontSize="2xl" fontWeight="bold" data-testid="season-ticket-bib">
                {t('signup.season.ticket.bib', { bib: state.data.bib })}
              </Text>
              <Text fontSize="sm">
                {state.data.name}
                {state.data.corral
                  ? ` · ${t('signup.season.ticket.corral', { corral: state.data.corral })}`
                  : ''}
              </Text>
              <Text fontSize="sm" fontWeight="semibold" data-testid="season-ticket-id">
                ☑ {t('signup.season.ticket.bringId', { id: state.data.idMasked })}
              </Text>
              <Text fontSize="xs" color="gray.600">
                {t('signup.season.ticket.hint')}
              </Text>
            </Box>
          ) : (
            <Waiting what={t('signup.season.ticket.loading')} testId="season-ticket-loading" />
          )}
        </Box>
      ) : null}
    </Box>
  );
}
