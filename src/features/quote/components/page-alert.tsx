/** Page-level messages, announced: failures as role=alert, outcomes and progress as role=status. */
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function PageAlert({ status, title, children }: { status: 'error' | 'success' | 'info' | 'warning'; title?: ReactNode; children?: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
