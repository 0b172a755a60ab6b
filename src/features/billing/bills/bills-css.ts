/**
 * The styles of Upcoming Bills (toolbar, filters, table, totals, pager), applied once on its container:
 * the parts inside are plain elements with these class names. From `xl` up the bills are a table that
 * scrolls sideways (it has every Bill field); below, each bill is a card of label–value pairs (labels
 * from each cell's `data-label`) and the sortable headers become a row of sort buttons, so nothing is
 * cut off at 390 px. The parts every list shares come from list-css.
 */
import { listBaseCss, listExportCss, listFilterFieldsCss, listFilterPanel, listMessagesCss, listPagerCss, listRangeFieldsCss, listTableCss, listToolbarCss } from '../../../components/list-css';

export const billsCss = {
  ...listBaseCss('bl'),
  ...listToolbarCss('bl', '20rem'),

  '& .bl-filters': listFilterPanel({ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }),
  '& .bl-filters-heading': { gridColumn: '1 / -1', textStyle: 'md', fontWeight: 'semibold' },
  ...listFilterFieldsCss('bl'),
  ...listRangeFieldsCss('bl'),

  '& .bl-status': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', justifyContent: 'space-between', textStyle: 'sm', minH: '6' },
  ...listMessagesCss('bl'),
  '& .bl-totals': { display: 'flex', flexWrap: 'wrap', rowGap: '2', columnGap: '6', alignItems: 'baseline', textStyle: 'sm', p: '3', borderRadius: 'l2', bg: 'bg.subtle' },
  '& .bl-totals h2': { textStyle: 'sm', fontWeight: 'semibold' },
  '& .bl-totals ul': { display: 'flex', flexWrap: 'wrap', rowGap: '2', columnGap: '6', listStyle: 'none', p: 0, m: 0 },

  ...listTableCss('bl', { at: 'xl', labelWidth: '9.5rem' }, { table: { minW: { xl: '180rem' } } }),
  '& .bl-table tbody tr[data-overdue]': { borderColor: { base: 'red.500', xl: 'border' }, borderInlineStartWidth: { xl: '4px' }, borderInlineStartColor: { xl: 'red.500' } },
  '& .bl-overdue': {
    display: 'inline-block', ms: '2', px: '2', py: '0.5', borderRadius: 'l2', textStyle: 'xs', fontWeight: 'semibold',
    bg: 'red.100', color: 'red.900',
  },
  '& .bl-money': { textAlign: { xl: 'end' }, fontVariantNumeric: 'tabular-nums', whiteSpace: { xl: 'nowrap' } },
  '& .bl-why': { display: 'block', textStyle: 'xs', color: 'fg.muted', maxW: '16rem' },

  ...listPagerCss('bl'),
  ...listExportCss('bl'),
} as const;
