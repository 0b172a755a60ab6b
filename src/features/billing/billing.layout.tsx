/**
 * The billing parent (docs/decisions/060 for the paths, 129 for the tabs): a tab bar of the sections
 * the role works with (machines/shared/billing-sections.ts decides which), over the section's page. On
 * a phone the bar scrolls sideways, nothing cut off. A section of the other role says why it is not
 * shown and links to the role's own billing page, instead of a blank or a refused request.
 */
import { Box, chakra, Heading, HStack, Spinner, Text, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { billingLandingFor, billingSectionAccess, billingSectionsFor } from '../../../machines/shared/billing-sections';
import { selectUser } from '../../../machines/session.machine';
import { useSessionSelector } from '../../app/session.context';
import { sectionTabsCss } from '../../components/section-tabs-css';

const useRole = () => useSessionSelector((s) => selectUser(s)?.role ?? null);

const tabCss = sectionTabsCss({
  flow: { flexWrap: { base: 'nowrap', md: 'wrap' } },
  edge: { pb: '2', borderBottomWidth: '1px' },
  linkDisplay: 'inline-flex',
});

function Waiting() {
  const intl = useIntl();
  return (
    <HStack role="status" gap="3" py="6">
      <Spinner size="sm" />
      <Text>{intl.formatMessage({ id: 'billing.loadingUser' })}</Text>
    </HStack>
  );
}

export function BillingLayout() {
  const intl = useIntl();
  const role = useRole();
  const { pathname } = useLocation();
  // The tabs and what a section shows depend on the role: wait for the user record (a new tab fetches it).
  if (!role) return <Waiting />;
  const sections = billingSectionsFor(role);
  const access = billingSectionAccess(role, pathname);
  return (
    <VStack align="stretch" gap="6">
      <nav aria-label={intl.formatMessage({ id: 'billing.nav.label' })}>
        <chakra.ul css={tabCss}>
          {sections.map((s) => (
            <li key={s.path}>
              <NavLink to={s.path}>{intl.formatMessage({ id: s.title })}</NavLink>
            </li>
          ))}
        </chakra.ul>
      </nav>
      {access.kind === 'refused' ? (
        <VStack align="stretch" gap="4">
          <Heading as="h1" size="xl">
            {intl.formatMessage({ id: access.section.title })}
          </Heading>
          <Box role="alert" borderWidth="1px" borderRadius="l3" p="4">
            <Text>{intl.formatMessage({ id: access.reason }, { section: intl.formatMessage({ id: access.section.title }) })}</Text>
          </Box>
          <Box>
            <chakra.a asChild color="brand.fg" fontWeight="semibold" textDecoration="underline" focusVisibleRing="outside">
              <RouterLink to={access.landing}>{intl.formatMessage({ id: 'billing.refused.goToLanding' })}</RouterLink>
            </chakra.a>
          </Box>
        </VStack>
      ) : (
        <Outlet />
      )}
    </VStack>
  );
}

/** /billing itself opens the section the role starts from. */
export function BillingIndex() {
  const role = useRole();
  if (!role) return <Waiting />;
  return <Navigate replace to={billingLandingFor(role)} />;
}
