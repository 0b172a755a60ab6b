/**
 * A message in Chakra's alert, announced by what it is. Chakra gives every alert role=alert, which makes
 * a screen reader break off for a standing notice ("this shipment is closed"); here a failure is
 * announced at once (role alert) and anything else politely (role status), unless `urgent` says a
 * warning needs the user now. Every page's and dialog's notices, outcomes and failures use it.
 */
import type { ReactNode, Ref } from 'react';
import { Alert, HStack, Stack } from '@chakra-ui/react';

export type MessageAlertStatus = 'error' | 'warning' | 'info' | 'success';

export interface MessageAlertProps {
  status: MessageAlertStatus;
  title?: ReactNode;
  children?: ReactNode;
  size?: 'sm';
  /** A warning that must interrupt (it answers what the user just did). A failure always does. */
  urgent?: boolean;
  /** Without the tone's icon: an outcome line that reads as part of the panel it closes (the rate import's). */
  plain?: boolean;
  /** Inside a live region the page keeps rendered, which announces it: the alert takes no role of its own. */
  inLiveRegion?: boolean;
  /** For a message the page moves the focus to (with `tabIndex={-1}`). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
}

export function MessageAlert({ status, title, children, size, urgent, plain, inLiveRegion, ref, tabIndex }: MessageAlertProps) {
  const role = inLiveRegion ? 'presentation' : status === 'error' || urgent ? 'alert' : 'status';
  return (
    <Alert.Root ref={ref} tabIndex={tabIndex} size={size} status={status} role={role}>
      {plain ? null : <Alert.Indicator />}
      <Alert.Content>
        {title ? <Alert.Title>{title}</Alert.Title> : null}
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}

/** An outcome: a success, or a problem (announced at once). */
export function ToneAlert({ problem, size, children }: { problem: boolean; size?: 'sm'; children: ReactNode }) {
  return (
    <MessageAlert status={problem ? 'error' : 'success'} size={size}>
      {children}
    </MessageAlert>
  );
}

/** A failure that leaves the page nothing to show, with what the user can do next under it. */
export function ProblemWithActions({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Stack gap="4">
      <MessageAlert status="error">{children}</MessageAlert>
      {actions ? (
        <HStack gap="3" wrap="wrap">
          {actions}
        </HStack>
      ) : null}
    </Stack>
  );
}
