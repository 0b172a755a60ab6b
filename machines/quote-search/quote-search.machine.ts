/**
 * Find Quote: the statechart of a quote search. Its rules live beside it: the draft and what applies
 * (quote-search.draft.ts), validation (quote-search.validation.ts), edits (quote-search.reducer.ts),
 * the QuoteSearch it becomes (quote-search.codec.ts) and the place look-up (location-lookup.ts).
 *
 * Three regions run side by side: `form` keeps the draft and decides on every edit, `countries`
 * loads the country list once, `lookup` searches places for the combobox the user types in (debounced
 * with `after`; a newer keystroke leaves `searching`, which stops the request). A valid SUBMIT emits
 * `search` with the contract's QuoteSearch; the page navigates to its result URL. The draft is
 * persisted by the page (usePersistedMachine), so everything here is plain JSON.
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailure } from '../shared/call-failure';
import { providedAtRoot } from '../shared/provided-at-root';
import { emptyLookup, lookupQuery, LOOKUP_DEBOUNCE_MS, movedActive, placeFromLocation } from './location-lookup';
import { buildQuoteSearch, draftFromSearch } from './quote-search.codec';
import { initialDraft, placeLabel } from './quote-search.draft';
import { LIMITS } from './quote-search.limits';
import { fitLane } from './lane-fit';
import { addContainerRow, addPackageRow, EDIT_EVENTS, reduceDraft, restorePicks, updateEnd } from './quote-search.reducer';
import type { Country, Draft, Location, LocationQuery, QuoteSearchContext, QuoteSearchEmitted, QuoteSearchEvent } from './quote-search.types';
import { validateDraft } from './quote-search.validation';

const editTransitions = Object.fromEntries(EDIT_EVENTS.map((type) => [type, { actions: 'edit' as const }])) as Record<
  (typeof EDIT_EVENTS)[number],
  { actions: 'edit' }
>;

/**
 * A changed draft fitted to its lane (lane-fit.ts), re-validated once a refused SUBMIT has shown the
 * errors.
 */
const edited = (context: QuoteSearchContext, changed: Draft) => {
  const { draft, notices } = fitLane(context.draft, changed, context.notices);
  return { draft, notices, errors: context.showErrors ? validateDraft(draft) : context.errors };
};

