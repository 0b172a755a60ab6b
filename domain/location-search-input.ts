/**
 * The query of a location look-up (GET /location/search): an optional type and country, a limit of 1 to
 * 50 (20 when absent) and a keyword of at most 100 characters. The search as the catalogue takes it, or
 * the 90001 message naming the first wrong parameter.
 */
import { locationTypeValues, type components } from '../src/api/schema.gen';
import { eitherOf } from './wording';
import type { LocationQuery } from './location-catalogue';

type LocationType = components['schemas']['LocationType'];

export function readLocationQuery(raw: { type: string | null; country: string | null; limit: string | null; keyword: string | null }): LocationQuery | string {
  const { type, country, keyword } = raw;
  if (type !== null && !locationTypeValues.includes(type as LocationType)) return `type: must be ${eitherOf(locationTypeValues)}`;
  if (country !== null && country !== '' && !/^[A-Za-z]{2}$/.test(country)) return 'country: must be an ISO 3166-1 alpha-2 code';
  const limit = raw.limit === null ? 20 : Number(raw.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 50) return 'limit: must be a whole number from 1 to 50';
  if (keyword && keyword.length > 100) return 'keyword: at most 100 characters';
  return { keyword, type: type as LocationType | null, country: country || null, limit };
}
