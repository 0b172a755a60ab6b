/**
 * After a submit that the machine turned down, move focus to the first field marked invalid, so a
 * keyboard or screen-reader user lands on the message. Only after a submit: never while typing.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, busy: boolean, errorsKey: unknown) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || busy) return;
    pending.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [busy, errorsKey, formRef]);
  return useCallback(() => {
    pending.current = true;
  }, []);
}
