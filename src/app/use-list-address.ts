/**
 * A paged list's parameters in the address bar, both ways (docs/decisions/096): the list's
 * `urlChanged` replaces the entry's query, and a new query (reload, Back, Forward, a link) is sent to
 * the list as SYNC_FROM_URL.
 *
 * Written with `history.replaceState`, not through the router: a router navigation re-renders every
 * route on the page for each keystroke of a search. The router reads the address again on reload,
 * Back and Forward, which is when the list needs it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PagedListEmitted } from '../../machines/paged-list.machine';
import { mergeListParams, type PagedListUrlConfig } from '../../machines/paged-list.url';

interface ListActor {
  on(type: 'urlChanged', handler: (event: PagedListEmitted) => void): { unsubscribe(): void };
  send(event: { type: 'SYNC_FROM_URL'; search: string }): void;
}

/** Replaces the entry's query with the list's parameters, keeping the page's other parameters. */
function replaceListParams(pathname: string, listParams: string, config: Pick<PagedListUrlConfig, 'filters'>): void {
  const merged = mergeListParams(window.location.search, listParams, config);
  window.history.replaceState(window.history.state, '', `${pathname}${merged ? `?${merged}` : ''}${window.location.hash}`);
}

export function useListAddress(listActor: ListActor, config: Pick<PagedListUrlConfig, 'filters'>): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const subscription = listActor.on('urlChanged', ({ search: listParams }) => replaceListParams(pathname, listParams, config));
    return () => subscription.unsubscribe();
  }, [listActor, pathname, config]);
  useEffect(() => {
    listActor.send({ type: 'SYNC_FROM_URL', search });
  }, [listActor, search]);
}
