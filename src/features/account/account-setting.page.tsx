/**
 * Account Setting (/account/setting and its sections; docs/decisions/130): a side menu of the sections
 * the user has (machines/shared/account-sections.ts decides which) beside the section's page; on a
 * phone the menu becomes a row of tabs that scrolls sideways. A section the user may not see says why,
 * instead of a blank or a refused request.
 */
import { Box, chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { accountSettingView } from '../../../machines/shared/account-sections';
import { PATHS } from '../../../machines/shared/route-paths';
import { selectCompanyConfig, selectUser } from '../../../machines/session.machine';
import { useSessionSelector } from '../../app/session.context';
import { sectionTabsCss } from '../../components/section-tabs-css';
import { MessageAlert } from '../../components/message-alert';
import { WaitingForUser } from './components/waiting-for-user';

const menuCss = sectionTabsCss({
  flow: { flexDirection: { base: 'row', md: 'column' } },
  edge: { pb: { base: '2', md: '0' }, borderBottomWidth: { base: '1px', md: '0' } },
  linkDisplay: 'flex',
});

export function AccountSettingPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const user = useSessionSelector(selectUser);
  const config = useSessionSelector(selectCompanyConfig);
  const { pathname } = useLocation();
  const view = accountSettingView(pathname, user, config);

  return (
    <Stack gap="6" maxW="7xl">
      <Heading as="h1" size="xl">
        {t('shell.route.accountSetting')}
      </Heading>
      {!user ? (
        <WaitingForUser />
      ) : (
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: '14rem minmax(0, 1fr)' }} gap={{ base: '4', md: '8' }} alignItems="start">
          <nav aria-label={t('account.nav.label')}>
            <chakra.ul css={menuCss}>
              {view.sections.map((s) => (
                <li key={s.id}>
                  {/* The current section is marked whichever of its paths is open (/account/setting is Profile). */}
                  <RouterLink to={s.path} aria-current={s.id === view.current ? 'page' : undefined}>
                    {t(s.title)}
                  </RouterLink>
                </li>
              ))}
            </chakra.ul>
          </nav>
          <Box minW="0">
            {view.refusedMessage ? (
              <MessageAlert status="info" title={t('account.refused.title')}>
                <Stack gap="2" align="flex-start">
                  <Text>{t(view.refusedMessage)}</Text>
                  <chakra.a asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={PATHS.accountProfile}>{t('account.refused.back')}</RouterLink>
                  </chakra.a>
                </Stack>
              </MessageAlert>
            ) : (
              <Outlet />
            )}
          </Box>
        </Grid>
      )}
    </Stack>
  );
}
