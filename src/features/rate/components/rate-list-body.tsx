/**
 * The body of a rate list (import history, import log), under its filters: loading, the failure with
 * Retry, the empty list (with "clear filters" when filters emptied it), then the range, the table and
 * its pager. The list's connect decides; each page gives its own words, headers and rows.
 */
import { Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { ERROR_COLOR } from '../../../components/form/text-field';
import { Pager, RateTable, type RateTableProps } from './rate-table';

/** What both rate list connects give. */
export interface RateListBodyView {
  status: string;
  isRefreshing: boolean;
  failureMessage: string | null;
  retry: () => void;
  hasFilters: boolean;
  clearFilters: () => void;
  range: { from: number; to: number; total: number } | null;
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
}

export interface RateListBodyProps {
  list: RateListBodyView;
  /** The page's own words; `table` and `pager` name the table and its navigation. */
  messages: { loading: string; empty: string; emptyFiltered: string; table: string; pager: string };
  headers: readonly string[];
  rows: RateTableProps['rows'];
}

export function RateListBody({ list, messages, headers, rows }: RateListBodyProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      {list.status === 'loading' && !list.isRefreshing ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t(messages.loading)}</Text>
        </HStack>
      ) : null}
      {list.failureMessage ? (
        <HStack gap="3" role="alert">
          <Text color={ERROR_COLOR}>{t(list.failureMessage)}</Text>
          <Button size="sm" variant="outline" onClick={list.retry}>
            {t('rate.list.retry')}
          </Button>
        </HStack>
      ) : null}
      {list.status === 'empty' ? (
        <Stack role="status" gap="2">
          <Text>{list.hasFilters ? t(messages.emptyFiltered) : t(messages.empty)}</Text>
          {list.hasFilters ? (
            <Box>
              <Button size="sm" variant="outline" onClick={list.clearFilters}>
                {t('rate.list.clearFilters')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      ) : null}
      {rows.length ? (
        <>
          {list.range ? <Text fontSize="sm">{t('rate.list.range', list.range)}</Text> : null}
          <RateTable label={t(messages.table)} headers={headers} rows={rows} busy={list.isRefreshing} />
          <Pager label={t(messages.pager)} page={list.page} pageCount={list.pageCount} canPrevious={list.canPrevious} canNext={list.canNext} previous={list.previous} next={list.next} t={t} />
        </>
      ) : null}
    </>
  );
}
