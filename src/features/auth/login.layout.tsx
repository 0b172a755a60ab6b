/**
 * The /login parent: the company's login logo (company settings, spec section 3) above the
 * sign-in screens, centred on the page, with the language switch (the shell's header is not shown
 * before sign in, and the choice is remembered for after).
 */
import { Box, Card, Field, Flex, Image, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { selectCompanyConfig } from '../../../machines/session.machine';
import { useSessionSelector } from '../../app/session.context';
import { useLocale } from '../../i18n/i18n-provider';
import { isLocale, LOCALES, toLanguageTag, type Locale } from '../../i18n/locales';

/** Each language named in itself, whatever the current language: that is how people find theirs. */
const LANGUAGE_NAMES: Record<Locale, string> = { en_US: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' };

export function LoginLayout() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { loginLogoUrl } = useSessionSelector(selectCompanyConfig);
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" bg="bg.subtle" px="4" py="10">
      <Box width="full" maxW="md">
        <Flex justify="space-between" align="center" mb="6" gap="4">
          {loginLogoUrl ? <Image src={loginLogoUrl} alt={intl.formatMessage({ id: 'auth.layout.logoAlt' })} maxH="12" maxW="48" /> : <span />}
          <Field.Root id="login-language" orientation="horizontal" width="auto" gap="2">
            <Field.Label textStyle="sm" whiteSpace="nowrap">{intl.formatMessage({ id: 'auth.layout.language' })}</Field.Label>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                value={locale}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  if (isLocale(next)) setLocale(next);
                }}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l} lang={toLanguageTag(l)}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Flex>
        <Card.Root>
          <Card.Body>
            <Outlet />
          </Card.Body>
        </Card.Root>
      </Box>
    </Flex>
  );
}
