import { formatDateTime, useLanguage, useTranslation } from '@marathon/shared';
import { RACE_ITEMS, type MyEntry, type PaymentProviderName, type RaceItem } from '@marathon/shared/api';
import { Badge, Box, HStack, Link, Text } from '@marathon/shared/ui';
import { raceItemLabel } from '../../common/race-item';
import { ETicket } from './ETicket';
import { formatFen } from './money';
import { PayAction } from './PayAction';
import { RefundLine } from './RefundLine';
import { STATUS_COLOURS, seasonStatusKey } from './season-labels';
import { WithdrawAction } from './WithdrawAction';

const isRaceItem = (item: string): item is RaceItem => (RACE_ITEMS as readonly string[]).includes(item);

function NextStepLine({ entry }: { entry: MyEntry }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { kind, deadline } = entry.nextStep;
  return (
    <Text fontSize="sm" mt="1" data-testid="season-next-step" data-kind={kind}>
      <Text as="span" fontWeight="semibold">
        {t('signup.season.next.label')}
      </Text>
      {language === 'zh' ? '：' : ': '}
      {t(`signup.season.next.${kind}`)}
      {deadline === null ? null : (
        <Text as="span" fontWeight="semibold" data-testid="season-deadline">
          {' '}
          {t('signup.season.next.deadline', { deadline: formatDateTime(deadline, language) })}
        </Text>
      )}
    </Text>
  );
}

/** One entry of the season: state, next step and deadline, payment and refund, and what can be done now. */
export function SeasonEntry({
  entry,
  providers,
  onChanged,
}: {
  entry: MyEntry;
  providers: readonly PaymentProviderName[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const item = isRaceItem(entry.raceItem) ? raceItemLabel(entry.raceItem, language) : entry.raceItem;
  const payment = entry.payment;
  return (
    <Box
      borderBottomWidth="1px"
      borderColor="gray.100"
      py="4"
      data-testid="season-entry"
      data-reg-no={entry.regNo}
    >
      <HStack justify="space-between" align="flex-start" gap="2" flexWrap="wrap">
        <Text fontWeight="semibold">
          {t('signup.season.entry', { year: entry.year, item, regNo: entry.regNo })}
        </Text>
        <Badge colorPalette={STATUS_COLOURS[entry.status] ?? 'blue'} data-testid="season-status">
          {t(seasonStatusKey(entry.status))}
        </Badge>
      </HStack>
      {entry.waitlistPosition === null ? null : (
        <Text fontSize="sm" data-testid="season-waitlist-position">
          {t('signup.season.waitlistPosition', { position: entry.waitlistPosition })}
        </Text>
      )}
      <NextStepLine entry={entry} />
      {payment ? (
        <Text fontSize="sm" color="gray.700" data-testid="season-payment" data-state={payment.state}>
          {t(`signup.season.payment.${payment.state}`, {
            amount: formatFen(
              payment.state === 'refunded'
                ? payment.refundedFen
                : payment.state === 'paid'
                  ? payment.paidFen
                  : payment.amountFen,
              language,
            ),
          })}
        </Text>
      ) : null}
      {entry.refund ? <RefundLine refund={entry.refund} /> : null}
      {entry.placing !== null && entry.placing !== 'pending' ? (
        <Link href={`/#/draw/${entry.year}`} fontSize="sm" color="brand.700">
          {t('signup.season.drawRecord')}
        </Link>
      ) : null}
      {entry.nextStep.kind === 'pay' && payment?.state !== 'paid' ? (
        <PayAction entry={entry} providers={providers} onChanged={onChanged} />
      ) : null}
      {entry.bib ? <ETicket year={entry.year} /> : null}
      {entry.refundIfWithdrawnFen === null ? null : (
        <WithdrawAction entry={entry} refundFen={entry.refundIfWithdrawnFen} onChanged={onChanged} />
      )}
    </Box>
  );
}
