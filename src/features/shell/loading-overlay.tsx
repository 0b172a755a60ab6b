/**
 * The full-page loading overlay (spec section 1): the company's loading logo (default
 * /img/loading.svg), or a spinner when the app runs inside a frame. Before the settings answer it shows
 * the logo this site showed last (decision 178).
 */
import { useEffect, useState } from 'react';
import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { selectLoadingLogo } from '../../../machines/session.machine';
import { isInFrame } from '../../app/frame';
import { useSessionSelector } from '../../app/session.context';
import { readRememberedLoadingLogo, rememberLoadingLogo } from '../../app/remembered-look';

export function LoadingOverlay({ active }: { active: boolean }) {
  const intl = useIntl();
  const domain = useSessionSelector((s) => s.context.boot.domain);
  const [remembered] = useState(() => readRememberedLoadingLogo(domain));
  const logo = useSessionSelector((s) => selectLoadingLogo(s, remembered).url);
  const known = useSessionSelector((s) => selectLoadingLogo(s, remembered).known);
  const [inFrame] = useState(isInFrame);
  useEffect(() => {
    if (known) rememberLoadingLogo(domain, logo);
  }, [known, domain, logo]);
  if (!active) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      data-loading-overlay={inFrame ? 'spinner' : 'logo'}
      position="fixed"
      inset="0"
      zIndex="overlay"
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg/80"
      // Quick steps never flash: the overlay fades in only after a short wait.
      animationName="fade-in"
      animationDuration="200ms"
      animationDelay="150ms"
      animationFillMode="both"
    >
      {inFrame ? (
        <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      ) : (
        <img src={logo} alt="" width={96} height={96} />
      )}
      <VisuallyHidden>{intl.formatMessage({ id: 'shell.loading' })}</VisuallyHidden>
    </Box>
  );
}
