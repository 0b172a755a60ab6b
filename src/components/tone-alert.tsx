/**
 * An outcome in Chakra's alert: a success is announced politely (role status), a problem at once (role
 * alert). Shipment Details' actions, adjustment items, documents and comments, and the refusals in the
 * app's dialogs, all say their outcomes this one way.
 */
import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export function ToneAlert({ problem, size, children }: { problem: boolean; size?: 'sm'; children: ReactNode }) {
  return (
    <Alert.Root size={size} status={problem ? 'error' : 'success'} role={problem ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
