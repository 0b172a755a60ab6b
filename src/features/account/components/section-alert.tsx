/** A section's message, announced: failures as role=alert, outcomes as role=status. */
import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function SectionAlert({ status, title, children }: { status: 'error' | 'success' | 'info'; title?: ReactNode; children: ReactNode }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
