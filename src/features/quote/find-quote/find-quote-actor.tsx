/**
 * The Find Quote actor for the form's components. Each reads only its slice of the connect (so typing
 * in one field re-renders that field, not the page) and calls the connect's functions; the machine
 * decides everything.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { Actor, SnapshotFrom } from 'xstate';
import type { quoteSearchMachine } from '../../../../machines/quote-search/quote-search.machine';
import { connectQuoteSearch, type QuoteSearchView } from '../../../../machines/quote-search/quote-search.connect';
import type { FieldMessage } from '../../../../machines/quote-search/quote-search.types';
import { useDateFormat } from '../../../i18n/use-date-format';

export type FindQuoteActor = Actor<typeof quoteSearchMachine>;

const FindQuoteContext = createContext<FindQuoteActor | null>(null);

export function FindQuoteProvider({ actor, children }: { actor: FindQuoteActor; children: ReactNode }) {
  return <FindQuoteContext.Provider value={actor}>{children}</FindQuoteContext.Provider>;
}

function useFindQuoteActor(): FindQuoteActor {
  const actor = useContext(FindQuoteContext);
  if (!actor) throw new Error('Find Quote components need <FindQuoteProvider>');
  return actor;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Slices are compared by value: a slice's own parts (ids, flags, a message with its values) are built
 * afresh on every snapshot, and only a real change may re-render. What did not change is the same
 * object, so the comparison stops there.
 */
export function sliceEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (!isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => sliceEqual(a[k], (b as Record<string, unknown>)[k]));
}

// Every part of the form selects from the same snapshot: the connect is built once per snapshot (a
// snapshot belongs to one actor, so its `send` is always that actor's), and each part computes only
// its own slice.
const views = new WeakMap<SnapshotFrom<typeof quoteSearchMachine>, QuoteSearchView>();
function viewOf(actor: FindQuoteActor, snapshot: SnapshotFrom<typeof quoteSearchMachine>): QuoteSearchView {
  let view = views.get(snapshot);
  if (!view) {
    view = connectQuoteSearch(snapshot, actor.send);
    views.set(snapshot, view);
  }
  return view;
}

/** A slice of the connect; the component re-renders only when that slice changes. */
export function useFindQuote<T>(pick: (view: QuoteSearchView) => T, compare: (a: T, b: T) => boolean = sliceEqual): T {
  const actor = useFindQuoteActor();
  return useSelector(actor, (snapshot) => pick(viewOf(actor, snapshot)), compare);
}

/** The connect of the latest snapshot, for event handlers: its functions send the events. */
export function useFindQuoteNow(): () => QuoteSearchView {
  const actor = useFindQuoteActor();
  return useCallback(() => viewOf(actor, actor.getSnapshot()), [actor]);
}

/** The DOM id of a field path: `origin.place` → `fq-origin-place`. */
export const fieldId = (path: string) => `fq-${path.replace(/\./g, '-')}`;

/** Unit codes inside message values are translated too ("cm" → "厘米"), and days are formatted. */
const UNIT_VALUES = ['unit', 'weightUnit', 'volumeUnit'];
const DAY_VALUES = ['date'];

export function useTranslateMessage(): (message: FieldMessage | undefined | null) => string | null {
  const intl = useIntl();
  const { formatDate } = useDateFormat();
  return useCallback(
    (message) => {
      if (!message) return null;
      const values = Object.fromEntries(
        Object.entries(message.values ?? {}).map(([key, value]) => [
          key,
          UNIT_VALUES.includes(key)
            ? intl.formatMessage({ id: `findQuote.unit.${String(value)}` })
            : DAY_VALUES.includes(key) ? formatDate(String(value)) : value,
        ]),
      );
      return intl.formatMessage({ id: message.id }, values);
    },
    [intl, formatDate],
  );
}

/** The translated error of a field path, or null. */
export function useFieldError(path: string): string | null {
  const message = useFindQuote((v) => v.fieldError(path));
  return useTranslateMessage()(message);
}

export function useT(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
