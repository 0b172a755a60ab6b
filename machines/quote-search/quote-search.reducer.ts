/**
 * Every edit of the draft, as one pure reducer, so that every edit re-validates the same way. Unit
 * switches convert what was typed (decision 082); a place that no longer fits its end is let go,
 * keeping what helps the next search (decision 080).
 */
import { containerTypeValues } from '../../src/api/schema.gen';
import { convertLength, convertVolume, convertWeight, DECIMALS, type ContainerType } from '../cargo';
import { convertMeasure, emptyPackage, fitsKind, isStandardPallet, palletFootprint, placeLabel, setMeasure } from './quote-search.draft';
import type { Draft, EndDraft, EndName, Measure, PackageDraft, QuoteSearchEvent } from './quote-search.types';

/** Every event that changes the draft through reduceDraft alone (no guard, no other context). */
export const EDIT_EVENTS = [
  'MODE.SET', 'END.KIND', 'END.COUNTRY', 'END.QUERY', 'END.ZIP', 'END.RESIDENTIAL', 'END.READY_DATE', 'CARGO.LOAD_BY', 'CARGO.WEIGHT_UNIT',
  'CARGO.DIMENSION_UNIT', 'CARGO.VOLUME_UNIT', 'CARGO.HAZARDOUS', 'PACKAGE.KIND', 'PACKAGE.EDIT', 'TOTALS.EDIT',
  'TOTALS.PACKAGE_TYPE', 'CONTAINER.TYPE', 'CONTAINER.COUNT', 'CUSTOMS.BOND', 'CUSTOMS.GOODS_VALUE', 'CUSTOMS.ISF',
  'CUSTOMS.IOR', 'SERVICES.INSURANCE', 'SERVICES.CARGO_VALUE', 'SERVICES.LIFTGATE', 'FBA.LABELLED_BY', 'FBA.PALLETIZED_BY',
] as const satisfies readonly QuoteSearchEvent['type'][];

export function updateEnd(draft: Draft, name: EndName, change: (end: EndDraft) => EndDraft): Draft {
  return { ...draft, [name]: change(draft[name]) };
}

function updatePackage(draft: Draft, id: string, change: (row: PackageDraft) => PackageDraft): Draft {
  return { ...draft, cargo: { ...draft.cargo, packages: draft.cargo.packages.map((row) => (row.id === id ? change(row) : row)) } };
}

/** A new package row, empty, with the id given. */
export function addPackageRow(draft: Draft, id: string): Draft {
  const c = draft.cargo;
  return { ...draft, cargo: { ...c, packages: [...c.packages, emptyPackage(id)] } };
}

/** The container types a new row tries, most common first. */
const NEW_ROW_PREFERENCE: Readonly<Record<ContainerType, number>> = { '40HQ': 0, '40GP': 1, '20GP': 2, '45HQ': 3, '40RF': 4, '20RF': 5 };

/** A new container row of one, offering a type not used yet so that it does not start as a duplicate. */
export function addContainerRow(draft: Draft, id: string): Draft {
  const c = draft.cargo;
  const used = new Set(c.containers.map((row) => row.type));
  const preferred = [...containerTypeValues].sort((a, b) => NEW_ROW_PREFERENCE[a] - NEW_ROW_PREFERENCE[b]);
  const type = preferred.find((t) => !used.has(t)) ?? '20GP';
  return { ...draft, cargo: { ...c, containers: [...c.containers, { id, type, count: '1' }] } };
}

/**
 * Focus left a place field without a new pick: the earlier pick comes back (a port or warehouse
 * search is only a way to pick; a door's city is kept as typed). An emptied field lets it go.
 */
export function restorePicks(draft: Draft): Draft {
  let next = draft;
  for (const name of ['origin', 'destination'] as const) {
    const end = next[name];
    if (end.kind === 'DOOR' || end.place || !end.previous) continue;
    next = updateEnd(next, name, (e) =>
      e.query.trim() && e.previous ? { ...e, place: e.previous, previous: null, query: placeLabel(e.previous) } : { ...e, previous: null });
  }
  return next;
}

