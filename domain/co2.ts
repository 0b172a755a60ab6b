/**
 * Well-to-wheel CO2e estimate of a quote's main leg (docs/decisions/162): intensity of the mode
 * (g CO2e per tonne-km, GLEC Framework defaults) × tonnes × distance. The distance is the great circle
 * between the ends, plus the GLEC air uplift (95 km) or an ocean routing factor. Pre- and on-carriage
 * by truck are left out: they are a few percent of an international shipment.
 */
import type { components } from '../src/api/schema.gen';

type ShipmentMode = components['schemas']['ShipmentMode'];
type ContainerType = components['schemas']['ContainerType'];

/** Well-to-wheel intensities, g CO2e per tonne-km (GLEC Framework v3 default values, rounded). */
export const WTW_G_PER_TKM: Readonly<Record<ShipmentMode, number>> = { AIR: 602, FCL: 16, LCL: 16 };

/** Flights are longer than the great circle (holding, routing): GLEC and EN 16258 add 95 km. */
export const AIR_DISTANCE_UPLIFT_KM = 95;

/** GLEC's default average load of a loaded container: 10 tonnes per TEU. */
export const TONNES_PER_TEU = 10;
const TEU: Readonly<Record<ContainerType, number>> = { '20GP': 1, '20RF': 1, '40GP': 2, '40HQ': 2, '40RF': 2, '45HQ': 2.25 };

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point { lat: number; lon: number }

/** Great-circle (haversine) distance in km. */
export function greatCircleKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The distance flown or sailed: air adds the GLEC uplift, ocean multiplies by the lane's routing factor (≥ 1). */
export function legKm(mode: ShipmentMode, greatCircle: number, oceanRoutingFactor = 1): number {
  return mode === 'AIR' ? greatCircle + AIR_DISTANCE_UPLIFT_KM : greatCircle * Math.max(1, oceanRoutingFactor);
}

/** Tonnes moved: chargeable weight for air and LCL, the GLEC average load per TEU for FCL. */
export function tonnesOf(mode: ShipmentMode, chargeableWeightKg: number, containers: readonly { type: ContainerType; count: number }[] = []): number {
  if (mode === 'FCL') return containers.reduce((sum, c) => sum + TEU[c.type] * c.count, 0) * TONNES_PER_TEU;
  return chargeableWeightKg / 1000;
}

/** kg CO2e, rounded to the kilogram (an estimate; more digits would claim precision it lacks). */
export function co2eKg(input: { mode: ShipmentMode; tonnes: number; distanceKm: number }): number {
  return Math.round((WTW_G_PER_TKM[input.mode] * input.tonnes * input.distanceKm) / 1000);
}
