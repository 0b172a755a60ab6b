/**
 * Account Setting. The profile, company and user-management sections are not built yet; the page shows who is signed in, from /user/current, with the member-since date in the
 * chosen language.
 */
import { Box, Button, Card, Heading, Text, VStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useSessionSelector } from '../../app/session.context';
import { useDateFormat } from '../../i18n/use-date-format';

export function AccountSettingPage() {
  const user = useSessionSelector((s) => s.context.user);
  const { formatDate } = useDateFormat();
  return (
    <VStack align="stretch" gap="6" maxW="2xl">
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.route.accountSetting" />
      </Heading>
      {user ? (
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              <FormattedMessage id="account.profile.heading" />
            </Heading>
          </Card.Header>
          <Card.Body>
            <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="6" rowGap="2">
              <Text as="dt" color="fg.muted"><FormattedMessage id="account.profile.name" /></Text>
              <Text as="dd">{user.firstName} {user.lastName}</Text>
              <Text as="dt" color="fg.muted"><FormattedMessage id="account.profile.email" /></Text>
              <Text as="dd">{user.email}</Text>
              <Text as="dt" color="fg.muted"><FormattedMessage id="account.profile.company" /></Text>
              <Text as="dd">{user.companyName}</Text>
              <Text as="dt" color="fg.muted"><FormattedMessage id="account.profile.memberSince" /></Text>
              <Text as="dd">
                <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
              </Text>
            </Box>
          </Card.Body>
          <Card.Footer>
            <Button asChild variant="outline">
              <RouterLink to="/account/change-password">
                <FormattedMessage id="shell.route.changePassword" />
              </RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      ) : null}
      <Text color="fg.muted">
        <FormattedMessage id="account.moreSoon" />
      </Text>
    </VStack>
  );
}
