/**
 * After a form is turned down, move focus to its first field marked invalid, so a keyboard or
 * screen-reader user lands on the message; never while typing, and not while the form is busy.
 *
 * Two ways to ask, for the two kinds of machine: a machine that counts its turned-down saves gives
 * `errorSeq` (focus on each new count); otherwise call the returned function as the form is submitted
 * and the focus moves once the answer is in (`busy` over, or `errorsKey` changed).
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export interface FocusFirstErrorTrigger {
  errorSeq?: number;
  busy?: boolean;
  errorsKey?: unknown;
  /** What to focus; a field marked invalid unless the form says otherwise. */
  selector?: string;
}

export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  { errorSeq = 0, busy = false, errorsKey, selector = '[aria-invalid="true"]' }: FocusFirstErrorTrigger,
): () => void {
  const seenSeq = useRef(errorSeq);
  const pending = useRef(false);
  useEffect(() => {
    if (errorSeq !== seenSeq.current) {
      seenSeq.current = errorSeq;
      pending.current = true;
    }
    if (!pending.current || busy) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [errorSeq, busy, errorsKey, formRef, selector]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}
