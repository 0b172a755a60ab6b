/**
 * My Request (the shipper's quote requests, spec section 2 "User menu"): one page of
 * POST /quote/request/list at a time, newest first, optionally narrowed to one status. The machine
 * decides the query, the paging and what a failure means; the page renders. Decision:
 * docs/decisions/089-my-request-list.md.
 */
import { assign, fromPromise, setup } from 'xstate';
import { quoteRequestStatusValues, type components } from '../src/api/schema.gen';
import { callFailure, type CallFailure } from './shared/call-failure';
import { providedAtRoot } from './shared/provided-at-root';

type Schemas = components['schemas'];
export type QuoteRequest = Schemas['QuoteRequest'];
export type QuoteRequestPage = Schemas['QuoteRequestPage'];
export type QuoteRequestStatus = Schemas['QuoteRequestStatus'];
export type MyRequestQuery = Schemas['PagedQuery'];

export const REQUESTS_PER_PAGE = 10;
export type StatusFilter = 'ALL' | QuoteRequestStatus;
/** Every status, or one of the contract's. */
export const STATUS_FILTERS: readonly StatusFilter[] = ['ALL', ...quoteRequestStatusValues];

export interface MyRequestContext {
  /** 0-based, as the paged query counts. */
  pageNumber: number;
  status: StatusFilter;
  list: QuoteRequest[];
  total: number;
  failure: CallFailure | null;
}

export type MyRequestEvent =
  | { type: 'GO_TO_PAGE'; pageNumber: number }
  | { type: 'SET_STATUS'; status: StatusFilter }
  | { type: 'RETRY' };

/** The paged query of spec section 3 for the current page and status. */
export function queryOf(context: Pick<MyRequestContext, 'pageNumber' | 'status'>): MyRequestQuery {
  return {
    pageNumber: context.pageNumber,
    pageSize: REQUESTS_PER_PAGE,
    queryConditionsType: 'AND',
    queryConditions: context.status === 'ALL' ? [] : [{ property: 'status', logicalOperator: 'EQUAL', condition: context.status }],
    sort: { property: 'createdAt', direction: 'DESC' },
  };
}

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / REQUESTS_PER_PAGE));

/**
 * An answered request can be booked while its price is guaranteed (024). Whether the guarantee has
 * ended is the server's judgement (`answer.expired`), as for every other quote: the client's clock
 * and time zone never decide it.
 */
export type AnswerState = 'none' | 'bookable' | 'expired' | 'booked';
export function answerState(request: QuoteRequest): AnswerState {
  if (!request.answer) return 'none';
  if (request.status === 'CLOSED') return 'booked';
  return request.answer.expired ? 'expired' : 'bookable';
}

export const myRequestMachine = setup({
  types: {
    context: {} as MyRequestContext,
    events: {} as MyRequestEvent,
  },
  actors: {
    listQuoteRequests: fromPromise<QuoteRequestPage, MyRequestQuery>(providedAtRoot('listQuoteRequests')),
  },
  guards: {
    otherPage: ({ context, event }) =>
      event.type === 'GO_TO_PAGE' && event.pageNumber !== context.pageNumber && event.pageNumber >= 0 && event.pageNumber < pageCountOf(context.total),
    otherStatus: ({ context, event }) => event.type === 'SET_STATUS' && STATUS_FILTERS.includes(event.status) && event.status !== context.status,
    /** The list shrank under us (a request closed elsewhere): the page asked for is past the end. */
    pastTheEnd: ({ context }) => context.pageNumber > 0 && context.list.length === 0 && context.total > 0,
  },
  actions: {
    goToPage: assign({ pageNumber: ({ context, event }) => (event.type === 'GO_TO_PAGE' ? event.pageNumber : context.pageNumber) }),
    setStatus: assign(({ context, event }) => (event.type === 'SET_STATUS' ? { status: event.status, pageNumber: 0 } : { status: context.status })),
    toLastPage: assign({ pageNumber: ({ context }) => pageCountOf(context.total) - 1 }),
  },
}).createMachine({
  id: 'myRequest',
  context: { pageNumber: 0, status: 'ALL', list: [], total: 0, failure: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'listQuoteRequests',
        src: 'listQuoteRequests',
        input: ({ context }) => queryOf(context),
        onDone: { target: 'checking', actions: assign({ list: ({ event }) => event.output.list, total: ({ event }) => event.output.total, failure: null }) },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => callFailure(event.error) }) },
      },
    },
    checking: {
      always: [{ guard: 'pastTheEnd', target: 'loading', actions: 'toLastPage' }, { target: 'ready' }],
    },
    ready: {
      on: {
        GO_TO_PAGE: { guard: 'otherPage', target: 'loading', actions: 'goToPage' },
        SET_STATUS: { guard: 'otherStatus', target: 'loading', actions: 'setStatus' },
      },
    },
    failed: {
      on: {
        RETRY: { target: 'loading' },
        SET_STATUS: { guard: 'otherStatus', target: 'loading', actions: 'setStatus' },
      },
    },
  },
});
