/**
 * The error boundary of one page inside the signed-in layout: the menu stays, the page says it could
 * not be shown, and offers to try it again or to go home. The root boundary (src/app/session-gate.tsx
 * RouteError) stays for failures outside the layout.
 */
import { useEffect } from 'react';
import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { PATHS } from '../../../machines/shared/route-paths';

export function PageError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // Kept visible for support; the page itself says what to do.
    console.error(error);
  }, [error]);
  // A navigation clears the router's error: the same address renders the page afresh.
  const tryAgain = () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  return (
    <Box role="alert" maxW="xl">
      <Heading as="h1" size="lg" mb="3">
        <FormattedMessage id="shell.pageError.title" />
      </Heading>
      <Text mb="4">
        <FormattedMessage id="shell.pageError.body" />
      </Text>
      <HStack gap="3">
        <Button onClick={tryAgain}>
          <FormattedMessage id="shell.pageError.retry" />
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={PATHS.home}>
            <FormattedMessage id="shell.pageError.home" />
          </RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
