/**
 * The /login parent: the company's login logo (company settings, spec section 3) above the
 * sign-in screens, centred on the page, with the language switch (the shell's header is not shown
 * before sign in, and the choice is remembered for after).
 */
import { Box, chakra, Flex, Image, useSlotRecipe } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { selectCompanyConfig } from '../../../machines/session.machine';
import { useSessionSelector } from '../../app/session.context';
import { LanguageSwitch } from '../../i18n/language-switch';

export function LoginLayout() {
  const intl = useIntl();
  const { loginLogoUrl } = useSessionSelector(selectCompanyConfig);
  // Chakra's card styles on plain elements: the Card component is one more module on the first load.
  const card = useSlotRecipe({ key: 'card' })();
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.subtle" px="4" py="10">
      <Box width="full" maxW="md">
        <Flex justify="space-between" align="center" mb="6" gap="4">
          {loginLogoUrl ? <Image src={loginLogoUrl} alt={intl.formatMessage({ id: 'auth.layout.logoAlt' })} maxH="12" maxW="48" /> : <span />}
          <LanguageSwitch id="login-language" label={intl.formatMessage({ id: 'auth.layout.language' })} />
        </Flex>
        <chakra.div css={card.root}>
          <chakra.div css={card.body}>
            <Outlet />
          </chakra.div>
        </chakra.div>
      </Box>
    </Flex>
  );
}
