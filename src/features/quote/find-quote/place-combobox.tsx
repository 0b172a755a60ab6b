/**
 * The searchable place field (WAI-ARIA combobox with a listbox popup): the input keeps focus, the
 * highlighted option is announced through aria-activedescendant. Arrow keys move, Enter picks,
 * Escape closes; a status line says what the look-up is doing and how many places it found. The
 * machine debounces, searches, cancels and decides which option is highlighted.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box, Button, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import type { EndName } from '../../../../machines/quote-search/quote-search.types';
import { describedBy, ERROR_COLOR } from '../../../components/form/text-field';
import { useFieldError, useFindQuote, useFindQuoteNow, useT } from './find-quote-actor';

export function PlaceCombobox({ end, id, label, hint }: { end: EndName; id: string; label: string; hint?: string }) {
  const t = useT();
  const now = useFindQuoteNow();
  const query = useFindQuote((v) => v.end(end).query, Object.is);
  const lookup = useFindQuote((v) => v.lookup(end));
  const error = useFieldError(`${end}.place`);
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
          value={query}
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
                  {option.label}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {option.detail}
                </Text>
              </Box>
            ))
            : null}
        </Box>
      </Box>
      <Text role="status" fontSize="sm" color="fg.muted" minH={statusText ? undefined : '0'}>
        {lookup.busy ? <Spinner size="xs" me="2" /> : null}
        {statusText}
      </Text>
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
