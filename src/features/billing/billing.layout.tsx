/** The billing parent: a section navigation over its five pages (docs/decisions/060 for the paths). */
import { HStack, Link as ChakraLink, VStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Navigate, NavLink, Outlet } from 'react-router-dom';
import { useSessionSelector } from '../../app/session.context';

const SECTIONS = [
  { path: 'upcoming-bill', title: 'shell.route.upcomingBill' },
  { path: 'upcoming-payouts', title: 'shell.route.upcomingPayouts' },
  { path: 'history-statement', title: 'shell.route.historyStatement' },
  { path: 'invoice', title: 'shell.route.invoice' },
  { path: 'bank-detail', title: 'shell.route.bankDetail' },
] as const;

export function BillingLayout() {
  const intl = useIntl();
  return (
    <VStack align="stretch" gap="6">
      <nav aria-label={intl.formatMessage({ id: 'billing.nav.label' })}>
        <HStack as="ul" listStyleType="none" gap="1" wrap="wrap" borderBottomWidth="1px" pb="2">
          {SECTIONS.map((s) => (
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

/** /billing itself opens the section each role starts from: a shipper's bills, a forwarder's payouts. */
export function BillingIndex() {
  const role = useSessionSelector((s) => s.context.user?.role);
  return <Navigate replace to={role === 'SELLER' ? 'upcoming-payouts' : 'upcoming-bill'} />;
}
