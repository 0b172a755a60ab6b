/**
 * The chosen quote as the shipper confirms it: route, mode, forwarder, transit times, the expiry
 * with its guarantee note and the charges breakdown (the totals are in the booking summary).
 */
import { memo } from 'react';
import { Box, Card, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Quote } from '../../../../machines/booking/booking.form';
import { formatMoney } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { useDateFormat } from '../../../i18n/use-date-format';
import { usePlaceLabel } from '../components/place-label';

type ChargeRow = Quote['charges']['origin'][number];
type Group = 'origin' | 'destination' | 'shipment';
const GROUPS: readonly Group[] = ['origin', 'destination', 'shipment'];

const Th = chakra('th', { base: { textAlign: 'start', fontWeight: 'semibold', px: '2', py: '1.5', borderBottomWidth: '1px', whiteSpace: 'nowrap' } });
const Td = chakra('td', { base: { px: '2', py: '1.5', borderBottomWidth: '1px', verticalAlign: 'top' } });
const Num = chakra('td', { base: { px: '2', py: '1.5', borderBottomWidth: '1px', textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } });

function Facts({ items }: { items: readonly [string, string][] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="max-content 1fr" columnGap={{ base: '3', md: '6' }} rowGap="1.5">
      {items.map(([term, value]) => (
        <Box key={term} display="contents">
          <chakra.dt fontWeight="semibold">{term}</chakra.dt>
          <chakra.dd ms="0" minW="0" overflowWrap="anywhere">
            {value}
          </chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

function ChargesTable({ group, rows, subtotal, currency }: { group: Group; rows: readonly ChargeRow[]; subtotal: number; currency: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box overflowX="auto">
      <chakra.table width="full" textStyle="sm" borderCollapse="collapse">
        <chakra.caption textAlign="start" fontWeight="semibold" py="2">
          {t(`booking.charges.${group}`)}
        </chakra.caption>
        <thead>
          <tr>
            <Th scope="col">{t('booking.charges.fee')}</Th>
            <Th scope="col" textAlign="end">{t('booking.charges.unitPrice')}</Th>
            <Th scope="col" textAlign="end">{t('booking.charges.units')}</Th>
            <Th scope="col" textAlign="end">{t('booking.charges.amount')}</Th>
            <Th scope="col">{t('booking.charges.comment')}</Th>
            <Th scope="col" textAlign="end">{t('booking.charges.exchangeRate')}</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Td colSpan={6}>{t('booking.charges.none')}</Td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={`${row.code}-${i}`}>
                <Td>{row.feeName}</Td>
                <Num>{formatMoney(row.unitPrice, row.currency, locale)}</Num>
                <Num>{intl.formatNumber(row.units, { maximumFractionDigits: 3 })}</Num>
                <Num>{formatMoney(row.amount, row.currency, locale)}</Num>
                <Td>{row.comment}</Td>
                <Num>{intl.formatNumber(row.exchangeRate, { maximumFractionDigits: 4 })}</Num>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <Th scope="row" colSpan={3}>
              {t('booking.charges.subtotal')}
            </Th>
            <Num fontWeight="semibold">{formatMoney(subtotal, currency, locale)}</Num>
            <Td colSpan={2} />
          </tr>
        </tfoot>
      </chakra.table>
    </Box>
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
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg" id="booking-quote-heading">
            {t('booking.quote.heading')}
          </Heading>
          <Facts
            items={[
              [t('booking.quote.route'), t('booking.quote.routeValue', { origin: place(quote.origin, quote.origin), destination: place(quote.destination, quote.destination) })],
              [t('booking.quote.mode'), t(`booking.mode.${quote.mode}`)],
              [t('booking.quote.service'), t(`booking.service.${quote.serviceType}`)],
              [t('booking.quote.forwarder'), quote.forwarder.name],
              [t('booking.quote.carrier'), quote.carrier],
              [t('booking.quote.transitPortToPort'), days(quote.transitDays.portToPort)],
              [t('booking.quote.transitEndToEnd'), days(quote.transitDays.endToEnd)],
              [t('booking.quote.expires'), expires],
            ]}
          />
          <Text color="fg.muted">{t('booking.quote.guarantee', { date: expires })}</Text>
          {quote.note ? <Text>{quote.note}</Text> : null}

          {/* The breakdown on demand: the total is in the booking summary, always in view. */}
          <chakra.details>
            <chakra.summary cursor="pointer" fontWeight="semibold" py="1">
              {t('booking.charges.heading')}
            </chakra.summary>
            <Stack gap="2" mt="2">
              {GROUPS.map((group) => (
                <ChargesTable key={group} group={group} rows={quote.charges[group]} subtotal={quote.subtotals[group]} currency={quote.currency} />
              ))}
            </Stack>
          </chakra.details>

        </Stack>
      </Card.Body>
    </Card.Root>
  );
});
