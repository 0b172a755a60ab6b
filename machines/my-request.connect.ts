/**
 * What the My Request page shows and can do, derived from the my-request machine's snapshot: the
 * status filter, progress and failure, the empty states, the requests of the page with what each
 * answer allows, the count and the pager.
 */
import type { SnapshotFrom } from 'xstate';
import {
  answerState,
  pageCountOf,
  REQUESTS_PER_PAGE,
  STATUS_FILTERS,
  type MyRequestEvent,
  type myRequestMachine,
  type QuoteRequest,
  type StatusFilter,
} from './my-request.machine';
import { failureMessageId } from './shared/call-failure';
import { bookingPath, PATHS } from './shared/route-paths';
import { rememberedBy } from './shared/remembered';
import { laneOf, type Lane } from './shared/quote-lane';

export type MyRequestSnapshot = SnapshotFrom<typeof myRequestMachine>;
export type MyRequestSend = (event: MyRequestEvent) => void;

export const STATUS_OPTIONS: readonly { value: StatusFilter; label: string }[] = STATUS_FILTERS.map((value) => ({
  value,
  label: `myRequest.status.${value}`,
}));

/** One request of the list, with what its answer allows. */
export interface RequestCardView {
  request: QuoteRequest;
  /** Message id of its status. */
  statusLabel: string;
  /** Book the answered quote: only while its price is guaranteed and the request is not yet booked. */
  bookPath: string | null;
  /** Message id saying the answer's guarantee has ended, or null. */
  expiredMessage: string | null;
  /** The lane's parts, for the page to name in the reader's language. */
  lane: Lane;
  /** Forwarders that declined, newest first, each with its reason (decision 148). */
  declines: NonNullable<QuoteRequest['declines']>;
}

function cardOf(request: QuoteRequest): RequestCardView {
  const state = answerState(request);
  return {
    request,
    statusLabel: `myRequest.status.${request.status}`,
    bookPath: state === 'bookable' && request.answer ? bookingPath(request.answer.quoteId) : null,
    expiredMessage: state === 'expired' ? 'myRequest.answer.expired' : null,
    lane: laneOf(request.search),
    declines: [...(request.declines ?? [])].sort((a, b) => b.declinedAt.localeCompare(a.declinedAt)),
  };
}

// The same cards while the list stays, so that memoised cards do not re-render.
const cardsOf = rememberedBy((list: QuoteRequest[]): RequestCardView[] => list.map(cardOf));

// Functions that send, the same ones for one `send`, so that memoised parts keep their props.
function actionsOf(send: MyRequestSend) {
  return {
    goToPage: (pageNumber: number) => send({ type: 'GO_TO_PAGE', pageNumber }),
    setStatus: (status: StatusFilter) => send({ type: 'SET_STATUS', status }),
    retry: () => send({ type: 'RETRY' }),
  };
}
const actionsFor = rememberedBy(actionsOf);

export function connectMyRequest(snapshot: MyRequestSnapshot, send: MyRequestSend) {
  const { pageNumber, status, list, total, failure } = snapshot.context;
  const ready = snapshot.matches('ready');
  const from = total === 0 ? 0 : pageNumber * REQUESTS_PER_PAGE + 1;
  return {
    status,
    statusOptions: STATUS_OPTIONS,
    loading: snapshot.matches('loading') || snapshot.matches('checking'),
    failureMessage: snapshot.matches('failed') && failure ? failureMessageId(failure, 'myRequest.failure', 'myRequest.failure.generic') : null,
    canRetry: snapshot.can({ type: 'RETRY' }),
    /** Nothing to list: with every status the page says how to make a request (and links to Find Quote); with one, that none has it. */
    emptyMessage: ready && total === 0 ? (status === 'ALL' ? 'myRequest.empty' : 'myRequest.emptyFiltered') : null,
    emptyActionPath: ready && total === 0 && status === 'ALL' ? PATHS.findQuote : null,
    showList: ready && total > 0,
    requests: cardsOf(list),
    /** The count line: requests `from`–`to` of `total`. */
    from,
    to: Math.min(total, from + list.length - 1),
    total,
    /** 1-based, as the pager says it. */
    pageNumber: pageNumber + 1,
    pages: pageCountOf(total),
    /** The 0-based page the pager's buttons go to, or null when there is none that way. */
    previousPage: snapshot.can({ type: 'GO_TO_PAGE', pageNumber: pageNumber - 1 }) ? pageNumber - 1 : null,
    nextPage: snapshot.can({ type: 'GO_TO_PAGE', pageNumber: pageNumber + 1 }) ? pageNumber + 1 : null,
    ...actionsFor(send),
  };
}
export type MyRequestView = ReturnType<typeof connectMyRequest>;
