/**
 * The styles of the result area (filters, list header, cards), applied once on its container: the
 * parts inside are plain elements with these class names, so re-rendering them costs no style work.
 */
import { pagerCss } from '../components/pager';
import { quoteCardCss } from './quote-card';

export const resultsCss = {
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '280px minmax(0, 1fr)' },
  gap: { base: '3', lg: '6' },
  alignItems: 'start',
  '& .qf': { display: 'flex', flexDirection: 'column', gap: '4' },
  '& .qf-heading, & .ql-heading': { textStyle: 'lg', fontWeight: 'semibold' },
  '& .qf fieldset': { border: 0, padding: 0, margin: 0, minWidth: 0 },
  '& .qf legend': { fontWeight: 'semibold', textStyle: 'sm', marginBottom: '1' },
  '& .qf-option': { display: 'flex', alignItems: 'center', gap: '2', textStyle: 'sm', paddingBlock: '0.5', cursor: 'pointer' },
  '& .qf-option input': { width: '4', height: '4', accentColor: 'colorPalette.solid', flexShrink: 0 },
  '& .ql': { display: 'flex', flexDirection: 'column', gap: '2', minWidth: 0 },
  // Heading, views and sort on one line (the sort's label beside it): the list starts high on the screen.
  // On a phone the heading and the views share the first line and the sort takes the second, so the
  // first quote stays above the fold.
  '& .ql-header': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: { base: '2', md: '4' }, flexWrap: 'wrap' },
  '& .ql-controls': { display: { base: 'contents', md: 'flex' }, alignItems: 'center', gap: '4', flexWrap: 'wrap' },
  '& .ql-views': { display: 'flex' },
  '& .ql-views > button:not(:first-of-type)': { borderStartRadius: 0 },
  '& .ql-views > button:not(:last-of-type)': { borderEndRadius: 0 },
  '& .ql-sort': { display: 'flex', alignItems: 'center', gap: '2' },
  '& .ql-sort label': { textStyle: 'sm', fontWeight: 'medium' },
  '& .ql-sort select': {
    h: '9', px: '3', pe: '8', textStyle: 'sm', borderWidth: '1px', borderColor: 'border', borderRadius: 'l2', bg: 'bg', cursor: 'pointer',
    focusVisibleRing: 'outside',
  },
  '& .ql-count': { textStyle: 'sm', color: 'fg.muted' },
  '& .ql-items': { display: 'flex', flexDirection: 'column', gap: '2', listStyleType: 'none', padding: 0, margin: 0 },
  // Cards below the fold skip style, layout and paint until scrolled to; they stay in the accessibility
  // tree and in find-in-page. The intrinsic size (remembered once rendered) keeps the scrollbar honest.
  '& .ql-items > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 120px' },
  '& .ql-empty': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' },
  ...quoteCardCss,
  ...pagerCss,
} as const;
