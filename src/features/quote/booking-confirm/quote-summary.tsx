/**
 * The chosen quote as the shipper confirms it: route, mode, forwarder, transit times, the expiry
 * with its guarantee note and the charges breakdown (the totals are in the booking summary).
 */
import { memo } from 'react';
import { Box, Card, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Quote } from '../../../../machines/booking/booking.form';
import { modeNameId } from '../../../../machines/shared/transport-mode-names';
import { useDateFormat } from '../../../i18n/use-date-format';
import { usePlaceLabel } from '../components/place-label';
import { ChargesBreakdown } from '../components/charges-breakdown';

/** A fact: its term, its value, and whether the value is long (the route): on a phone it then takes the row under its term. */
type Fact = readonly [term: string, value: string, long?: boolean];

function Facts({ items }: { items: readonly Fact[] }) {
  const row = { base: '1 / -1', md: 'auto' };
  return (
    // On a phone a term wraps past half the width rather than narrowing the values to a few words a
    // line, and the facts are in the smaller text of a dense list.
    <chakra.dl
      display="grid"
      gridTemplateColumns={{ base: 'fit-content(50%) minmax(0, 1fr)', md: 'max-content 1fr' }}
      columnGap={{ base: '3', md: '6' }}
      rowGap="1.5"
      textStyle={{ base: 'sm', md: 'md' }}
    >
      {items.map(([term, value, long]) => (
        <Box key={term} display="contents">
          <chakra.dt fontWeight="semibold" gridColumn={long ? row : undefined}>
            {term}
          </chakra.dt>
          <chakra.dd ms="0" minW="0" overflowWrap="anywhere" gridColumn={long ? row : undefined} mt={long ? { base: '-1', md: '0' } : undefined}>
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

export const QuoteSummary = memo(function QuoteSummary({ quote }: { quote: Quote }) {
  const intl = useIntl();
  const { formatDate } = useDateFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const days = (r: { min: number; max: number }) => t('booking.quote.days', { min: r.min, max: r.max });
  const expires = formatDate(quote.expiresAt);
  const place = usePlaceLabel();

  return (
    <Card.Root as="section" aria-labelledby="booking-quote-heading">
      <Card.Body p={{ base: '4', md: '6' }}>
        <Stack gap={{ base: '3', md: '4' }}>
          <Heading as="h2" size="lg" id="booking-quote-heading">
            {t('booking.quote.heading')}
          </Heading>
          <Facts
            items={[
              [t('booking.quote.route'), t('booking.quote.routeValue', { origin: place(quote.origin, quote.origin), destination: place(quote.destination, quote.destination) }), true],
              // The mode is named as on Find Quote and Quote Result.
              [t('booking.quote.mode'), t(modeNameId(quote.mode))],
              [t('booking.quote.service'), t(`booking.service.${quote.serviceType}`)],
              [t('booking.quote.forwarder'), quote.forwarder.name],
              [t('booking.quote.carrier'), quote.carrier],
              [t('booking.quote.transitPortToPort'), days(quote.transitDays.portToPort)],
              [t('booking.quote.transitEndToEnd'), days(quote.transitDays.endToEnd)],
              [t('booking.quote.expires'), expires],
            ]}
          />
          <Text color="fg.muted" textStyle={{ base: 'sm', md: 'md' }}>{t('booking.quote.guarantee', { date: expires })}</Text>
          {quote.note ? <Text>{quote.note}</Text> : null}

          {/* The breakdown on demand: the total is in the booking summary, always in view. */}
          <chakra.details>
            <chakra.summary cursor="pointer" fontWeight="semibold" py="1">
              {t('booking.charges.heading')}
            </chakra.summary>
            <Box mt="2">
              <ChargesBreakdown quote={quote} id="booking-charges" />
            </Box>
          </chakra.details>

        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
