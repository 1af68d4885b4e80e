import type { ApplicationStatus } from '@fitjobs/contract';
import { Badge } from '@mantine/core';
import { label } from '../../../lib/format.ts';

const COLORS: Record<ApplicationStatus, string> = {
  applied: 'gray',
  viewed: 'blue',
  shortlisted: 'teal',
  interview: 'violet',
  offer: 'orange',
  hired: 'green',
  rejected: 'red',
  withdrawn: 'dark',
};

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    // Never squeezed by the text beside it: on a phone a shrunk badge read 'V…' for 'Viewed'.
    <Badge color={COLORS[status]} variant="light" data-testid="application-status" style={{ flexShrink: 0 }}>
      {label('application_status', status)}
    </Badge>
  );
}
