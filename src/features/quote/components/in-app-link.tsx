/** Links that navigate inside the app (react-router): as text, or looking like a button. */
import { Button, Link, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReactNode } from 'react';

export function InAppLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild variant="underline" colorPalette="brand">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** A navigation that reads as an action ("Book"): a link, styled as a button. */
export function ButtonLink({ to, children, ...buttonProps }: { to: string; children: ReactNode } & Omit<ButtonProps, 'asChild'>) {
  return (
    <Button asChild {...buttonProps}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}
