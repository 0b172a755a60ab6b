/**
 * The styles of the Bank Details page, once on its container; one column at 390 px, two from `md`. Its
 * buttons and focus ring are the list pages' (list-css.ts), so a button looks alike on every billing page.
 */
import { focusRing, listButton } from '../../../components/list-css';

export const bankDetailsCss = {
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  maxW: '3xl',
  '& .bd-button': listButton,
  '& .bd-button[data-primary]': { bg: 'colorPalette.solid', color: 'colorPalette.contrast', borderColor: 'colorPalette.solid', _hover: { bg: 'colorPalette.emphasized' } },
  '& .bd-currencies': { border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: '2' },
  '& .bd-currencies legend': { textStyle: 'sm', fontWeight: 'medium', mb: '1.5', w: 'full' },
  '& .bd-currency': {
    display: 'inline-flex', alignItems: 'center', gap: '2', px: '3', minH: '9', borderWidth: '1px', borderRadius: 'l2', borderColor: 'border',
    textStyle: 'sm', cursor: 'pointer',
    '&:has(input:checked)': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle', fontWeight: 'semibold' },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  },
  '& .bd-currency input': { accentColor: 'colorPalette.solid', ...focusRing },
  '& .bd-panel': { display: 'flex', flexDirection: 'column', gap: '4', p: '4', borderWidth: '1px', borderRadius: 'l3', borderColor: 'border' },
  '& .bd-panel h2': { textStyle: 'lg', fontWeight: 'semibold' },
  '& .bd-list': { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '12rem minmax(0, 1fr)' }, gap: { base: '1', md: '2 4' }, m: 0 },
  '& .bd-list dt': { color: 'fg.muted', fontWeight: 'medium', mt: { base: '2', md: 0 } },
  '& .bd-list dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
  '& .bd-form': { display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4' },
  '& .bd-actions': { display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' },
  '& .bd-muted': { color: 'fg.muted', textStyle: 'sm' },
  '& .bd-error': { color: 'red.700' },
} as const;
