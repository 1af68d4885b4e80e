import type { Role } from '@fitjobs/contract';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/auth.ts';

/** Signed-out visitors go to sign-in (and come back); other roles get a plain explanation. */
export function RequireRole({
  roles,
  children,
  message,
}: {
  roles: Role[];
  children: ReactNode;
  message: string;
}) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return (
      <Navigate
        replace
        to={`/login?redirect_to=${encodeURIComponent(location.pathname + location.search)}`}
      />
    );
  }
  if (!roles.includes(session.role)) return <Alert color="yellow">{message}</Alert>;
  return children;
}
