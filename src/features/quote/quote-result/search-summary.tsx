/** What was searched (from the URL), with the way back to Find Quote holding the same search. */
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { QuoteSearch, QuoteSearchResult } from '../../../../machines/quote-result.machine';
import { useLocale } from '../../../i18n/i18n-provider';
import { useDateFormat } from '../../../i18n/use-date-format';
import type { ChargeBasis } from '../../../../machines/quote-result.connect';
import { modeNameId } from '../../../../machines/shared/transport-mode-names';
import { usePlaceLabel, type EndNames } from '../components/place-label';
import { formatQuantity } from './formatting';
import { ButtonLink } from '../components/in-app-link';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text as="dd" textStyle="sm">
        {children}
      </Text>
    </Box>
  );
}

export const SearchSummary = memo(function SearchSummary({
  search,
  cargo,
  chargeBasis,
  localNames,
  editPath,
}: {
  search: QuoteSearch;
  cargo: QuoteSearchResult['cargoSummary'] | null;
  chargeBasis: ChargeBasis | null;
  localNames: { origin?: EndNames; destination?: EndNames };
  editPath: string;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { formatDate } = useDateFormat();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const place = usePlaceLabel();

  return (
    <Box as="section" aria-labelledby="quote-result-search-heading" borderWidth="1px" rounded="md" px="4" py="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="2">
        <Heading as="h2" size="sm" id="quote-result-search-heading">
          {t('quoteResult.summary.heading')}
        </Heading>
        <ButtonLink to={editPath} variant="outline" size="sm">
          {t('quoteResult.summary.edit')}
        </ButtonLink>
      </Flex>
      <Box as="dl" display="grid" gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(150px, 1fr))' }} gap="2">
        <Item label={t('quoteResult.summary.from')}>{place(search.origin, localNames.origin)}</Item>
        <Item label={t('quoteResult.summary.to')}>{place(search.destination, localNames.destination)}</Item>
        <Item label={t('quoteResult.summary.mode')}>{t(modeNameId(search.mode))}</Item>
        {search.origin.cargoReadyDate ? (
          <Item label={t('quoteResult.summary.readyDate')}>{formatDate(search.origin.cargoReadyDate)}</Item>
        ) : null}
        {cargo ? (
          <Item label={t('quoteResult.summary.cargo')}>
            {t('quoteResult.summary.cargoValue', {
              units: formatQuantity(cargo.units, locale),
              weight: formatQuantity(cargo.weightKg, locale, 2),
              volume: formatQuantity(cargo.volumeCbm, locale, 3),
            })}
          </Item>
        ) : null}
        {chargeBasis ? (
          <Item label={t(chargeBasis.label)}>{t(chargeBasis.valueMessage, { value: chargeBasis.value, weight: formatQuantity(chargeBasis.value, locale, 2) })}</Item>
        ) : null}
      </Box>
    </Box>
  );
});
