/**
 * The signed-in frame: header (company logo, main navigation, language switch, user menu) and the
 * main landmark the pages render into. On a phone the header is one row, logo and a menu button; the
 * navigation, the language switch and the user menu open under it (decision 179).
 */
import { useId, useRef, useState } from 'react';
import { Box, Button, Flex, HStack, Link as ChakraLink, Spinner, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Outlet, Link as RouterLink, useLocation } from 'react-router-dom';
import { homeOf, selectHeaderLogoUrl, selectUser, type CurrentUser } from '../../../machines/session.machine';
import { PATHS } from '../../../machines/shared/route-paths';
import { useSessionSelector } from '../../app/session.context';
import { LanguageSwitch } from '../../i18n/language-switch';
import { isCurrentLink, mainNavFor } from './shell-menu';
import { UserMenu } from './user-menu';

const NAV_LINK_CSS = { '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px', textDecorationThickness: '2px' } };

function NavLinks({ user, vertical, onFollow }: { user: CurrentUser; vertical?: boolean; onFollow?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const List = vertical ? Stack : HStack;
  return (
    <List as="ul" gap={vertical ? '1' : '4'} listStyleType="none" py="1" align={vertical ? 'stretch' : 'center'}>
      {mainNavFor(user.role).map((link) => (
        <li key={link.id}>
          <ChakraLink
            asChild
            display={vertical ? 'block' : undefined}
            color="header.fg"
            fontWeight="medium"
            px="2"
            py={vertical ? '2' : '1'}
            whiteSpace="nowrap"
            rounded="sm"
            textDecoration="none"
            _hover={{ textDecoration: 'underline' }}
            css={NAV_LINK_CSS}
          >
            <RouterLink to={link.path ?? PATHS.home} aria-current={isCurrentLink(link, pathname) ? 'page' : undefined} onClick={onFollow}>
              {intl.formatMessage({ id: link.label })}
            </RouterLink>
          </ChakraLink>
        </li>
      ))}
    </List>
  );
}

export function AppLayout() {
  const intl = useIntl();
  const user = useSessionSelector(selectUser);
  const headerLogoUrl = useSessionSelector(selectHeaderLogoUrl);
  const appName = intl.formatMessage({ id: 'shell.appName' });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);

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
        <Flex align="center" justify="space-between" columnGap={{ base: '3', md: '6' }}>
          {/* The logo keeps its whole width: the navigation gives way first. */}
          <RouterLink to={homeOf(user)} style={{ flexShrink: 0 }}>
            <img src={headerLogoUrl} alt={user?.companyName || appName} height={32} style={{ height: 32, width: 'auto', maxWidth: 'none' }} />
            <VisuallyHidden>{intl.formatMessage({ id: 'shell.header.home' })}</VisuallyHidden>
          </RouterLink>
          <Box as="nav" aria-label={intl.formatMessage({ id: 'shell.nav.label' })} flex="1" minW="0" hideBelow="md">
            {user ? <NavLinks user={user} /> : null}
          </Box>
          <Box hideBelow="md">
            <LanguageSwitch tone="header" />
          </Box>
          <Box hideBelow="md">
            {user ? <UserMenu user={user} /> : <Spinner size="sm" color="header.fg" aria-label={intl.formatMessage({ id: 'shell.loading' })} />}
          </Box>
          <Button
            ref={menuButton}
            hideFrom="md"
            variant="outline"
            size="sm"
            color="header.fg"
            borderColor="header.fg/40"
            _hover={{ bg: 'whiteAlpha.200' }}
            _expanded={{ bg: 'whiteAlpha.200' }}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">☰</span>
            {intl.formatMessage({ id: 'shell.menu.open' })}
          </Button>
        </Flex>
        {menuOpen ? (
          <Box
            id={menuId}
            hideFrom="md"
            pt="2"
            pb="1"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              closeMenu();
              menuButton.current?.focus();
            }}
          >
            <nav aria-label={intl.formatMessage({ id: 'shell.nav.label' })}>{user ? <NavLinks user={user} vertical onFollow={closeMenu} /> : null}</nav>
            <Flex gap="3" wrap="wrap" align="center" justify="space-between" pt="2" borderTopWidth="1px" borderColor="header.fg/20">
              <LanguageSwitch tone="header" id="language-switch-phone" />
              {user ? <UserMenu user={user} /> : null}
            </Flex>
          </Box>
        ) : null}
      </Box>
      <Box as="main" id="main" tabIndex={-1} flex="1" px={{ base: '3', md: '6' }} py="6" outline="none">
        <Outlet />
      </Box>
    </Flex>
  );
}
