/**
 * The dashboard's charts (ApexCharts' core with area and bar, loaded with this route only). Every label arrives translated
 * and formatted by the page; the charts are hidden from screen readers because the table beside each
 * says the same figures (docs/decisions/144).
 */
import { useToken } from '@chakra-ui/react';
import Chart from 'react-apexcharts/core';
import type { ApexOptions } from 'apexcharts';
// ApexCharts' core with the two chart types used here: half the size of the full build.
import 'apexcharts/area';
import 'apexcharts/bar';

const BASE: ApexOptions = {
  chart: {
    toolbar: { show: false },
    zoom: { enabled: false },
    animations: { enabled: false },
    fontFamily: 'inherit',
    parentHeightOffset: 0,
    // A picture only: the table beside it is what keyboards and screen readers use.
    accessibility: { enabled: false },
  },
  dataLabels: { enabled: false },
  grid: { strokeDashArray: 3 },
  legend: { show: false },
};

interface Point {
  label: string;
  value: number;
}

/** The company's brand colour as a value: ApexCharts paints with colours, not the theme's custom properties. */
const useSeriesColor = () => useToken('colors', 'brand.600');

export function RevenueChart({ points, seriesName, money }: { points: Point[]; seriesName: string; money: (n: number) => string }) {
  const colors = useSeriesColor();
  const options: ApexOptions = {
    ...BASE,
    colors,
    chart: { ...BASE.chart, id: 'db-revenue-chart' },
    stroke: { curve: 'straight', width: 2 },
    xaxis: { categories: points.map((p) => p.label), labels: { rotate: -45, hideOverlappingLabels: true }, tickAmount: Math.min(points.length, 12) },
    yaxis: { labels: { formatter: (n: number) => money(n).replace(/\.00$/, '') } },
    tooltip: { y: { formatter: (n: number) => money(n) } },
    // A phone has room for a few dates: twelve, turned, ran into each other (longer still in Chinese).
    responsive: [{ breakpoint: 600, options: { xaxis: { tickAmount: Math.min(points.length, 4) } } }],
  };
  return (
    <div className="db-chart" aria-hidden="true">
      <Chart type="area" height={260} options={options} series={[{ name: seriesName, data: points.map((p) => p.value) }]} />
    </div>
  );
}

export function CountChart({ bars, seriesName }: { bars: Point[]; seriesName: string }) {
  const colors = useSeriesColor();
  const options: ApexOptions = {
    ...BASE,
    colors,
    plotOptions: { bar: { horizontal: true, borderRadius: 3 } },
    dataLabels: { enabled: true },
    xaxis: { categories: bars.map((b) => b.label), labels: { formatter: (n: string) => String(Math.round(Number(n))) } },
  };
  return (
    <div className="db-chart" aria-hidden="true">
      <Chart type="bar" height={220} options={options} series={[{ name: seriesName, data: bars.map((b) => b.value) }]} />
    </div>
  );
}
