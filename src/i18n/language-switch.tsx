/**
 * The language switch (en_US, zh_CN, zh_TW). A native select with a visible label: keyboard and
 * screen-reader friendly everywhere. Each language is named in itself so anyone can find their own.
 * It shows the language picked (`choice`), which the page takes on as soon as its messages are in.
 *
 * A plain select in the look of Chakra's NativeSelect (outline, size sm) rather than Chakra's NativeSelect,
 * which wraps Ark's Field (kept whole by the bundler once any part of it is used) and needs the native-select
 * recipe: the switch is on the sign-in screens, the first load of a signed-out visit
 * (docs/decisions/102-first-screen-components.md).
 */
import { chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocale } from './i18n-provider';
import { isLocale, LOCALES, toLanguageTag, type Locale } from './locales';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  zh_CN: '简体中文',
  zh_TW: '繁體中文',
};

// Chakra's native-select recipe, outline variant, size sm (3.37).
const FIELD = {
  width: '100%', minWidth: '0', height: '9', outline: '0', appearance: 'none', borderRadius: 'l2', borderWidth: '1px', borderColor: 'border',
  bg: 'transparent', lineHeight: 'normal', textStyle: 'sm', ps: '2.5', pe: '8', focusVisibleRing: 'inside', '& > option': { bg: 'bg' },
} as const;
const INDICATOR = {
  position: 'absolute', insetEnd: '2', top: '50%', transform: 'translateY(-50%)', height: '100%', display: 'inline-flex', alignItems: 'center',
  pointerEvents: 'none', color: 'fg.muted', textStyle: 'md', '& svg': { width: '1em', height: '1em' },
} as const;

function ChevronDown() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export interface LanguageSwitchProps {
  tone?: 'default' | 'header';
  /** The select's id (its label points at it). */
  id?: string;
  /** The visible label; default: the shell's "Language". */
  label?: string;
}

export function LanguageSwitch({ tone = 'default', id = 'language-switch', label }: LanguageSwitchProps) {
  const intl = useIntl();
  const { choice, setLocale } = useLocale();
  const onHeader = tone === 'header';
  return (
    <chakra.div display="flex" alignItems="center" gap="2">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium" whiteSpace="nowrap" color={onHeader ? 'header.fg' : undefined}>
        {label ?? intl.formatMessage({ id: 'shell.language.label' })}
      </chakra.label>
      <chakra.div position="relative" display="flex">
        <chakra.select
          id={id}
          css={[FIELD, onHeader ? { bg: 'bg', color: 'fg' } : {}]}
          value={choice}
          onChange={(e) => {
            if (isLocale(e.currentTarget.value)) setLocale(e.currentTarget.value);
          }}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l} lang={toLanguageTag(l)}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </chakra.select>
        <chakra.span css={INDICATOR}>
          <ChevronDown />
        </chakra.span>
      </chakra.div>
    </chakra.div>
  );
}
