/** While a new tab fetches the signed-in user's record, the section says so rather than showing a blank. */
import { HStack, Spinner, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function WaitingForUser() {
  const intl = useIntl();
  return (
    <HStack role="status" gap="3" py="6">
      <Spinner size="sm" />
      <Text>{intl.formatMessage({ id: 'account.loadingUser' })}</Text>
    </HStack>
  );
}
