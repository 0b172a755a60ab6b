/**
 * The status timeline: the ten statuses in the glossary's words, each marked done, current, still to
 * come or not reached (in words, not only colour), with the milestones recorded for it: when, the
 * progress flag, the note and who.
 */
import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { TimelineStep } from '../../../../machines/shipment-lifecycle/lifecycle.timeline';
import { useDetailText } from './detail-text';

const MARK: Record<TimelineStep['state'], string> = {
  done: 'green.600',
  current: 'blue.600',
  upcoming: 'gray.300',
  notReached: 'gray.300',
};

export function StatusTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t, formatDateTime } = useDetailText();
  return (
    <Stack as="section" aria-labelledby="shipment-timeline-title" gap="3">
      <Heading as="h2" size="lg" id="shipment-timeline-title">
        {t('shipment.detail.timeline.title')}
      </Heading>
      <chakra.ol listStyleType="none" ps="0" m="0">
        {steps.map((step) => (
          <chakra.li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            display="grid"
            gridTemplateColumns="1rem 1fr"
            columnGap="3"
            pb="3"
          >
            <Box mt="1.5" boxSize="3" rounded="full" bg={MARK[step.state]} aria-hidden="true" />
            <Box>
              {/* One sentence, so that each language orders the status and its state its own way. */}
              <Text fontWeight={step.state === 'current' ? 'bold' : 'medium'} color={step.state === 'upcoming' || step.state === 'notReached' ? 'fg.muted' : undefined}>
                {t('shipment.detail.timeline.step', { status: t(step.label), state: t(`shipment.detail.timeline.state.${step.state}`) })}
              </Text>
              {step.milestones.length ? (
                <chakra.ul listStyleType="none" ps="0" m="0" mt="1">
                  {step.milestones.map((m, i) => (
                    <chakra.li key={`${m.at}-${i}`} fontSize="sm" color="fg.muted">
                      <Text as="span">{t('shipment.detail.timeline.milestone', { at: formatDateTime(m.at), by: m.by, progress: t(m.progress) })}</Text>
                      {m.note ? (
                        <Text as="span" display="block" whiteSpace="pre-wrap" color="fg">
                          {m.note}
                        </Text>
                      ) : null}
                    </chakra.li>
                  ))}
                </chakra.ul>
              ) : null}
            </Box>
          </chakra.li>
        ))}
      </chakra.ol>
    </Stack>
  );
}