export const quoteSearchMachine = setup({
  types: {
    context: {} as QuoteSearchContext,
    events: {} as QuoteSearchEvent,
    emitted: {} as QuoteSearchEmitted,
  },
  actors: {
    loadCountries: fromPromise<Country[], void>(providedAtRoot('loadCountries')),
    searchLocations: fromPromise<Location[], LocationQuery>(providedAtRoot('searchLocations')),
  },
  delays: {
    lookupDebounce: LOOKUP_DEBOUNCE_MS,
  },
  guards: {
    draftIsValid: ({ context }) => Object.keys(validateDraft(context.draft)).length === 0,
    canAddPackage: ({ context }) => context.draft.cargo.packages.length < LIMITS.packageRows,
    canRemovePackage: ({ context }) => context.draft.cargo.packages.length > 1,
    canAddContainer: ({ context }) => context.draft.cargo.containers.length < LIMITS.containerRows,
    canRemoveContainer: ({ context }) => context.draft.cargo.containers.length > 1,
    queryIsEmpty: ({ event }) => event.type === 'END.QUERY' && !event.text.trim(),
    lookupIsFor: ({ context, event }) => 'end' in event && context.lookup.end === event.end,
    canPick: ({ context, event }) => {
      if (event.type !== 'LOOKUP.PICK' || context.lookup.end !== event.end) return false;
      const index = event.index ?? context.lookup.active;
      return index >= 0 && index < context.lookup.results.length;
    },
  },
  actions: {
    edit: assign(({ context, event }) => edited(context, reduceDraft(context.draft, event))),
    addPackage: assign(({ context }) => ({ ...edited(context, addPackageRow(context.draft, `p${context.nextId}`)), nextId: context.nextId + 1 })),
    addContainer: assign(({ context }) => ({ ...edited(context, addContainerRow(context.draft, `c${context.nextId}`)), nextId: context.nextId + 1 })),
    flagErrors: assign(({ context }) => ({ errors: validateDraft(context.draft), showErrors: true, prefillError: false })),
    clearErrors: assign({ errors: {}, showErrors: false, prefillError: false }),
    emitSearch: emit(({ context }) => ({ type: 'search' as const, search: buildQuoteSearch(context.draft) })),
    prefill: assign(({ event }) => {
      if (event.type !== 'PREFILL') return {};
      if (!event.search) return { prefillError: true };
      const { draft, nextId } = draftFromSearch(event.search);
      // An old link may hold a date now past: say so at once rather than on submit.
      const errors = validateDraft(draft);
      return { draft, nextId, errors, showErrors: Object.keys(errors).length > 0, prefillError: false, notices: {} };
    }),
    reset: assign({ draft: () => initialDraft(), nextId: 2, errors: {}, showErrors: false, prefillError: false, notices: {} }),
    restorePicks: assign(({ context }) => {
      const draft = restorePicks(context.draft);
      return draft === context.draft ? {} : edited(context, draft);
    }),
    aimLookup: assign(({ context, event }) => ('end' in event ? { lookup: { ...context.lookup, end: event.end, error: null } } : {})),
    clearLookup: assign({ lookup: () => emptyLookup() }),
    moveActive: assign(({ context, event }) =>
      event.type === 'LOOKUP.MOVE' ? { lookup: { ...context.lookup, active: movedActive(context.lookup, event.to) } } : {}),
    pick: assign(({ context, event }) => {
      if (event.type !== 'LOOKUP.PICK') return {};
      const loc = context.lookup.results[event.index ?? context.lookup.active];
      if (!loc) return {};
      const place = placeFromLocation(loc);
      const draft = updateEnd(context.draft, event.end, (end) =>
        end.kind === 'DOOR'
          ? { ...end, place, previous: null, query: loc.city, zip: loc.code, country: loc.country }
          : { ...end, place, previous: null, query: placeLabel(place), country: loc.country });
      return { ...edited(context, draft), lookup: emptyLookup() };
    }),
  },
}).createMachine({
  id: 'quoteSearch',
  type: 'parallel',
  context: {
    draft: initialDraft(),
    nextId: 2,
    errors: {},
    showErrors: false,
    countries: [],
    countriesError: null,
    lookup: emptyLookup(),
    prefillError: false,
    notices: {},
  },
  states: {
    form: {
      initial: 'editing',
      on: {
        ...editTransitions,
        'PACKAGE.ADD': { guard: 'canAddPackage', actions: 'addPackage' },
        'CONTAINER.ADD': { guard: 'canAddContainer', actions: 'addContainer' },
        // The last row stays: a load has at least one.
        'PACKAGE.REMOVE': { guard: 'canRemovePackage', actions: 'edit' },
        'CONTAINER.REMOVE': { guard: 'canRemoveContainer', actions: 'edit' },
        PREFILL: { target: '.editing', actions: 'prefill' },
        // Leaving a place field (or Escape) without a new pick keeps the earlier one.
        'LOOKUP.BLUR': { actions: 'restorePicks' },
        'LOOKUP.CLOSE': { actions: 'restorePicks' },
        SUBMIT: [{ guard: 'draftIsValid', target: '.editing', actions: ['clearErrors', 'emitSearch'] }, { target: '.editing', actions: 'flagErrors' }],
      },
      states: {
        editing: {
          on: { 'RESET.ASK': 'confirmingReset' },
        },
        // Everything typed would go: the user confirms first (the form stays editable meanwhile).
        confirmingReset: {
          on: {
            RESET: { target: 'editing', actions: 'reset' },
            'RESET.CANCEL': 'editing',
          },
        },
      },
    },
    countries: {
      initial: 'loading',
      states: {
        loading: {
          entry: assign({ countriesError: null }),
          invoke: {
            id: 'loadCountries',
            src: 'loadCountries',
            onDone: { target: 'ready', actions: assign({ countries: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: assign({ countriesError: ({ event }) => callFailure(event.error) }) },
          },
        },
        ready: {},
        failed: { on: { 'COUNTRIES.RETRY': 'loading' } },
      },
    },
    lookup: {
      initial: 'closed',
      states: {
        closed: {
          entry: 'clearLookup',
        },
        debouncing: {
          after: { lookupDebounce: 'searching' },
          on: {
            'LOOKUP.BLUR': 'closed',
            // Each keystroke starts the wait again; re-entering only this state keeps the other regions as they are.
            'END.QUERY': [
              { guard: 'queryIsEmpty', target: 'closed' },
              { target: 'debouncing', reenter: true, actions: 'aimLookup' },
            ],
          },
        },
        searching: {
          on: {
            'LOOKUP.BLUR': 'closed',
            // Asked again while searching: the running look-up is dropped and a new one starts.
            'LOOKUP.OPEN': { target: 'searching', reenter: true, actions: 'aimLookup' },
          },
          invoke: {
            id: 'searchLocations',
            src: 'searchLocations',
            input: ({ context }) => lookupQuery(context),
            onDone: {
              target: 'open',
              actions: assign(({ context, event }) => ({ lookup: { ...context.lookup, results: event.output, active: event.output.length ? 0 : -1 } })),
            },
            onError: {
              target: 'failed',
              actions: assign(({ context, event }) => ({ lookup: { ...context.lookup, results: [], active: -1, error: callFailure(event.error) } })),
            },
          },
        },
        open: {
          on: {
            'LOOKUP.MOVE': { guard: 'lookupIsFor', actions: 'moveActive' },
            'LOOKUP.PICK': { guard: 'canPick', target: 'closed', actions: 'pick' },
            'LOOKUP.BLUR': 'closed',
          },
        },
        failed: {
          on: { 'LOOKUP.RETRY': 'searching' },
        },
      },
      on: {
        // The form region has already applied the edit (document order), so the look-up sees the new text.
        // No `reenter` here: re-entering from this region would exit the whole parallel root, reloading the
        // countries and dropping a reset confirmation on every keystroke.
        'END.QUERY': [
          { guard: 'queryIsEmpty', target: '.closed' },
          { target: '.debouncing', actions: 'aimLookup' },
        ],
        'LOOKUP.OPEN': { target: '.searching', actions: 'aimLookup' },
        'LOOKUP.CLOSE': '.closed',
        // Results found for another type, country or mode are stale.
        'END.KIND': '.closed',
        'END.COUNTRY': '.closed',
        'MODE.SET': '.closed',
        PREFILL: '.closed',
        RESET: '.closed',
        SUBMIT: '.closed',
      },
    },
  },
});

export type QuoteSearchSnapshot = SnapshotFrom<typeof quoteSearchMachine>;
