/** A Chakra-styled link that navigates inside the app (react-router), keeping the page. */
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';

export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="underline" colorPalette="brand">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
