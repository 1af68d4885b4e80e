import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { AccountMenuButton, type MenuItem, NewBadge } from './nav-model.tsx';

/** The signed-in user's menu in the nav bar: account pages and Sign out. */
export default function AccountMenu({
  menu,
  onSignOut,
  defaultOpened = false,
}: {
  menu: MenuItem[];
  onSignOut: () => void;
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <AccountMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {menu.map((m) => (
          <Menu.Item key={m.to} component={Link} to={m.to} rightSection={<NewBadge value={m.newCount} />}>
            {m.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
