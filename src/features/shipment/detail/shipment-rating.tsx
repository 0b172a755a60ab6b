/** The shipper's rating of the shipment, once given (decision 034): the score, the comment as plain text, when. */
import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { LifecycleView } from '../../../../machines/shipment-lifecycle.connect';
import { useDetailText } from './detail-text';

export function ShipmentRatingView({ rating }: { rating: NonNullable<LifecycleView['rating']> }) {
  const { t, formatDate } = useDetailText();
  return (
    <Stack as="section" aria-labelledby="shipment-rating-title" gap="2">
      <Heading as="h2" size="lg" id="shipment-rating-title">
        {t('shipment.detail.rating.title')}
      </Heading>
      <Card.Root variant="outline">
        <Card.Body>
          <Stack gap="1">
            <Text fontWeight="semibold">{t('shipment.detail.rating.score', { score: rating.score })}</Text>
            {rating.comment ? <Text whiteSpace="pre-wrap">{rating.comment}</Text> : null}
            <Text fontSize="sm" color="fg.muted">
              {t('shipment.detail.rating.ratedAt', { at: formatDate(rating.ratedAt) })}
            </Text>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
