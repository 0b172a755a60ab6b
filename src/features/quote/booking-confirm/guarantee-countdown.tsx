/**
 * How long the price stays guaranteed, counting down. The booking machine leaves the form when the
 * guarantee ends; this only shows the time left, ticking each second in the last hour.
 */
import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function GuaranteeCountdown({ endsAt }: { endsAt: number }) {
  const intl = useIntl();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, endsAt - now);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), left < HOUR ? 1000 : 30_000);
    return () => clearTimeout(timer);
  }, [now, left]);

  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const seconds = Math.floor((left % MINUTE) / 1000);
  const time =
    days > 0
      ? intl.formatMessage({ id: 'booking.countdown.days' }, { days, hours })
      : hours > 0
        ? intl.formatMessage({ id: 'booking.countdown.hours' }, { hours, minutes })
        : intl.formatMessage({ id: 'booking.countdown.minutes' }, { minutes, seconds });
  return (
    <Text textStyle="sm" color={left < HOUR ? 'fg.warning' : 'fg.muted'}>
      {intl.formatMessage({ id: 'booking.countdown.remaining' }, { time })}
    </Text>
  );
}
