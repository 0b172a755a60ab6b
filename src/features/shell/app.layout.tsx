/**
 * The signed-in frame: header (company logo, main navigation, language switch, user menu) and the
 * main landmark the pages render into.
 */
import { Box, Flex, HStack, Link as ChakraLink, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { NavLink, Outlet, Link as RouterLink } from 'react-router-dom';
import { selectHeaderLogoUrl, selectUser } from '../../../machines/session.machine';
import { PATHS } from '../../../machines/shared/route-paths';
import { useSessionSelector } from '../../app/session.context';
import { LanguageSwitch } from '../../i18n/language-switch';
import { mainNavFor } from './shell-menu';
import { UserMenu } from './user-menu';

export function AppLayout() {
  const intl = useIntl();
  const user = useSessionSelector(selectUser);
  const headerLogoUrl = useSessionSelector(selectHeaderLogoUrl);
  const appName = intl.formatMessage({ id: 'shell.appName' });

  return (
    <Flex direction="column" minH="100dvh">
      <ChakraLink
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        px="3"
        py="2"
        rounded="md"
        _focusVisible={{ top: '2' }}
      >
        {intl.formatMessage({ id: 'shell.skipToContent' })}
      </ChakraLink>
      <Box as="header" bg="header.bg" color="header.fg" px={{ base: '3', md: '6' }} py="2">
        {/* On a phone the navigation takes a row of its own under the logo and menus, and scrolls sideways. */}
        <Flex align="center" justify="space-between" columnGap={{ base: '3', md: '6' }} rowGap="2" wrap="wrap">
          <RouterLink to={PATHS.home}>
            <img src={headerLogoUrl} alt={user?.companyName || appName} height={32} style={{ height: 32, width: 'auto' }} />
            <VisuallyHidden>{intl.formatMessage({ id: 'shell.header.home' })}</VisuallyHidden>
          </RouterLink>
          <Box
            as="nav"
            aria-label={intl.formatMessage({ id: 'shell.nav.label' })}
            flex={{ base: '1 0 100%', md: '1' }}
            order={{ base: 1, md: 0 }}
            overflowX={{ base: 'auto', md: 'visible' }}
          >
            {user ? (
              <HStack as="ul" gap={{ base: '2', md: '4' }} listStyleType="none" wrap={{ base: 'nowrap', md: 'wrap' }} py="1">
                {mainNavFor(user.role).map((link) => (
                  <li key={link.id}>
                    <ChakraLink
                      asChild
                      color="header.fg"
                      fontWeight="medium"
                      px="2"
                      py="1"
                      whiteSpace="nowrap"
                      rounded="sm"
                      textDecoration="none"
                      _hover={{ textDecoration: 'underline' }}
                      css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px' } }}
                    >
                      <NavLink to={link.path ?? PATHS.home} end={link.path === PATHS.home}>
                        {intl.formatMessage({ id: link.label })}
                      </NavLink>
                    </ChakraLink>
                  </li>
                ))}
              </HStack>
            ) : null}
          </Box>
          <LanguageSwitch tone="header" />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <Spinner size="sm" color="header.fg" aria-label={intl.formatMessage({ id: 'shell.loading' })} />
          )}
        </Flex>
      </Box>
      <Box as="main" id="main" tabIndex={-1} flex="1" px={{ base: '3', md: '6' }} py="6" outline="none">
        <Outlet />
      </Box>
    </Flex>
  );
}
