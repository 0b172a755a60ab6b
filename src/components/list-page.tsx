/**
 * The frame of a list page: its h1, its introduction, then the list in a styled container, or, while
 * the user record the list depends on (role, id) is still on its way (a new tab fetches it), a spinner
 * with a status text. Each page keeps its own words and its own list styles.
 */
import { chakra, Heading, HStack, Spinner, Stack, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface ListPageProps {
  title: string;
  /** Left out, or null until the words depend on a user record that has not come yet. */
  intro?: string | null;
  loading: string;
  gap: '4' | '6';
  css: SystemStyleObject;
  /** The list, or null while it waits for the user record. */
  children: ReactNode;
}

export function ListPage({ title, intro, loading, gap, css, children }: ListPageProps) {
  const intl = useIntl();
  return (
    <Stack gap={gap}>
      <Heading as="h1" size="xl">
        {intl.formatMessage({ id: title })}
      </Heading>
      {intro ? <Text color="fg.muted">{intl.formatMessage({ id: intro })}</Text> : null}
      {children ? (
        // Styled here, once: the list inside re-renders on every change, and a Chakra `css` object costs
        // style work on each render of the element that carries it.
        <chakra.div css={css} colorPalette="brand">
          {children}
        </chakra.div>
      ) : (
        <HStack role="status" gap="3" py="6">
          <Spinner size="sm" />
          <Text>{intl.formatMessage({ id: loading })}</Text>
        </HStack>
      )}
    </Stack>
  );
}
