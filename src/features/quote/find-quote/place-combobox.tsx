/**
 * The searchable place field (WAI-ARIA combobox with a listbox popup): the input keeps focus, the
 * highlighted option is announced through aria-activedescendant. Arrow keys move, Enter picks,
 * Escape closes; a status line says what the look-up is doing and how many places it found. The
 * machine debounces, searches, cancels and decides which option is highlighted.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box, Button, Field, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { selectLookup, type EndName, type Location } from '../../../../machines/quote-search.machine';
import { describedBy, ERROR_COLOR } from '../form-controls';
import { useFieldError, useFindQuote, useSend, useT } from './find-quote-actor';

const FAILURE_MESSAGES: Record<string, string> = {
  network: 'findQuote.lookup.failed.network',
  timeout: 'findQuote.lookup.failed.timeout',
  tooFrequent: 'findQuote.lookup.failed.tooFrequent',
  generic: 'findQuote.lookup.failed.generic',
};

function optionText(place: Location): string {
  return place.type === 'DOOR' ? `${place.name}` : `${place.name} (${place.code})`;
}

export function PlaceCombobox({ end, id, label, hint }: { end: EndName; id: string; label: string; hint?: string }) {
  const t = useT();
  const send = useSend();
  const query = useFindQuote((s) => s.context.draft[end].query, Object.is);
  const lookup = useFindQuote((s) => selectLookup(s, end));
  const error = useFieldError(`${end}.place`);
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = lookup.status === 'open' && lookup.results.length > 0;
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the highlighted option in view when the list scrolls.
  useEffect(() => {
    if (!open || lookup.active < 0) return;
    listRef.current?.ownerDocument.getElementById(optionId(lookup.active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        send(open ? { type: 'LOOKUP.MOVE', end, to: 'next' } : { type: 'LOOKUP.OPEN', end });
        break;
      case 'ArrowUp':
        if (!open) return;
        e.preventDefault();
        send({ type: 'LOOKUP.MOVE', end, to: 'prev' });
        break;
      case 'PageUp':
      case 'PageDown':
        if (!open) return;
        e.preventDefault();
        send({ type: 'LOOKUP.MOVE', end, to: e.key === 'PageUp' ? 'first' : 'last' });
        break;
      case 'Enter':
        // Enter picks the highlighted place instead of submitting the form.
        if (!open) return;
        e.preventDefault();
        send({ type: 'LOOKUP.PICK', end });
        break;
      case 'Escape':
        if (lookup.status === 'closed') return;
        e.preventDefault();
        send({ type: 'LOOKUP.CLOSE' });
        break;
      default:
    }
  };

  const statusText =
    lookup.status === 'debouncing' || lookup.status === 'searching'
      ? t('findQuote.lookup.searching')
      : lookup.status === 'open'
        ? lookup.results.length
          ? t('findQuote.lookup.found', { count: lookup.results.length })
          : t('findQuote.lookup.none', { query: query.trim() })
        : '';

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
          onChange={(e) => send({ type: 'END.QUERY', end, text: e.currentTarget.value })}
          onKeyDown={onKeyDown}
          onBlur={() => send({ type: 'LOOKUP.BLUR' })}
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
            ? lookup.results.map((place, index) => (
              <Box
                as="li"
                key={place.id}
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
                onClick={() => send({ type: 'LOOKUP.PICK', end, index })}
              >
                <Text as="span" display="block">
                  {optionText(place)}
                </Text>
                <Text as="span" display="block" fontSize="sm" color="fg.muted">
                  {[place.city, place.region, place.countryName].filter(Boolean).join(', ')}
                </Text>
              </Box>
            ))
            : null}
        </Box>
      </Box>
      <Text role="status" fontSize="sm" color="fg.muted" minH={statusText ? undefined : '0'}>
        {lookup.status === 'searching' || lookup.status === 'debouncing' ? <Spinner size="xs" me="2" /> : null}
        {statusText}
      </Text>
      {lookup.status === 'failed' ? (
        <HStack gap="3" wrap="wrap">
          <Text role="alert" fontSize="sm" color={ERROR_COLOR}>
            {t(FAILURE_MESSAGES[lookup.error ?? 'generic'] ?? FAILURE_MESSAGES.generic!)}
          </Text>
          <Button type="button" size="xs" variant="outline" onMouseDown={(e) => e.preventDefault()} onClick={() => send({ type: 'LOOKUP.RETRY' })}>
            {t('findQuote.lookup.retry')}
          </Button>
        </HStack>
      ) : null}
      {hint ? <Field.HelperText>{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText color={ERROR_COLOR}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
