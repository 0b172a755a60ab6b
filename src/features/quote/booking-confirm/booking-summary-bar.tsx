/**
 * The booking at a glance, always in reach: the total to pay, the time the price stays guaranteed,
 * the message by the Book button and Book itself. A side column on a desktop; a bar along the
 * bottom of a phone's screen. Book submits the form by its id.
 */
import type { ReactNode } from 'react';
import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PromoResult, Quote } from '../../../../machines/booking/booking.form';
import { formatAmount, formatMoney } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { cityName } from '../../../i18n/place-name';
import { GuaranteeCountdown } from './guarantee-countdown';

export interface BookingSummaryBarProps {
  formId: string;
  quote: Quote;
  applied: PromoResult | null;
  payable: number;
  guaranteeEndsAt: number | null;
  submitting: boolean;
  canSubmit: boolean;
  /** The offer problem or the notice, by the Book button. */
  messages: ReactNode;
}

export function BookingSummaryBar({ formId, quote, applied, payable, guaranteeEndsAt, submitting, canSubmit, messages }: BookingSummaryBarProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Box
      as="aside"
      aria-labelledby="booking-summary-heading"
      position={{ base: 'fixed', lg: 'sticky' }}
      insetX={{ base: '0', lg: 'auto' }}
      bottom={{ base: '0', lg: 'auto' }}
      top={{ base: 'auto', lg: '4' }}
      zIndex={{ base: 'sticky', lg: 'auto' }}
      bg="bg"
      borderTopWidth={{ base: '1px', lg: '0' }}
      borderWidth={{ lg: '1px' }}
      borderRadius={{ base: '0', lg: 'md' }}
      boxShadow={{ base: 'md', lg: 'none' }}
      p={{ base: '3', lg: '4' }}
      maxH={{ base: '60vh', lg: 'none' }}
      overflowY={{ base: 'auto', lg: 'visible' }}
    >
      <Stack gap={{ base: '2', lg: '3' }}>
        <Heading as="h2" size="md" id="booking-summary-heading" hideBelow="lg">
          {t('booking.summary.heading')}
        </Heading>
        <Text hideBelow="lg">{t('booking.summary.route', { origin: cityName(quote.origin, locale), destination: cityName(quote.destination, locale) })}</Text>
        <chakra.dl display="grid" gridTemplateColumns="1fr max-content" rowGap="1" columnGap="4" aria-live="polite" hideBelow="lg">
          <chakra.dt>{t('booking.total.quote')}</chakra.dt>
          <chakra.dd ms="0" textAlign="end">
            {formatMoney(quote.total, quote.currency, locale)}
          </chakra.dd>
          {applied ? (
            <>
              <chakra.dt>{t('booking.total.discount', { code: applied.promoCode })}</chakra.dt>
              <chakra.dd ms="0" textAlign="end">
                − {formatMoney(applied.discount, applied.currency, locale)}
              </chakra.dd>
            </>
          ) : null}
        </chakra.dl>
        {messages}
        <HStack justify="space-between" align="center" gap="3" flexDirection={{ base: 'row', lg: 'column' }} alignItems={{ base: 'center', lg: 'stretch' }}>
          <Stack gap="0">
            <Text fontWeight="bold" aria-live="polite">
              {t('booking.total.payable')} {quote.currency} {formatAmount(payable, locale)}
            </Text>
            {guaranteeEndsAt !== null ? <GuaranteeCountdown endsAt={guaranteeEndsAt} /> : null}
          </Stack>
          <Button type="submit" form={formId} size="lg" loading={submitting} loadingText={t('booking.submitting')} disabled={!canSubmit} flexShrink={0}>
            {t('booking.submit')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
