/**
 * Error toasts from the API layer (spec 8): the server's message, or the translated "request error".
 * Loaded on the first toast (src/app/toast-bridge.ts), not with the app, together with the part of the
 * Chakra theme it needs (its recipe and animations: src/app/app-root.tsx, decision 103).
 */
import { useEffect, useState } from 'react';
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useAppServices } from './app-services';

export function AppToaster() {
  const { toasts } = useAppServices();
  const intl = useIntl();
  const [toaster] = useState(() => createToaster({ placement: 'top-end', max: 3, pauseOnPageIdle: true }));

  useEffect(
    () =>
      toasts.connect(({ message }) => {
        // Never from inside React's commit: the toast group renders a new toast with flushSync, which
        // React ignores during an effect, and the requests queued before this toaster mounted are handed
        // over in this very effect. Created there, the first toast of every page load was lost (decision 176).
        queueMicrotask(() => {
          toaster.create({ type: 'error', title: message ?? undefined, closable: true, duration: 6000 });
        });
      }),
    [toasts, toaster],
  );

  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              <Toast.Title>{toast.title ?? intl.formatMessage({ id: 'shell.toast.requestError' })}</Toast.Title>
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={intl.formatMessage({ id: 'shell.toast.close' })} /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
