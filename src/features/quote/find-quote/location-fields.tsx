/**
 * One end of the route (origin or destination): location type, the searchable place (a port, airport
 * or FBA warehouse found in every country, whose pick fills in the country; or a door's city with its
 * zip, searched within the country chosen first), the residential flag of a door, and for the origin
 * the cargo ready date.
 */
import { useMemo } from 'react';
import { Button, Fieldset, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { END_KINDS, type Country, type EndKind, type EndName } from '../../../../machines/quote-search/quote-search.types';
import { CheckField, SelectField } from '../../../components/form/form-controls';
import { TextField, ERROR_COLOR } from '../../../components/form/text-field';
import { fieldId, useFieldError, useFindQuote, useFindQuoteNow, useT, useTranslateMessage } from './find-quote-actor';
import { PlaceCombobox } from './place-combobox';
import { useLocale } from '../../../i18n/i18n-provider';
import { toLanguageTag } from '../../../i18n/locales';
import { countryName } from '../../../i18n/country-names';

const KIND_LABELS: Record<EndKind, string> = {
  PORT: 'findQuote.location.kind.port',
  DOOR: 'findQuote.location.kind.door',
  FBA: 'findQuote.location.kind.fba',
};

/** Country names in the page's language; the server's English name when the browser has none. */
function useCountryOptions(countries: Country[]) {
  const { locale } = useLocale();
  return useMemo(() => {
    const tag = toLanguageTag(locale);
    return countries
      .map((c) => ({ value: c.code, label: locale === 'en_US' ? c.name : countryName(c.code, locale, c.name) }))
      .sort((a, b) => a.label.localeCompare(b.label, tag));
  }, [countries, locale]);
}

function CountryField({ end, hint }: { end: EndName; hint?: string }) {
  const t = useT();
  const now = useFindQuoteNow();
  const country = useFindQuote((v) => v.end(end).country, Object.is);
  const countries = useFindQuote((v) => v.countries());
  const options = useCountryOptions(countries.list);
  const error = useFieldError(`${end}.country`);
  // A country set by a picked place (or a restored draft) stays visible even before the list loads.
  const shown = country && !options.some((o) => o.value === country) ? [{ value: country, label: country }, ...options] : options;
  return (
    <Stack gap="1">
      <SelectField
        id={fieldId(`${end}.country`)}
        label={t(`findQuote.${end}.country`)}
        value={country}
        options={shown}
        placeholder={t(countries.placeholder)}
        onValueChange={(value) => now().setCountry(end, value)}
        error={error}
        hint={hint}
      />
      {countries.failureMessage ? (
        <HStack gap="3" wrap="wrap">
          <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
            {t(countries.failureMessage)}
          </Text>
          <Button type="button" size="xs" variant="outline" onClick={() => now().retryCountries()}>
            {t('findQuote.country.retry')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function ReadyDateField() {
  const t = useT();
  const now = useFindQuoteNow();
  const translate = useTranslateMessage();
  const date = useFindQuote((v) => v.readyDate());
  const error = useFieldError('origin.cargoReadyDate');
  return (
    <TextField
      id={fieldId('origin.cargoReadyDate')}
      label={t('findQuote.origin.readyDate')}
      type="date"
      min={date.min}
      max={date.max}
      value={date.value}
      onValueChange={(text) => now().setReadyDate(text)}
      error={error}
      hint={translate(date.hint) ?? undefined}
    />
  );
}

export function LocationFields({ end }: { end: EndName }) {
  const t = useT();
  const now = useFindQuoteNow();
  const { kind, door, zip, residential, placeLabel, asksReadyDate } = useFindQuote((v) => {
    const e = v.end(end);
    return { kind: e.kind, door: e.door, zip: e.zip, residential: e.residential, placeLabel: e.placeLabel, asksReadyDate: e.asksReadyDate };
  });
  const zipError = useFieldError(`${end}.zip`);
  const kindOptions = END_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }));

  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="2">
        {t(`findQuote.${end}.legend`)}
      </Fieldset.Legend>
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <SelectField
            id={fieldId(`${end}.kind`)}
            label={t(`findQuote.${end}.kind`)}
            value={kind}
            options={kindOptions}
            onValueChange={(value) => now().setEndKind(end, value as EndKind)}
          />
          {door ? <CountryField end={end} /> : <PlaceCombobox end={end} id={fieldId(`${end}.place`)} label={t(placeLabel)} />}
        </Grid>
        {door ? (
          <>
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
              <PlaceCombobox end={end} id={fieldId(`${end}.place`)} label={t(placeLabel)} hint={t('findQuote.location.door.hint')} />
              <TextField
                id={fieldId(`${end}.zip`)}
                label={t(`findQuote.${end}.zip`)}
                autoComplete="off"
                value={zip}
                onValueChange={(text) => now().setZip(end, text)}
                error={zipError}
              />
            </Grid>
            <CheckField
              id={fieldId(`${end}.residential`)}
              label={t(`findQuote.${end}.residential`)}
              checked={residential}
              onCheckedChange={(value) => now().setResidential(end, value)}
            />
          </>
        ) : (
          // Filled in by the pick; the field stays so that the choice can be seen and corrected.
          <CountryField end={end} hint={t('findQuote.country.setByPlace')} />
        )}
        {asksReadyDate ? <ReadyDateField /> : null}
      </Stack>
    </Fieldset.Root>
  );
}
