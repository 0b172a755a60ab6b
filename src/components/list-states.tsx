/**
 * What a paged list says above its rows: the status line (loading, refreshing, "X–Y of Z") and the
 * messages instead of rows (the failure with Retry, the empty list, no match with "clear filters" and
 * "clear search"). The list's connect decides which applies; these render it. Each list keeps its own
 * words (the message ids given) and its own class names (`<classPrefix>-muted`, `-message`, `-button`).
 */
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export interface ListStatusMessages {
  loading: string;
  refreshing: string;
  range: string;
}

/** What a paged list's view gives its status line. */
export interface ListStatusView {
  status: string;
  isRefreshing: boolean;
  range: { from: number; to: number; total: number } | null;
}

export interface ListStatusProps {
  classPrefix: string;
  /** On the `<p role="status">` itself; a list that frames its status line leaves it out. */
  className?: string;
  messages: ListStatusMessages;
  list: ListStatusView;
}

/** The live status line: announced on each change, so it is always rendered, empty when there is nothing to say. */
export function ListStatus({ classPrefix, className, messages, list }: ListStatusProps) {
  const { status, isRefreshing, range } = list;
  const intl = useIntl();
  return (
    <p role="status" className={className}>
      {status === 'loading' && !isRefreshing ? (
        <HStack as="span" gap="2">
          <Spinner size="xs" />
          <span>{intl.formatMessage({ id: messages.loading })}</span>
        </HStack>
      ) : isRefreshing ? (
        <span className={`${classPrefix}-muted`}>{intl.formatMessage({ id: messages.refreshing })}</span>
      ) : range ? (
        intl.formatMessage(
          { id: messages.range },
          { from: intl.formatNumber(range.from), to: intl.formatNumber(range.to), total: intl.formatNumber(range.total) },
        )
      ) : null}
    </p>
  );
}

export interface ListMessagesMessages {
  retry: string;
  noMatch: string;
  clearFilters: string;
  clearSearch: string;
}

/** What a paged list's view gives its messages. */
export interface ListMessagesView {
  failureMessage: string | null;
  retry: () => void;
  noMatch: boolean;
  hasFilters: boolean;
  clearFilters: () => void;
  searching: boolean;
  clearSearch: () => void;
}

export interface ListMessagesProps {
  classPrefix: string;
  messages: ListMessagesMessages;
  list: ListMessagesView;
  /** The empty list's message id, when the list has no rows and nothing narrows it. */
  empty: string | null;
  /** Where an empty list sends the user next, if anywhere. */
  emptyAction?: { path: string; label: string } | null;
}

export function ListMessages({ classPrefix: c, messages, list, empty, emptyAction }: ListMessagesProps) {
  const { failureMessage, retry, noMatch, hasFilters, clearFilters, searching, clearSearch } = list;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      {failureMessage ? (
        <div role="alert" className={`${c}-message`}>
          <Text>{t(failureMessage)}</Text>
          <button type="button" className={`${c}-button`} onClick={retry}>
            {t(messages.retry)}
          </button>
        </div>
      ) : null}

      {empty ? (
        <div className={`${c}-message`}>
          <Text>{t(empty)}</Text>
          {emptyAction ? (
            <RouterLink className={`${c}-button`} to={emptyAction.path}>
              {t(emptyAction.label)}
            </RouterLink>
          ) : null}
        </div>
      ) : null}

      {noMatch ? (
        <div className={`${c}-message`}>
          <Text>{t(messages.noMatch)}</Text>
          <HStack gap="3" wrap="wrap">
            {hasFilters ? (
              <button type="button" className={`${c}-button`} onClick={clearFilters}>
                {t(messages.clearFilters)}
              </button>
            ) : null}
            {searching ? (
              <button type="button" className={`${c}-button`} onClick={clearSearch}>
                {t(messages.clearSearch)}
              </button>
            ) : null}
          </HStack>
        </div>
      ) : null}
    </>
  );
}
