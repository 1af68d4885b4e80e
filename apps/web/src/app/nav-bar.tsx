import {
  Anchor,
  Badge,
  Burger,
  Button,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { signOut, useCounters } from '../features/account/api.ts';
import { landingPath, useSession } from '../lib/auth.ts';
import { BRAND } from '../lib/brand.ts';

interface NavItem {
  to: string;
  label: string;
  badge?: number;
  /** The mobile menu points some links elsewhere (Create resume goes to /new-resume). */
  mobileTo?: string;
}
interface MenuItem {
  to: string;
  label: string;
}

function useNavModel() {
  const session = useSession();
  const counters = useCounters(session);
  const role = session?.role ?? null;
  let items: NavItem[] = [];
  let menu: MenuItem[] = [];
  if (role === 'employee') {
    items = [
      { to: '/resumes', label: 'Resumes', badge: counters.employee?.resume_count },
      { to: '/applications', label: 'Applied jobs', badge: counters.employee?.applications_count },
      { to: '/saved-jobs', label: 'Saved jobs', badge: counters.employee?.saved_jobs_count },
      { to: '/create-resume', label: 'Create resume', mobileTo: '/new-resume' },
    ];
    menu = [
      { to: '/profile', label: 'Profile' },
      { to: '/saved-searches', label: 'Saved searches' },
    ];
  } else if (role === 'employer') {
    items = [
      { to: '/employers/create-job', label: 'Post a job' },
      { to: '/employers/search-resumes', label: 'Search resumes' },
      { to: '/employers/jobs', label: 'My Jobs', badge: counters.employer?.jobs_count },
      { to: '/employers/applicants', label: 'Applicants', badge: counters.employer?.applications_count },
    ];
    menu = [
      { to: '/profile', label: 'Profile' },
      { to: '/saved-searches', label: 'Support' },
    ];
  }
  return { role, items, menu, home: role ? landingPath(role) : '/' };
}

function CountBadge({ value }: { value: number | undefined }) {
  if (!value) return null;
  return (
    <Badge size="sm" circle={value < 10} variant="filled">
      {value}
    </Badge>
  );
}

export function NavBar() {
  const { role, items, menu, home } = useNavModel();
  const [opened, { toggle, close }] = useDisclosure(false);
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
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label="Account menu">
                <Group gap={4}>
                  <IconUserCircle size={28} />
                  <IconChevronDown size={16} />
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {menu.map((m) => (
                <Menu.Item key={m.to} component={Link} to={m.to}>
                  {m.label}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item onClick={onSignOut}>Sign out</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open menu" />
      <Drawer opened={opened} onClose={close} title="Menu" position="right" hiddenFrom="md">
        <Stack gap={0}>
          {items.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.mobileTo ?? item.to}
              label={item.label}
              active={isCurrent(item.to)}
              onClick={close}
              rightSection={<CountBadge value={item.badge} />}
            />
          ))}
          {menu.map((m) => (
            <NavLink key={m.to} component={Link} to={m.to} label={m.label} onClick={close} />
          ))}
          {role === null ? (
            <NavLink component={Link} to="/login" label="Sign in" onClick={close} />
          ) : (
            <NavLink component="button" label="Sign out" onClick={onSignOut} />
          )}
        </Stack>
      </Drawer>
    </Group>
  );
}
