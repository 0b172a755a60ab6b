/** Quote Management: not built yet; the page says so honestly, with the way back. */
import { EmptyState, Heading, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function QuoteManagementPage() {
  return (
    <VStack align="stretch" gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.route.quoteManagement" />
      </Heading>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>
            <FormattedMessage id="quote.quoteManagement.unavailable" />
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </VStack>
  );
}
