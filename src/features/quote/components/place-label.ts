/**
 * The one way the quote pages name a place: an end of a route, "Port of Shanghai (port), Shanghai, China"
 * ("上海港（港口），上海，中国"), or a look-up option's area, each part in the reader's language when the
 * server gives its local name.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../api/schema.gen';
import { countryName } from '../../../i18n/country-names';
import { useLocale } from '../../../i18n/i18n-provider';
import { cityName, joinPlaceParts, placeName, type LocalNames } from '../../../i18n/place-name';

type End = Pick<components['schemas']['QuoteLocation'], 'type' | 'name' | 'code' | 'city' | 'country'>;
/** The names the server answers for an end (a search's ends carry none until the result comes). */
export interface EndNames {
  localNames?: LocalNames;
  cityLocalNames?: LocalNames;
}

/** `joinPlaceParts` in the reader's language, for the quote pages' labels. */
export function usePlaceJoin(): (parts: readonly (string | null | undefined)[]) => string {
  const { locale } = useLocale();
  return useCallback((parts) => joinPlaceParts(parts, locale), [locale]);
}

export function usePlaceLabel(): (place: End, names?: EndNames) => string {
  const intl = useIntl();
  const { locale } = useLocale();
  const join = usePlaceJoin();
  return (place, names) =>
    join([
      intl.formatMessage(
        { id: 'quoteResult.place' },
        {
          name: placeName({ name: place.name || place.code, localNames: names?.localNames }, locale),
          type: intl.formatMessage({ id: `quoteResult.locationType.${place.type}` }),
        },
      ),
      cityName({ city: place.city, cityLocalNames: names?.cityLocalNames }, locale),
      countryName(place.country, locale),
    ]);
}
