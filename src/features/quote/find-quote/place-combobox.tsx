/**
 * The searchable place field (WAI-ARIA combobox with a listbox popup): the input keeps focus, the
 * highlighted option is announced through aria-activedescendant. Arrow keys move, Enter picks,
 * Escape closes; a status line says what the look-up is doing and how many places it found. The
 * machine debounces, searches, cancels and decides which option is highlighted.
 *
 * The list and the look-up's progress float over the form (a positioned popover) and the spoken
 * status takes no room: opening or closing the list never moves the form, so the click that closes
 * it lands where it was aimed (docs/decisions/165). Places are named in the reader's language.
 */
import { useEffect, useMemo, useRef, type KeyboardEvent } from 'react';
import { Box, Button, Field, HStack, Input, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { placeLabel } from '../../../../machines/quote-search/quote-search.draft';
import type { EndName } from '../../../../machines/quote-search/quote-search.types';
import { describedBy, ERROR_COLOR } from '../../../components/form/text-field';
import { useLocale } from '../../../i18n/i18n-provider';
import { cityName, placeName } from '../../../i18n/place-name';
import { countryName } from '../../../i18n/country-names';
import { usePlaceJoin } from '../components/place-label';
import { useFieldError, useFindQuote, useFindQuoteNow, useT, useTranslateMessage } from './find-quote-actor';

/** A country's name in the reader's language, the catalogue's English name when the browser has none. */
function useCountryName() {
  const { locale } = useLocale();
  return useMemo(() => (code: string, fallback: string) => (locale === 'en_US' ? fallback : countryName(code, locale, fallback)), [locale]);
}

export function PlaceCombobox({ end, id, label, hint }: { end: EndName; id: string; label: string; hint?: string }) {
  const t = useT();
  const now = useFindQuoteNow();
  const { locale } = useLocale();
  const nameOfCountry = useCountryName();
  const placeJoin = usePlaceJoin();
  const translate = useTranslateMessage();
  const { query, picked } = useFindQuote((v) => {
    const e = v.end(end);
    return { query: e.query, picked: e.picked };
  });
  const lookup = useFindQuote((v) => v.lookup(end));
  const notice = translate(useFindQuote((v) => v.notice(`${end}.place`)));
  const error = useFieldError(`${end}.place`);
  // A picked place shows under its name in the reader's language; typing replaces it as usual.
  const shown = picked ? placeLabel({ name: placeName(picked, locale), code: picked.code }) : query;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { open } = lookup;
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the highlighted option in view when the list scrolls.
  useEffect(() => {
    if (!open || lookup.active < 0) return;
    listRef.current?.ownerDocument.getElementById(optionId(lookup.active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (now().lookupKeyDown(end, e.key)) e.preventDefault();
  };

  const statusText = lookup.statusMessage ? t(lookup.statusMessage.id, lookup.statusMessage.values) : '';

  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
      <Field.Label>{label}</Field.Label>
      <Box position="relative" width="full">
        <Input
          name={id}
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && lookup.active >= 0 ? optionId(lookup.active) : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          value={shown}
          placeholder={t('findQuote.lookup.placeholder')}
          onChange={(e) => now().typePlace(end, e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => now().leavePlace()}
        />
        <Box
          as="ul"
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!open}
          position="absolute"
          zIndex="dropdown"
          top="100%"
          insetStart="0"
          insetEnd="0"
          mt="1"
          maxH="18rem"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          shadow="md"
          listStyleType="none"
          py="1"
        >
          {open
            ? lookup.options.map((option, index) => (
              <Box
                as="li"
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === lookup.active}
                px="3"
                py="2"
                cursor="pointer"
                bg={index === lookup.active ? 'colorPalette.subtle' : undefined}
                _hover={{ bg: 'bg.muted' }}
                // Keep focus in the input: a click must not blur it (and close the list) first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => now().pickPlace(end, index)}
              >
                <Text as="span" display="block">
                  {option.code ? placeLabel({ name: placeName(option, locale), code: option.code }) : placeName(option, locale)}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {placeJoin([cityName(option, locale), option.region, nameOfCountry(option.country, option.countryName)])}
                </Text>
              </Box>
            ))
            : null}
        </Box>
        {/* Progress and "nothing found" float like the list: they come and go without moving the form. */}
        {!open && statusText ? (
          <HStack
            aria-hidden="true"
            position="absolute"
            zIndex="dropdown"
            top="100%"
            insetStart="0"
            insetEnd="0"
            mt="1"
            px="3"
            py="2"
            gap="2"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            shadow="md"
            fontSize="sm"
            color="fg.muted"
          >
            {lookup.busy ? <Spinner size="xs" /> : null}
            <Text>{statusText}</Text>
          </HStack>
        ) : null}
      </Box>
      <VisuallyHidden role="status">{statusText}</VisuallyHidden>
      {notice ? (
        <Text fontSize="sm" color="fg.warning" role="alert">
          {notice}
        </Text>
      ) : null}
      {lookup.failureMessage ? (
        <HStack gap="3" wrap="wrap">
          <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
            {t(lookup.failureMessage)}
          </Text>
          <Button type="button" size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => now().retryLookup()}>
            {t('findQuote.lookup.retry')}
          </Button>
        </HStack>
      ) : null}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText color={ERROR_COLOR}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
