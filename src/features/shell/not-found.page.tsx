/** Any path no route knows, for a signed-in user (signed out, the guard sends it to /login first). */
import { Button, EmptyState, Heading, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PATHS } from '../../../machines/shared/route-paths';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <VStack align="stretch" gap="4">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.route.notFound" />
      </Heading>
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Description>
            <FormattedMessage id="shell.notFound.body" values={{ path: <code>{location.pathname}</code> }} />
          </EmptyState.Description>
          <Button asChild>
            <RouterLink to={PATHS.home}>
              <FormattedMessage id="shell.notFound.home" />
            </RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </VStack>
  );
}
