/**
 * The styles of the invoices page, applied once on its container (plain elements with these class
 * names inside). From `lg` up the rows are a table; below, each row is a card of label–value pairs
 * (labels from each cell's `data-label`) and the sortable headers become a row of sort buttons, so
 * nothing is cut off at 390 px. The parts every list shares come from list-css.
 */
import { focusRing, listBaseCss, listControl, listFilterFieldsCss, listMessagesCss, listPagerCss, listTableCss, listToolbarCss } from '../../../components/list-css';

export const invoiceListCss = {
  ...listBaseCss('iv'),
  '& .iv-button[data-primary]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid', _hover: { bg: 'colorPalette.emphasized' } },
  ...listToolbarCss('iv', '18rem'),

  '& .iv-panel': { display: 'flex', flexDirection: 'column', gap: '3', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border' },
  '& .iv-panel h2': { textStyle: 'md', fontWeight: 'semibold' },
  '& .iv-filters': { display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' } },
  ...listFilterFieldsCss('iv'),
  '& .iv-field': { display: 'flex', flexDirection: 'column', gap: '1' },
  '& .iv-field select, & .iv-field input': listControl,

  '& .iv-columns': { listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: '1', m: 0, p: 0 },
  '& .iv-column': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', py: '1', borderBottomWidth: '1px', borderColor: 'border.muted' },
  '& .iv-column label': { flex: '1 1 10rem', display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', cursor: 'pointer' },
  '& .iv-column input': { w: '4', h: '4', accentColor: 'colorPalette.solid', ...focusRing },
  '& .iv-column .iv-button': { minH: '8', px: '2.5' },
  '& .iv-row-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },

  '& .iv-status': { textStyle: 'sm', minH: '6' },
  '& .iv-error': { color: 'red.700', textStyle: 'sm' },
  ...listMessagesCss('iv'),

  ...listTableCss('iv', { at: 'lg', labelWidth: '8.5rem', overflowWrap: 'anywhere' }),
  '& .iv-money': { textAlign: { lg: 'end' }, whiteSpace: { lg: 'nowrap' } },
  '& .iv-download': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' },

  ...listPagerCss('iv'),
} as const;
