/**
 * The one way the quote pages name an end of a route: "Port of Shanghai (port), Shanghai, China",
 * each part in the reader's language when the server gives its local name.
 */
import { useIntl } from 'react-intl';
import type { components } from '../../../api/schema.gen';
import { countryName } from '../../../i18n/country-names';
import { useLocale } from '../../../i18n/i18n-provider';
import { cityName, placeName, type LocalNames } from '../../../i18n/place-name';

type End = Pick<components['schemas']['QuoteLocation'], 'type' | 'name' | 'code' | 'city' | 'country'>;
/** The names the server answers for an end (a search's ends carry none until the result comes). */
export interface EndNames {
  localNames?: LocalNames;
  cityLocalNames?: LocalNames;
}

export function usePlaceLabel(): (place: End, names?: EndNames) => string {
  const intl = useIntl();
  const { locale } = useLocale();
  return (place, names) =>
    intl.formatMessage(
      { id: 'quoteResult.place' },
      {
        name: placeName({ name: place.name || place.code, localNames: names?.localNames }, locale),
        type: intl.formatMessage({ id: `quoteResult.locationType.${place.type}` }),
        city: cityName({ city: place.city, cityLocalNames: names?.cityLocalNames }, locale),
        country: countryName(place.country, locale),
      },
    );
}
