/**
 * The Find Quote actor for the form's components: each reads only its slice (so typing in one field
 * re-renders that field, not the page) and sends events; the machine decides everything.
 */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { Actor } from 'xstate';
import type { FieldMessage, QuoteSearchEvent, QuoteSearchSnapshot, quoteSearchMachine } from '../../../../machines/quote-search.machine';

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

export function useFindQuote<T>(selector: (snapshot: QuoteSearchSnapshot) => T, compare: (a: T, b: T) => boolean = shallowEqual): T {
  return useSelector(useFindQuoteActor(), selector, compare);
}

export function useSend(): (event: QuoteSearchEvent) => void {
  const actor = useFindQuoteActor();
  return useCallback((event: QuoteSearchEvent) => actor.send(event), [actor]);
}

/** The DOM id of a field path: `origin.place` → `fq-origin-place`. */
export const fieldId = (path: string) => `fq-${path.replace(/\./g, '-')}`;

/** Unit codes inside message values are translated too ("cm" → "厘米"). */
const UNIT_VALUES = ['unit', 'weightUnit', 'volumeUnit'];

export function useTranslateMessage(): (message: FieldMessage | undefined | null) => string | null {
  const intl = useIntl();
  return useCallback(
    (message) => {
      if (!message) return null;
      const values = Object.fromEntries(
        Object.entries(message.values ?? {}).map(([key, value]) => [
          key,
          UNIT_VALUES.includes(key) ? intl.formatMessage({ id: `findQuote.unit.${String(value)}` }) : value,
        ]),
      );
      return intl.formatMessage({ id: message.id }, values);
    },
    [intl],
  );
}

/** The translated error of a field path, or null. */
export function useFieldError(path: string): string | null {
  const message = useFindQuote((s) => s.context.errors[path], Object.is);
  return useTranslateMessage()(message);
}

export function useT(): (id: string, values?: Record<string, string | number>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}
