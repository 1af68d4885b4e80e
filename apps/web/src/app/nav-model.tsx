import { Badge, Group, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { landingPath, useSession } from '../lib/auth.ts';
import { useCounters } from '../lib/counters.ts';
import { newJobsLabel } from '../lib/format.ts';

export interface NavItem {
  to: string;
  label: string;
  badge?: number;
  /** The mobile menu points some links elsewhere (Create resume goes to /new-resume). */
  mobileTo?: string;
}
export interface MenuItem {
  to: string;
  label: string;
  /** New jobs waiting in the seeker's saved searches (decision 0207). */
  newCount?: number;
}

export function useNavModel() {
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
      { to: '/saved-searches', label: 'Saved searches', newCount: counters.employee?.new_saved_search_jobs },
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

export function CountBadge({ value }: { value: number | undefined }) {
  if (!value) return null;
  return (
    <Badge size="sm" circle={value < 10} variant="filled">
      {value}
    </Badge>
  );
}

/** "3 new" beside a menu entry; the count stops at the API's cap ("99+"). */
export function NewBadge({ value }: { value: number | undefined }) {
  if (!value) return null;
  return (
    <Badge size="sm" variant="light">
      {newJobsLabel(value)}
    </Badge>
  );
}

/** The account menu's trigger; also shown alone while the menu's code loads. */
export function AccountMenuButton(props: UnstyledButtonProps & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton aria-label="Account menu" {...props}>
      <Group gap={4}>
        <IconUserCircle size={28} />
        <IconChevronDown size={16} />
      </Group>
    </UnstyledButton>
  );
}
