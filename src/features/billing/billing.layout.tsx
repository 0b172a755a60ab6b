/** The billing parent: a section navigation over its five pages (docs/decisions/060 for the paths). */
import { HStack, Link as ChakraLink, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { billingLandingFor, billingSectionsFor } from '../../../machines/shared/billing-sections';
import { useSessionSelector } from '../../app/session.context';

const useRole = () => useSessionSelector((s) => s.context.user?.role ?? 'BUYER');

export function BillingLayout() {
  const intl = useIntl();
  const sections = billingSectionsFor(useRole());
  return (
    <VStack align="stretch" gap="6">
      <nav aria-label={intl.formatMessage({ id: 'billing.nav.label' })}>
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
          {sections.map((s) => (
            <li key={s.path}>
              <ChakraLink
                asChild
                px="3"
                py="1.5"
                rounded="md"
                textDecoration="none"
                color="fg"
                css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' } }}
              >
                <NavLink to={s.path}>{intl.formatMessage({ id: s.title })}</NavLink>
              </ChakraLink>
            </li>
          ))}
        </HStack>
      </nav>
      <Outlet />
    </VStack>
  );
}

/** /billing itself opens the section the role starts from. */
export function BillingIndex() {
  return <Navigate replace to={billingLandingFor(useRole())} />;
}
