/** A plain data table that scrolls sideways on a narrow screen (its region takes focus, so the keyboard can scroll it). */
import type { ReactNode } from 'react';
import { Box, Button, Table } from '@chakra-ui/react';

export interface RateTableProps {
  label: string;
  headers: readonly ReactNode[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

export function RateTable({ label, headers, rows }: RateTableProps) {
  return (
    <Box overflowX="auto" tabIndex={0} role="region" aria-label={label} borderWidth="1px" rounded="md">
      <Table.Root size="sm">
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
                <Table.Cell key={i}>{cell}</Table.Cell>
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
