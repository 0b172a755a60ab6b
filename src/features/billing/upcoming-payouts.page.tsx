/** Upcoming Payouts: not built yet; the page says so honestly, with the way back. */
import { EmptyState, Heading, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function UpcomingPayoutsPage() {
  return (
    <VStack align="stretch" gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.route.upcomingPayouts" />
      </Heading>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>
            <FormattedMessage id="billing.upcomingPayouts.unavailable" />
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </VStack>
  );
}