export function reduceDraft(draft: Draft, event: QuoteSearchEvent): Draft {
  switch (event.type) {
    case 'MODE.SET':
      return { ...draft, mode: event.mode };
    case 'END.KIND':
      return updateEnd(draft, event.end, (end) => {
        if (end.kind === event.kind) return end;
        // The picked place no longer fits; its city is a good start for the new search.
        const query = end.place ? end.place.city : end.query;
        return { ...end, kind: event.kind, place: end.place && fitsKind(end.place, event.kind) ? end.place : null, previous: null, query };
      });
    case 'END.COUNTRY':
      return updateEnd(draft, event.end, (end) => ({
        ...end,
        country: event.country,
        place: end.place && end.place.country !== event.country ? null : end.place,
        previous: end.previous && end.previous.country === event.country ? end.previous : null,
      }));
    case 'END.QUERY':
      return updateEnd(draft, event.end, (end) => {
        const keep = end.place && (end.kind === 'DOOR' ? event.text === end.place.city && end.zip === end.place.code : event.text === placeLabel(end.place));
        return { ...end, query: event.text, place: keep ? end.place : null, previous: keep ? end.previous : (end.place ?? end.previous ?? null) };
      });
    case 'END.ZIP':
      return updateEnd(draft, event.end, (end) => {
        const keep = end.place && event.text === end.place.code && end.query === end.place.city;
        return { ...end, zip: event.text, place: keep ? end.place : null };
      });
    case 'END.RESIDENTIAL':
      return updateEnd(draft, event.end, (end) => ({ ...end, residential: event.value }));
    case 'END.READY_DATE':
      return updateEnd(draft, 'origin', (end) => ({ ...end, cargoReadyDate: event.text }));
    case 'CARGO.LOAD_BY':
      return { ...draft, cargo: { ...draft.cargo, loadBy: event.loadBy } };
    case 'CARGO.HAZARDOUS':
      return { ...draft, cargo: { ...draft.cargo, hazardous: event.value } };
    case 'CARGO.WEIGHT_UNIT': {
      const c = draft.cargo;
      if (c.weightUnit === event.unit) return draft;
      const convert = (m: Measure) => convertMeasure(m, (n) => convertWeight(n, c.weightUnit, event.unit), DECIMALS.weight);
      return {
        ...draft,
        cargo: {
          ...c,
          weightUnit: event.unit,
          packages: c.packages.map((row) => ({ ...row, weight: convert(row.weight) })),
          totals: { ...c.totals, weight: convert(c.totals.weight) },
        },
      };
    }
    case 'CARGO.DIMENSION_UNIT': {
      const c = draft.cargo;
      if (c.dimensionUnit === event.unit) return draft;
      const convert = (m: Measure) => convertMeasure(m, (n) => convertLength(n, c.dimensionUnit, event.unit), DECIMALS.dimension);
      return {
        ...draft,
        cargo: {
          ...c,
          dimensionUnit: event.unit,
          packages: c.packages.map((row) => ({ ...row, length: convert(row.length), width: convert(row.width), height: convert(row.height) })),
        },
      };
    }
    case 'CARGO.VOLUME_UNIT': {
      const c = draft.cargo;
      if (c.volumeUnit === event.unit) return draft;
      const convert = (m: Measure) => convertMeasure(m, (n) => convertVolume(n, c.volumeUnit, event.unit), DECIMALS.volume);
      return { ...draft, cargo: { ...c, volumeUnit: event.unit, totals: { ...c.totals, volume: convert(c.totals.volume) } } };
    }
    case 'PACKAGE.REMOVE':
      return { ...draft, cargo: { ...draft.cargo, packages: draft.cargo.packages.filter((row) => row.id !== event.id) } };
    case 'PACKAGE.KIND':
      return updatePackage(draft, event.id, (row) => {
        const footprint = palletFootprint(event.kind, draft.cargo.dimensionUnit);
        // Leaving a standard size keeps its footprint as typed values the user may now change.
        return { ...row, kind: event.kind, ...(footprint ?? {}) };
      });
    case 'PACKAGE.EDIT':
      return updatePackage(draft, event.id, (row) => {
        if (event.field === 'units') return { ...row, units: event.text };
        // A standard pallet's footprint is fixed by its size.
        if ((event.field === 'length' || event.field === 'width') && isStandardPallet(row.kind)) return row;
        return { ...row, [event.field]: setMeasure(event.text) };
      });
    case 'TOTALS.EDIT': {
      const t = draft.cargo.totals;
      const totals = event.field === 'units' ? { ...t, units: event.text } : { ...t, [event.field]: setMeasure(event.text) };
      return { ...draft, cargo: { ...draft.cargo, totals } };
    }
    case 'TOTALS.PACKAGE_TYPE':
      return { ...draft, cargo: { ...draft.cargo, totals: { ...draft.cargo.totals, packageType: event.value } } };
    case 'CONTAINER.REMOVE':
      return { ...draft, cargo: { ...draft.cargo, containers: draft.cargo.containers.filter((row) => row.id !== event.id) } };
    case 'CONTAINER.TYPE':
      return { ...draft, cargo: { ...draft.cargo, containers: draft.cargo.containers.map((row) => (row.id === event.id ? { ...row, type: event.containerType } : row)) } };
    case 'CONTAINER.COUNT':
      return { ...draft, cargo: { ...draft.cargo, containers: draft.cargo.containers.map((row) => (row.id === event.id ? { ...row, count: event.text } : row)) } };
    case 'CUSTOMS.BOND':
      return { ...draft, customs: { ...draft.customs, bond: event.bond } };
    case 'CUSTOMS.GOODS_VALUE':
      return { ...draft, customs: { ...draft.customs, goodsValue: event.text } };
    case 'CUSTOMS.ISF':
      return { ...draft, customs: { ...draft.customs, isf: event.value } };
    case 'CUSTOMS.IOR':
      return { ...draft, customs: { ...draft.customs, ior: event.value } };
    case 'SERVICES.INSURANCE':
      return { ...draft, services: { ...draft.services, insurance: event.value } };
    case 'SERVICES.CARGO_VALUE':
      return { ...draft, services: { ...draft.services, cargoValue: event.text } };
    case 'SERVICES.LIFTGATE':
      return { ...draft, services: { ...draft.services, [event.at === 'pickup' ? 'liftgatePickup' : 'liftgateDelivery']: event.value } };
    case 'FBA.LABELLED_BY':
      return { ...draft, fbaPacking: { ...draft.fbaPacking, labelledBy: event.party } };
    case 'FBA.PALLETIZED_BY':
      return { ...draft, fbaPacking: { ...draft.fbaPacking, palletizedBy: event.party } };
    default:
      return draft;
  }
}
