/**
 * What a shipment's documents and comments show before their list: loading, a failed load with its
 * retry, or nothing yet. Both parts load the same way, so they say it the same way; the texts are theirs.
 */
import type { ReactNode } from 'react';
import { Button, EmptyState, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ToneAlert } from '../../../components/message-alert';

export interface ListLoadPhaseProps {
  phase: 'loading' | 'failed' | 'empty' | 'list';
  /** The translated load failure, when there is one. */
  loadError: string | null;
  onRetry: () => void;
  text: { loading: string; retry: string; emptyTitle: string; emptyDescription: ReactNode };
}

export function ListLoadPhase({ phase, loadError, onRetry, text }: ListLoadPhaseProps) {
  return (
    <>
      {phase === 'loading' ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{text.loading}</Text>
        </HStack>
      ) : null}
      {phase === 'failed' && loadError ? (
        <Stack gap="3" align="flex-start">
          <ToneAlert problem>{loadError}</ToneAlert>
          <Button type="button" variant="outline" onClick={onRetry}>
            {text.retry}
          </Button>
        </Stack>
      ) : null}
      {phase === 'empty' ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderColor="border" rounded="md">
          <EmptyState.Content>
            <EmptyState.Title as="h3">{text.emptyTitle}</EmptyState.Title>
            <EmptyState.Description>{text.emptyDescription}</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : null}
    </>
  );
}
