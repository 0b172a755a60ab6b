/**
 * The router side of the session machine (the machine decides, this follows): reports every location,
 * navigates where the machine redirects, renders a route only once the machine has let that exact
 * location through, and keeps the document title and the tag-manager data layer in step.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation, useRouteError } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { waitFor } from 'xstate';
import { isPublicPath, selectMayShow, selectRedirect, type SessionSnapshot } from '../../machines/session.machine';
import { LoadingOverlay } from '../features/shell/loading-overlay';
import { isRouteHandle } from './route-handle';
import { useSessionActor, useSessionSelector, type SessionActorRef } from './session.context';
import { trackRouteView } from './tag-manager';

export function SessionGate() {
  const session = useSessionActor();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const redirect = useSessionSelector(selectRedirect);
  const visible = useSessionSelector((s) => selectMayShow(s, location));

  // Layout effect: the machine judges the new location before the browser paints it.
  useLayoutEffect(() => {
    session.send({ type: 'NAVIGATED', pathname: location.pathname, search: location.search });
  }, [session, location.key, location.pathname, location.search]);

  useEffect(() => {
    if (redirect) void navigate(redirect.to, { replace: true });
  }, [redirect, navigate]);

  return (
    <>
      {visible ? (
        <>
          <RouteEffects />
          <Outlet />
        </>
      ) : null}
      <LoadingOverlay active={!visible || navigation.state === 'loading'} />
    </>
  );
}

/** Sets the translated document title and pushes one route view per location to the data layer. */
function RouteEffects() {
  const intl = useIntl();
  const matches = useMatches();
  const location = useLocation();
  const handles = matches.map((m) => m.handle).filter(isRouteHandle);
  const titleId = handles.findLast((h) => typeof h.title === 'string')?.title;
  const routeName = handles.at(-1)?.name;
  const title = titleId ? intl.formatMessage({ id: titleId }) : null;
  const appName = intl.formatMessage({ id: 'shell.appName' });

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  const tracked = useRef<string | null>(null);
  useEffect(() => {
    // Once per navigation, StrictMode's second effect run included.
    if (!routeName || tracked.current === location.key) return;
    tracked.current = location.key;
    trackRouteView(routeName);
  }, [routeName, location.key]);

  return null;
}

/**
 * Whether the signed-in routes' code may load: someone is signed in (tokens stored or just issued), or
 * the machine let a signed-in page through without a user (an unchecked token + referenceid link).
 * Before that, a visit to a signed-in URL downloads nothing the session may send it away from.
 */
const signedInCodeWanted = (s: SessionSnapshot) =>
  s.context.signedIn || (s.context.allowed !== null && !isPublicPath(s.context.allowed.split('?')[0] ?? '/'));

const signedInCode = new WeakMap<SessionActorRef, Promise<unknown>>();
/** Resolves once the session wants the signed-in routes' code (above); pending for as long as it does not. */
export function whenSignedInCodeWanted(session: SessionActorRef): Promise<unknown> {
  let wanted = signedInCode.get(session);
  if (!wanted) {
    wanted = waitFor(session, signedInCodeWanted);
    signedInCode.set(session, wanted);
  }
  return wanted;
}

/** Shown while the router loads the first route's code. */
export function BootFallback() {
  return <LoadingOverlay active />;
}

/** A route that failed to load (e.g. its code chunk is gone after a deploy) or threw while rendering. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    // Kept visible for support; the page itself says what to do.
    console.error(error);
  }, [error]);
  return (
    <Box as="main" role="alert" p="8" maxW="xl" mx="auto">
      <Heading as="h1" size="lg" mb="3">
        <FormattedMessage id="shell.error.title" />
      </Heading>
      <Text mb="4">
        <FormattedMessage id="shell.error.body" />
      </Text>
      <Button onClick={() => window.location.reload()}>
        <FormattedMessage id="shell.error.reload" />
      </Button>
    </Box>
  );
}
