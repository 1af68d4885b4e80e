import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { emit } from '../../../lib/signals.ts';
import { savedIdsQuery, saveJob, unsaveJob } from '../api.ts';

/** Saves or unsaves, keeps the saved-ids cache in step and tells the nav counters. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return async (jobId: string, saved: boolean) => {
    try {
      if (saved) await unsaveJob(jobId);
      else await saveJob(jobId);
      queryClient.setQueryData(savedIdsQuery.queryKey, (old: Set<string> | undefined) => {
        const next = new Set(old);
        if (saved) next.delete(jobId);
        else next.add(jobId);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: ['saved-jobs', 'details'] });
      emit('saved-jobs-changed');
      if (!saved) toast.success('Job saved!');
    } catch {
      toast.error('Failed to save job.');
    }
  };
}
