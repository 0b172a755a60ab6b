/**
 * A quote request's lane in the reader's language: the mode's name, then each end's name and country
 * ("海運併櫃（LCL）：上海港，中國 → 洛杉磯港，美國"), the same on My Request and on Quote Management.
 */
import { useIntl } from 'react-intl';
import type { Lane, LanePlace } from '../../../../machines/shared/quote-lane';
import { modeNameId } from '../../../../machines/shared/transport-mode-names';
import { countryName } from '../../../i18n/country-names';
import { useLocale } from '../../../i18n/i18n-provider';
import { joinPlaceParts, placeName } from '../../../i18n/place-name';

export function useLaneText(): (lane: Lane) => string {
  const intl = useIntl();
  const { locale } = useLocale();
  const end = (place: LanePlace) => joinPlaceParts([placeName(place, locale), countryName(place.country, locale)], locale);
  return (lane) =>
    intl.formatMessage({ id: 'quote.lane' }, { mode: intl.formatMessage({ id: modeNameId(lane.mode) }), origin: end(lane.origin), destination: end(lane.destination) });
}
