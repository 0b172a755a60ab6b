/** Upcoming Bills: not built yet; the page says so honestly, with the way back. */
import { EmptyState, Heading, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function UpcomingBillPage() {
  return (
    <VStack align="stretch" gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.route.upcomingBill" />
      </Heading>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>
            <FormattedMessage id="billing.upcomingBill.unavailable" />
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </VStack>
  );
}
