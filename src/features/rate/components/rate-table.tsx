/**
 * A plain data table. From `md` up it scrolls sideways when wider than the screen (its region takes
 * focus, so the keyboard can scroll it); below, each row is a card of label–value pairs (the labels come
 * from each cell's `data-label`), so a phone never squeezes a column to a character's width.
 */
import type { ReactNode } from 'react';
import { Box, Button, Table } from '@chakra-ui/react';

export interface RateTableProps {
  label: string;
  headers: readonly ReactNode[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

const cardsOnPhone = {
  display: { base: 'block', md: 'table' },
  '& thead': { display: { base: 'none', md: 'table-header-group' } },
  '& th': { textAlign: 'start' },
  '& tbody': { display: { base: 'flex', md: 'table-row-group' }, flexDirection: 'column', gap: '3', p: { base: '3', md: 0 } },
  '& tbody tr': { display: { base: 'block', md: 'table-row' }, borderWidth: { base: '1px', md: 0 }, borderRadius: { base: 'l3', md: 0 }, p: { base: '3', md: 0 } },
  '& tbody td': {
    display: { base: 'grid', md: 'table-cell' }, gridTemplateColumns: '8.5rem minmax(0, 1fr)', gap: '2', borderBottomWidth: { base: 0, md: '1px' },
    px: { base: 0, md: '2' }, py: { base: '1', md: '2' }, overflowWrap: 'break-word',
    '&::before': { content: { base: 'attr(data-label)', md: 'none' }, color: 'fg.muted', fontWeight: 'medium' },
  },
} as const;

export function RateTable({ label, headers, rows }: RateTableProps) {
  return (
    <Box overflowX={{ base: 'visible', md: 'auto' }} tabIndex={0} role="region" aria-label={label} borderWidth={{ base: 0, md: '1px' }} rounded="md">
      <Table.Root size="sm" css={cardsOnPhone}>
        <Table.Caption srOnly>{label}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {headers.map((h, i) => (
              <Table.ColumnHeader key={i} whiteSpace="nowrap">
                {h}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Cell key={i} data-label={typeof headers[i] === 'string' ? headers[i] : undefined}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
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
