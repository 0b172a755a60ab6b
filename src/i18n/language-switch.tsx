/**
 * The language switch (en_US, zh_CN, zh_TW). A native select with a visible label: keyboard and
 * screen-reader friendly everywhere. Each language is named in itself so anyone can find their own.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocale } from './i18n-provider';
import { isLocale, LOCALES, type Locale } from './locales';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
};
const LANGUAGE_TAGS: Record<Locale, string> = { en_US: 'en-US', zh_CN: 'zh-CN', zh_TW: 'zh-TW' };

export function LanguageSwitch({ tone = 'default' }: { tone?: 'default' | 'header' }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const onHeader = tone === 'header';
  return (
    <Field.Root orientation="horizontal" width="auto" gap="2">
      <Field.Label fontSize="sm" color={onHeader ? 'header.fg' : undefined} whiteSpace="nowrap">
        {intl.formatMessage({ id: 'shell.language.label' })}
      </Field.Label>
      <NativeSelect.Root size="sm" width="auto">
        <NativeSelect.Field
          value={locale}
          onChange={(e) => {
            if (isLocale(e.currentTarget.value)) setLocale(e.currentTarget.value);
          }}
          bg={onHeader ? 'bg' : undefined}
          color={onHeader ? 'fg' : undefined}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
