/**
 * The default not-a-robot provider: works offline against the embedded backend. GET /captcha/challenge
 * gives a small sum ("7 + 5"); the user types the result; /user/signup checks it once.
 */
import { Button, Fieldset, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { TextField } from '../../../components/form/text-field';
import type { RobotCheckProvider, RobotCheckWidgetProps } from './robot-check.provider';

function QuestionRobotCheck({ id, status, challenge, answer, onAnswer, onRenew, error, loadError, disabled }: RobotCheckWidgetProps) {
  const intl = useIntl();
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{intl.formatMessage({ id: 'auth.robot.legend' })}</Fieldset.Legend>
      {status === 'loading' ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>{intl.formatMessage({ id: 'auth.robot.loading' })}</Text>
        </HStack>
      ) : null}
      {status === 'failed' ? (
        <HStack gap="3" wrap="wrap">
          <Text role="alert">{loadError}</Text>
          <Button type="button" size="sm" variant="outline" onClick={onRenew}>
            {intl.formatMessage({ id: 'auth.robot.retry' })}
          </Button>
        </HStack>
      ) : null}
      {status === 'ready' && challenge ? (
        <Stack gap="1" align="start">
          <TextField
            id={id}
            label={intl.formatMessage({ id: 'auth.robot.question' }, { question: challenge.prompt ?? '' })}
            value={answer}
            onValueChange={onAnswer}
            error={error}
            inputMode="numeric"
            autoComplete="off"
            readOnly={disabled}
            maxW="10rem"
          />
          <Button type="button" size="sm" variant="plain" px="0" textDecoration="underline" onClick={onRenew} disabled={disabled}>
            {intl.formatMessage({ id: 'auth.robot.renew' })}
          </Button>
        </Stack>
      ) : null}
      {/* A problem with the answer while no question is shown (it did not load) still needs saying. */}
      {status !== 'ready' && error ? <Text role="alert" color="fg.error">{error}</Text> : null}
    </Fieldset.Root>
  );
}

export const questionRobotCheck: RobotCheckProvider = { id: 'question', Widget: QuestionRobotCheck };
