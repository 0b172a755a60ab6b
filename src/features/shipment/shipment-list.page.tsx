/** Shipments: an honest empty state until the shipment list is built. */
import { EmptyState, Heading, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function ShipmentListPage() {
  return (
    <VStack align="stretch" gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.route.shipment" />
      </Heading>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>
            <FormattedMessage id="shipment.list.unavailable" />
          </EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </VStack>
  );
}
