import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { CountBadge, type MenuItem, type NavItem, NewBadge } from './nav-model.tsx';

interface NavDrawerProps {
  opened: boolean;
  onClose: () => void;
  items: NavItem[];
  menu: MenuItem[];
  signedIn: boolean;
  isCurrent: (to: string) => boolean;
  onSignOut: () => void;
}

/** The nav bar's menu on small screens: the same links, then Sign in or Sign out. */
export default function NavDrawer({
  opened,
  onClose,
  items,
  menu,
  signedIn,
  isCurrent,
  onSignOut,
}: NavDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" position="right" hiddenFrom="md">
      <Stack gap={0}>
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.mobileTo ?? item.to}
            label={item.label}
            active={isCurrent(item.to)}
            onClick={onClose}
            rightSection={<CountBadge value={item.badge} />}
          />
        ))}
        {menu.map((m) => (
          <NavLink
            key={m.to}
            component={Link}
            to={m.to}
            label={m.label}
            onClick={onClose}
            rightSection={<NewBadge value={m.newCount} />}
          />
        ))}
        {signedIn ? (
          <NavLink component="button" label="Sign out" onClick={onSignOut} />
        ) : (
          <NavLink component={Link} to="/login" label="Sign in" onClick={onClose} />
        )}
      </Stack>
    </Drawer>
  );
}
