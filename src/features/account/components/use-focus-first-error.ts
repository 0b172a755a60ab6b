/**
 * When a save is turned down with field messages (the machine bumps `errorSeq`), move focus to the
 * first field marked invalid, so a keyboard or screen-reader user lands on its message.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useFocusFirstError(formRef: RefObject<HTMLFormElement | null>, errorSeq: number) {
  const seen = useRef(errorSeq);
  useEffect(() => {
    if (errorSeq === seen.current) return;
    seen.current = errorSeq;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errorSeq, formRef]);
}
