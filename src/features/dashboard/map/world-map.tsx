/**
 * The world map of shipments by destination country (docs/decisions/145): the shapes of world-atlas
 * (Natural Earth 110m, shipped in the app: nothing is fetched from elsewhere) projected once with
 * d3-geo, each country shaded by its share of the busiest country's shipments. One image with a name
 * that lists the figures; the table beside it has the same.
 */
import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { useToken } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { useDashboardFormat } from '../dashboard-format';
import { ALPHA2_BY_NUMERIC } from './country-codes';

const WIDTH = 960;
const HEIGHT = 470;

interface Shape {
  code: string | null;
  d: string;
}

/** Computed once per page load: the projection of every country but Antarctica. */
let shapes: Shape[] | null = null;
function countryShapes(): Shape[] {
  if (shapes) return shapes;
  const topology = world as unknown as Topology<{ countries: GeometryCollection }>;
  const all = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
  const land: FeatureCollection<Geometry> = { type: 'FeatureCollection', features: all.features.filter((f) => f.id !== '010') };
  const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], land);
  const path = geoPath(projection);
  shapes = land.features.map((f: Feature<Geometry>) => ({ code: ALPHA2_BY_NUMERIC[String(f.id)] ?? null, d: path(f) ?? '' }));
  return shapes;
}

// The company's brand for countries with shipments, the theme's light grey for the rest.
const FILLS = ['brand.700', 'gray.200'];

export const WorldMap = memo(function WorldMap({ countries, max }: { countries: { country: string; shipments: number }[]; max: number }) {
  // Colours as values: an SVG fill attribute takes no custom property.
  const [fill, emptyFill] = useToken('colors', FILLS);
  const intl = useIntl();
  const f = useDashboardFormat();
  const counts = useMemo(() => new Map(countries.map((c) => [c.country, c.shipments])), [countries]);
  const summary = countries.length
    ? countries.map((c) => intl.formatMessage({ id: 'dashboard.map.item' }, { country: f.country(c.country), count: f.count(c.shipments) })).join(', ')
    : intl.formatMessage({ id: 'dashboard.none' });
  return (
    <div className="db-map">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={intl.formatMessage({ id: 'dashboard.map.label' }, { summary })}>
        {countryShapes().map((s, i) => {
          const n = (s.code && counts.get(s.code)) || 0;
          // At least a quarter of the full shade, so a country with one shipment stands out from none.
          const opacity = n && max ? 0.25 + 0.75 * (n / max) : 1;
          return <path key={s.code ?? `x${i}`} d={s.d} fill={n ? fill : emptyFill} fillOpacity={opacity} data-country={s.code ?? undefined} data-shipments={n || undefined} />;
        })}
      </svg>
    </div>
  );
});
