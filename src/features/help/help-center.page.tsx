/**
 * Help Center (/help-center): answers to the questions the product's screens raise, filtered as the
 * user types (every word must appear in the question or its answer, in the language shown), each a
 * native disclosure (keyboard: Tab to a question, Enter or Space opens it), and a way to write to
 * support (the company's address, else the platform's). Each answer has the id `help-<topic>`; an
 * address with that hash opens it. Decisions: docs/decisions/149-help-center.md, 151-support-email.md.
 */
import { Box, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { selectCompanyConfig } from '../../../machines/session.machine';
import { useSessionSelector } from '../../app/session.context';
import { TextField } from '../../components/form/text-field';
import { HELP_TOPICS, HELP_VALUES, matchTopics, supportEmailOf, topicElementId, type TranslatedTopic } from './help-topics';

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
  const supportEmail = supportEmailOf(useSessionSelector(selectCompanyConfig));
  const mailto = `mailto:${supportEmail}`;
  const { hash } = useLocation();
  // A link to one answer (/help-center#help-quoteTerms) opens it and brings it into view.
  useEffect(() => {
    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (!(target instanceof HTMLDetailsElement)) return;
    target.open = true;
    target.scrollIntoView?.({ block: 'start' });
  }, [hash]);

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
              <Box as="details" id={topicElementId(topic.id)} borderWidth="1px" rounded="md" px="4" py="3" scrollMarginTop="20">
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
            {supportEmail}
          </Link>
        </Text>
      </Box>
    </Stack>
  );
}
