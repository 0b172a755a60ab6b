/**
 * Help Center (/help-center): answers to the questions the product's screens raise, filtered as the
 * user types (every word must appear in the question or its answer, in the language shown), each a
 * native disclosure (keyboard: Tab to a question, Enter or Space opens it), and a way to write to
 * support. Decision: docs/decisions/149-help-center.md.
 */
import { Box, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../../components/form/text-field';
import { DEFAULT_SUPPORT_EMAIL, HELP_TOPICS, HELP_VALUES, matchTopics, type TranslatedTopic } from './help-topics';

export function HelpCenterPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [query, setQuery] = useState('');
  const topics = useMemo<TranslatedTopic[]>(
    () =>
      HELP_TOPICS.map((id) => ({
        id,
        question: intl.formatMessage({ id: `help.topic.${id}.question` }),
        answer: intl.formatMessage({ id: `help.topic.${id}.answer` }, HELP_VALUES),
      })),
    [intl],
  );
  const shown = matchTopics(topics, query);
  const mailto = `mailto:${DEFAULT_SUPPORT_EMAIL}`;

  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="xl">
        {t('shell.route.helpCenter')}
      </Heading>
      <Text>{t('help.intro')}</Text>
      <TextField id="help-search" type="search" label={t('help.search.label')} hint={t('help.search.hint')} value={query} onValueChange={setQuery} autoComplete="off" />
      <Text role="status" textStyle="sm" color="fg.muted">
        {query.trim() ? t('help.search.count', { count: shown.length }) : ''}
      </Text>
      {shown.length === 0 ? (
        <Text>{t('help.search.none')}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('help.list.label')}>
          {shown.map((topic) => (
            <li key={topic.id}>
              <Box as="details" borderWidth="1px" rounded="md" px="4" py="3">
                <chakra.summary cursor="pointer" fontWeight="semibold" focusVisibleRing="outside">
                  {topic.question}
                </chakra.summary>
                <Text mt="2" whiteSpace="pre-line">
                  {topic.answer}
                </Text>
              </Box>
            </li>
          ))}
        </Stack>
      )}
      <Box as="section" aria-labelledby="help-contact" borderTopWidth="1px" pt="4">
        <Heading as="h2" size="md" id="help-contact">
          {t('help.contact.title')}
        </Heading>
        <Text mt="2">
          {t('help.contact.text')}{' '}
          <Link href={mailto} colorPalette="brand" textDecoration="underline">
            {DEFAULT_SUPPORT_EMAIL}
          </Link>
        </Text>
      </Box>
    </Stack>
  );
}
