import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The spec's beta banner (part 2): free while in beta, subscriptions from 15 October. */
export function BetaBanner() {
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} title="Beta">
      Posting jobs and resume search are free during beta. Subscriptions are required from 15 October.{' '}
      <Anchor component={Link} to="/pricing" fz="sm" c="inherit" underline="always">
        See pricing
      </Anchor>
    </Alert>
  );
}
