import { Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { newJobsLabel } from '../../../lib/format.ts';

/** What Saved searches hands the search page when it opens a search with new jobs (decision 0207). */
export interface NewJobsState {
  newJobs: number;
}

/** "3 new since you last looked, newest first." above results opened from Saved searches. */
export function NewJobsNote() {
  const state = useLocation().state as Partial<NewJobsState> | null;
  const n = state?.newJobs;
  if (typeof n !== 'number' || n <= 0) return null;
  return (
    <Text fw={600} role="status">
      {newJobsLabel(n)} since you last looked, newest first.
    </Text>
  );
}
