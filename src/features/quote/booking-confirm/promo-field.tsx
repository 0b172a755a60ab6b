/**
 * The promo code: type and apply, or remove an applied one. The answer of every code shows next to
 * the field (linked to it); an applied code is announced with the discount and the new total.
 */
import { memo } from 'react';
import { Button, Field, Fieldset, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { PromoResult } from '../../../../machines/booking/booking.form';
import { formatMoney } from '../../../i18n/money';
import { useLocale } from '../../../i18n/i18n-provider';
import { describedBy } from '../../../components/form/text-field';

export const PROMO_INPUT_ID = 'booking-promo-code';

export interface PromoFieldProps {
  code: string;
  applied: PromoResult | null;
  /** Message id of the last answer, or null. */
  error: string | null;
  checking: boolean;
  /** What the shipper can do now (the booking machine decides: not while booking, not once the offer is refused). */
  canEdit: boolean;
  canApply: boolean;
  canRemove: boolean;
  onEdit: (value: string) => void;
  onApply: () => void;
  onRemove: () => void;
}

export const PromoField = memo(function PromoField({ code, applied, error, checking, canEdit, canApply, canRemove, onEdit, onApply, onRemove }: PromoFieldProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = error ? t(error) : null;
  const id = PROMO_INPUT_ID;
  const status = applied
    ? t('booking.promo.applied', {
        code: applied.promoCode,
        description: applied.description,
        discount: formatMoney(applied.discount, applied.currency, locale),
        total: formatMoney(applied.totalAfter, applied.currency, locale),
      })
    : null;

  return (
    <Fieldset.Root>
      <Fieldset.Legend>
        <Heading as="h2" size="md">
          {t('booking.promo.legend')}
        </Heading>
      </Fieldset.Legend>
      <Fieldset.Content>
        <Field.Root id={id} invalid={Boolean(errorText)} ids={{ errorText: `${id}-error`, helperText: `${id}-hint` }}>
          <Field.Label>{t('booking.promo.label')}</Field.Label>
          <HStack align="start" gap="3" width="full">
            <Input
              name="promoCode"
              autoComplete="off"
              maxW="xs"
              value={code}
              readOnly={!canEdit}
              onChange={(e) => onEdit(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter applies the code rather than submitting the whole booking.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  onApply();
                }
              }}
              aria-describedby={describedBy(id, { error: errorText, hint: status })}
            />
            {applied ? (
              <Button type="button" variant="outline" disabled={!canRemove} onClick={onRemove}>
                {t('booking.promo.remove')}
              </Button>
            ) : (
              <Button type="button" variant="outline" loading={checking} loadingText={t('booking.promo.applying')} disabled={!canApply} onClick={onApply}>
                {t('booking.promo.apply')}
              </Button>
            )}
          </HStack>
          {/* Always present so that a screen reader hears each new answer. */}
          <Text id={`${id}-hint`} role="status" color="fg.success" textStyle="sm">
            {status}
          </Text>
          {errorText ? <Field.ErrorText aria-live="assertive">{errorText}</Field.ErrorText> : null}
        </Field.Root>
      </Fieldset.Content>
    </Fieldset.Root>
  );
});
