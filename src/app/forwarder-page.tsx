/**
 * A page only forwarders work with (machines/shared/forwarder-pages.ts decides; docs/decisions/216).
 * It waits for the user record (a new tab fetches it); a forwarder gets the page, a shipper its title,
 * an alert saying whom it is for and a link to their own page, as Billing does for the other role's
 * sections. The page is not rendered for a shipper, so none of its calls is refused with 10303.
 */
import type { ReactNode } from 'react';
import { Box, chakra, Heading, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { forwarderPageAccess, type ForwarderPageId } from '../../machines/shared/forwarder-pages';
import { selectUser, type CurrentUser } from '../../machines/session.machine';
import { useSessionSelector } from './session.context';

export function ForwarderPage({ page, children }: { page: ForwarderPageId; children: (role: CurrentUser['role']) => ReactNode }) {
  const intl = useIntl();
  const role = useSessionSelector((s) => selectUser(s)?.role ?? null);
  if (!role) {
    return (
      <HStack role="status" gap="3" py="6">
        <Spinner size="sm" />
        <Text>{intl.formatMessage({ id: 'shell.loading' })}</Text>
      </HStack>
    );
  }
  const access = forwarderPageAccess(role, page);
  if (access.kind === 'allowed') return children(role);
  return (
    <VStack align="stretch" gap="4">
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: access.titleId })}
      </Heading>
      <Box role="alert" borderWidth="1px" borderRadius="l3" p="4">
        <Text>{intl.formatMessage({ id: access.reasonId })}</Text>
      </Box>
      <Box>
        <chakra.a asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" focusVisibleRing="outside">
          <RouterLink to={access.way}>{intl.formatMessage({ id: access.wayLabelId })}</RouterLink>
        </chakra.a>
      </Box>
    </VStack>
  );
}
