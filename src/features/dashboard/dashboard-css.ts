/**
 * The dashboard's styles, applied once on its container: the parts inside are plain elements with
 * these class names (no per-element Chakra style work on every range switch). Cards wrap to one
 * column at 390 px; tables scroll sideways inside their own focusable region if ever too wide. Its
 * buttons are the list pages' (list-css.ts).
 */
import { focusRing, listButton } from '../../components/list-css';

const card = { borderWidth: '1px', borderColor: 'border', borderRadius: 'l3', p: '4', bg: 'bg', minW: 0 } as const;

export const dashboardCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
  '& .db-button': listButton,
  '& .db-link': { color: 'colorPalette.fg', textDecoration: 'underline', fontWeight: 'medium', ...focusRing },
  '& .db-ranges': { display: 'inline-flex', flexWrap: 'wrap', gap: '2', border: 0, p: 0, m: 0 },
  '& .db-ranges legend': { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', float: 'left', w: 'full' },
  '& .db-ranges button[aria-pressed="true"]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid' },
  '& .db-caption': { textStyle: 'sm', color: 'fg.muted' },
  '& .db-kpis': { display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } },
  '& .db-kpi': { ...card, display: 'flex', flexDirection: 'column', gap: '1' },
  '& .db-kpi dt': { textStyle: 'sm', color: 'fg.muted' },
  '& .db-kpi dd': { m: 0 },
  '& .db-kpi .db-value': { textStyle: '2xl', fontWeight: 'semibold', overflowWrap: 'anywhere' },
  '& .db-kpi .db-note': { textStyle: 'sm', color: 'fg.muted' },
  '& .db-up': { color: 'green.700' },
  '& .db-down': { color: 'red.700' },
  '& .db-grid': { display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } },
  '& .db-card': { ...card, display: 'flex', flexDirection: 'column', gap: '3' },
  '& .db-wide': { gridColumn: { lg: '1 / -1' } },
  '& .db-card h2': { textStyle: 'md', fontWeight: 'semibold' },
  '& .db-chart': { minH: '64', w: 'full' },
  '& .db-scroll': { overflowX: 'auto', ...focusRing },
  '& .db-table': { w: 'full', borderCollapse: 'collapse', textStyle: 'sm' },
  '& .db-table th, & .db-table td': { textAlign: 'start', px: '2', py: '1.5', borderBottomWidth: '1px', borderColor: 'border' },
  '& .db-table .db-num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& .db-table caption': { textAlign: 'start', fontWeight: 'medium', pb: '1' },
  '& .db-sr': {
    position: 'absolute', w: '1px', h: '1px', p: 0, m: '-1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', borderWidth: 0,
  },
  '& .db-muted': { color: 'fg.muted', textStyle: 'sm' },
  '& .db-message': { ...card, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' },
  '& .db-message h2': { textStyle: 'lg', fontWeight: 'semibold' },
  '& .db-skeleton': { bg: 'bg.muted', borderRadius: 'l2', minH: '6', animation: 'pulse 1.5s ease-in-out infinite' },
  '& .db-map svg': { w: 'full', h: 'auto', display: 'block' },
  '& .db-map path': { stroke: 'bg', strokeWidth: 0.5 },
} as const;
