import { Anchor, Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BRAND } from '../lib/brand.ts';
import { signOut } from '../lib/sign-out.ts';
import { AccountMenuButton, CountBadge, useNavModel } from './nav-model.tsx';

// The account menu and the mobile drawer bring floating-ui, focus trapping and scroll locking:
// they load when first shown, which keeps them out of the first download for / (bundle budget).
const AccountMenu = lazy(() => import('./account-menu.tsx'));
const NavDrawer = lazy(() => import('./nav-drawer.tsx'));

export function NavBar() {
  const { role, items, menu, home } = useNavModel();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  // A click on the account menu while its code loads is kept: the menu opens once it arrives.
  const [menuWanted, setMenuWanted] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isCurrent = (to: string) => pathname === to || pathname.startsWith(`${to}/`);
  const onSignOut = async () => {
    close();
    await signOut();
    navigate('/');
  };

  return (
    <Group h="100%" px="md" justify="space-between" component="nav" aria-label="Main">
      <Anchor component={Link} to={home} underline="never" aria-label={`${BRAND} home`}>
        <Group gap={8} wrap="nowrap" component="span">
          <img src="/favicon.svg" alt="" width={30} height={30} />
          <Text component="span" fw={800} fz="xl" c="teal.9">
            {BRAND}
          </Text>
        </Group>
      </Anchor>
      <Group gap="xs" visibleFrom="md">
        {items.map((item) => (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            variant={isCurrent(item.to) ? 'light' : 'subtle'}
            aria-current={isCurrent(item.to) ? 'page' : undefined}
            rightSection={<CountBadge value={item.badge} />}
          >
            {item.label}
          </Button>
        ))}
        {role === null && (
          <Button component={Link} to="/login">
            Sign in
          </Button>
        )}
        {role === 'admin' && (
          <Button variant="default" onClick={onSignOut}>
            Sign out
          </Button>
        )}
        {menu.length > 0 && (
          <Suspense fallback={<AccountMenuButton onClick={() => setMenuWanted(true)} />}>
            <AccountMenu menu={menu} onSignOut={onSignOut} defaultOpened={menuWanted} />
          </Suspense>
        )}
      </Group>
      {/* Not Mantine's Burger: it draws a div inside its button, which HTML forbids (issue 25). */}
      <Button
        variant="subtle"
        color="gray"
        px={8}
        onClick={() => {
          setDrawerWanted(true);
          toggle();
        }}
        hiddenFrom="md"
        aria-label="Open menu"
        aria-expanded={opened}
      >
        <IconMenu2 size={22} aria-hidden />
      </Button>
      {/* Mounted on first open and kept, so the close animation still plays. */}
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            opened={opened}
            onClose={close}
            items={items}
            menu={menu}
            signedIn={role !== null}
            isCurrent={isCurrent}
            onSignOut={onSignOut}
          />
        </Suspense>
      )}
    </Group>
  );
}
