import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useSession } from '../../../lib/auth.ts';
import { insertSavedSearch } from '../api.ts';
import { toSavedParams } from '../search-state.ts';

/**
 * 'Save this search' and 'Notify by Email': both save the current URL's search with alerts on.
 * Once saved, the buttons stay disabled until the search changes (spec part 1, section 4).
 */
export function useSaveSearch(params: URLSearchParams) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const queryString = params.toString();
  const [savedFor, setSavedFor] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (savedFor !== null && savedFor !== queryString) setSavedFor(null);
  }, [queryString, savedFor]);

  const save = async () => {
    if (!session) {
      navigate(`/login?redirect_to=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setSaving(true);
    try {
      await insertSavedSearch({
        search_params: toSavedParams(params),
        query_string: queryString,
        notify_by_email: true,
      });
      setSavedFor(queryString);
      void queryClient.invalidateQueries({ queryKey: ['saved-searches'] });
      toast.success('Search saved!');
    } catch {
      toast.error('Failed to save search.');
    } finally {
      setSaving(false);
    }
  };
  return {
    save,
    saving,
    saved: savedFor === queryString,
    /** Only job seekers save searches; visitors are sent to sign in first. */
    available: !session || session.role === 'employee',
  };
}
