/**
 * Form-level messages, announced: failures as role=alert, outcomes as role=status.
 *
 * Plain elements in Chakra's alert styles (the `alert` slot recipe) rather than Chakra's Alert, which
 * brings every icon the app uses along with it: this is on the sign-in screen, the first load of a
 * signed-out visit (docs/decisions/102-first-screen-components.md).
 */
import { chakra, useSlotRecipe } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Status = 'error' | 'success' | 'info';

// Chakra's own status icons (the paths of its WarningIcon, CheckCircleIcon and InfoIcon).
const RING = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const MARK: Record<Status, string> = {
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success: 'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
};

export function FormAlert({ status, title, children }: { status: Status; title?: ReactNode; children: ReactNode }) {
  const styles = useSlotRecipe({ key: 'alert' })({ status });
  return (
    <chakra.div role={status === 'error' ? 'alert' : 'status'} data-status={status} css={styles.root}>
      <chakra.span css={styles.indicator}>
        <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <path d={`${RING}${MARK[status]}`} />
        </svg>
      </chakra.span>
      <chakra.div css={styles.content}>
        {title ? <chakra.div css={styles.title}>{title}</chakra.div> : null}
        <chakra.div css={styles.description}>{children}</chakra.div>
      </chakra.div>
    </chakra.div>
  );
}
