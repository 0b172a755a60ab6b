/**
 * A plain data table in the look every list of the app shares (src/components/list-css.ts), on plain
 * elements, so it does not wait on a Chakra recipe. From `md` up it scrolls sideways when wider than the
 * screen (its region takes focus, so the keyboard can scroll it); below, each row is a card of
 * label–value pairs (the labels come from each cell's `data-label`), so a phone never squeezes a column
 * to a character's width.
 */
import type { ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { listTableCss } from '../../../components/list-css';
import { ListTable } from '../../../components/list-table';

export interface RateTableProps {
  label: string;
  /** Translated column names; each row's cells in the same order. */
  headers: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  busy?: boolean;
}

const rateTableCss = {
  ...listTableCss('rt', { at: 'md', labelWidth: '8.5rem' }, { th: { whiteSpace: 'nowrap' } }),
  // No sort buttons to show on a phone: the header row is hidden there, not an empty row of them.
  '& .rt-table thead': { display: { base: 'none', md: 'table-header-group' } },
} as const;

export function RateTable({ label, headers, rows, busy = false }: RateTableProps) {
  return (
    <Box css={rateTableCss}>
      <ListTable classPrefix="rt" label={label} busy={busy} columns={headers.map((header, i) => ({ key: String(i), label: header }))}>
        {rows.map((row) => (
          <tr key={row.key} role="row">
            {row.cells.map((cell, i) => (
              <td key={i} role="cell" data-label={headers[i]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </ListTable>
    </Box>
  );
}

/** Previous / page of / Next, for a paged list. */
export function Pager(props: { label: string; page: number; pageCount: number; canPrevious: boolean; canNext: boolean; previous: () => void; next: () => void; t: (id: string, v?: Record<string, string | number>) => string }) {
  const { t } = props;
  return (
    <Box as="nav" aria-label={props.label} display="flex" gap="3" alignItems="center" flexWrap="wrap">
      <Button type="button" size="sm" variant="outline" disabled={!props.canPrevious} onClick={props.previous}>
        {t('rate.pager.previous')}
      </Button>
      <span>{t('rate.pager.page', { page: props.page, count: props.pageCount })}</span>
      <Button type="button" size="sm" variant="outline" disabled={!props.canNext} onClick={props.next}>
        {t('rate.pager.next')}
      </Button>
    </Box>
  );
}
