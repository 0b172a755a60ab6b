/** The user menu of spec section 2, by role; Sign Out ends the session through the session machine. */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useSessionActor } from '../../app/session.context';
import type { CurrentUser } from '../../../machines/session.machine';
import { userMenuFor } from './shell-menu';

export function UserMenu({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useSessionActor();
  const items = userMenuFor(user.role);

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        const item = items.find((i) => i.id === value);
        if (!item) return;
        if (item.id === 'signOut') session.send({ type: 'SIGN_OUT' });
        else if (item.path) void navigate(item.path);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" color="header.fg" borderColor="header.fg/40" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.200' }}>
          {user.firstName} {user.lastName}
          <span aria-hidden="true">▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {items.map((item) => (
              <Menu.Item key={item.id} value={item.id} color={item.id === 'signOut' ? 'fg.error' : undefined}>
                {intl.formatMessage({ id: item.label })}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
