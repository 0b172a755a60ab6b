/**
 * One end of the route (origin or destination): location type, country or region, the searchable
 * place (a port, airport or FBA warehouse from the catalogue; or a door's city with its zip), the
 * residential flag of a door, and for the origin the cargo ready date.
 */
import { useMemo } from 'react';
import { Button, Fieldset, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { lookupType, type EndKind, type EndName } from '../../../../machines/quote-search.machine';
import { useDateFormat } from '../../../i18n/use-date-format';
import { CheckField, SelectField, TextField, ERROR_COLOR } from '../form-controls';
import { fieldId, useFieldError, useFindQuote, useSend, useT } from './find-quote-actor';
import { PlaceCombobox } from './place-combobox';

const KIND_LABELS: Record<EndKind, string> = {
  PORT: 'findQuote.location.kind.port',
  DOOR: 'findQuote.location.kind.door',
  FBA: 'findQuote.location.kind.fba',
};

/** Country names in the page's language; the server's English name when the browser has none. */
function useCountryOptions() {
  const intl = useIntl();
  const countries = useFindQuote((s) => s.context.countries, Object.is);
  return useMemo(() => {
    const names = intl.locale.startsWith('en') ? null : new Intl.DisplayNames([intl.locale], { type: 'region', fallback: 'none' });
    return countries
      .map((c) => ({ value: c.code, label: names?.of(c.code) ?? c.name }))
      .sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  }, [countries, intl.locale]);
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function CountryField({ end }: { end: EndName }) {
  const t = useT();
  const send = useSend();
  const country = useFindQuote((s) => s.context.draft[end].country, Object.is);
  const status = useFindQuote((s) => (s.matches({ countries: 'ready' }) ? 'ready' : s.matches({ countries: 'failed' }) ? 'failed' : 'loading'), Object.is);
  const failure = useFindQuote((s) => s.context.countriesError, Object.is);
  const options = useCountryOptions();
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
        placeholder={t(status === 'loading' ? 'findQuote.country.loading' : 'findQuote.country.placeholder')}
        onValueChange={(value) => send({ type: 'END.COUNTRY', end, country: value })}
        error={error}
      />
      {status === 'failed' ? (
        <HStack gap="3" wrap="wrap">
          <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
            {t(failure === 'network' || failure === 'timeout' ? `findQuote.country.failed.${failure}` : 'findQuote.country.failed.generic')}
          </Text>
          <Button type="button" size="xs" variant="outline" onClick={() => send({ type: 'COUNTRIES.RETRY' })}>
            {t('findQuote.country.retry')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

function ReadyDateField() {
  const t = useT();
  const send = useSend();
  const { formatDate } = useDateFormat();
  const value = useFindQuote((s) => s.context.draft.origin.cargoReadyDate, Object.is);
  const error = useFieldError('origin.cargoReadyDate');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return (
    <TextField
      id={fieldId('origin.cargoReadyDate')}
      label={t('findQuote.origin.readyDate')}
      type="date"
      min={todayIso()}
      value={value}
      onValueChange={(text) => send({ type: 'END.READY_DATE', text })}
      error={error}
      hint={valid ? t('findQuote.origin.readyDate.hint', { date: formatDate(value) }) : t('findQuote.origin.readyDate.help')}
    />
  );
}

export function LocationFields({ end }: { end: EndName }) {
  const t = useT();
  const send = useSend();
  const kind = useFindQuote((s) => s.context.draft[end].kind, Object.is);
  const mode = useFindQuote((s) => s.context.draft.mode, Object.is);
  const zip = useFindQuote((s) => s.context.draft[end].zip, Object.is);
  const residential = useFindQuote((s) => s.context.draft[end].residential, Object.is);
  const zipError = useFieldError(`${end}.zip`);
  const placeType = lookupType(kind, mode);
  const kindOptions = (['PORT', 'DOOR', 'FBA'] as const).map((k) => ({ value: k, label: t(KIND_LABELS[k]) }));

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
            onValueChange={(value) => send({ type: 'END.KIND', end, kind: value as EndKind })}
          />
          <CountryField end={end} />
        </Grid>
        {kind === 'DOOR' ? (
          <>
            <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
              <PlaceCombobox end={end} id={fieldId(`${end}.place`)} label={t(`findQuote.${end}.city`)} hint={t('findQuote.location.door.hint')} />
              <TextField
                id={fieldId(`${end}.zip`)}
                label={t(`findQuote.${end}.zip`)}
                autoComplete="off"
                value={zip}
                onValueChange={(text) => send({ type: 'END.ZIP', end, text })}
                error={zipError}
              />
            </Grid>
            <CheckField
              id={fieldId(`${end}.residential`)}
              label={t(`findQuote.${end}.residential`)}
              checked={residential}
              onCheckedChange={(value) => send({ type: 'END.RESIDENTIAL', end, value })}
            />
          </>
        ) : (
          <PlaceCombobox end={end} id={fieldId(`${end}.place`)} label={t(`findQuote.${end}.place.${placeType.toLowerCase()}`)} />
        )}
        {end === 'origin' ? <ReadyDateField /> : null}
      </Stack>
    </Fieldset.Root>
  );
}
