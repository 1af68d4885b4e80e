/**
 * The external jobs a signed-in seeker left for through 'Leaving FitJobs' and has not yet said
 * whether they applied to (decision 0173). Kept in this browser, so the job page asks "Did you
 * apply?" when they come back, in this tab or on a later visit; answered, the job drops out.
 */
const KEY = 'fitjobs.left-to-apply';
/** After this long the question is stale: the job page stops asking. */
const ASK_FOR_MS = 30 * 24 * 60 * 60 * 1000;
/** Told when the list changes in this tab (other tabs hear the storage event). */
export const LEFT_TO_APPLY_EVENT = 'left-to-apply-changed';

type Left = Record<string, number>;

function read(): Left {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Left) : {};
  } catch {
    return {};
  }
}

function write(left: Left) {
  try {
    localStorage.setItem(KEY, JSON.stringify(left));
  } catch {
    // Storage full or blocked: the question is a convenience, applying still works.
  }
  window.dispatchEvent(new Event(LEFT_TO_APPLY_EVENT));
}

/** 'Continue to job site' was pressed for this job. */
export function markLeftToApply(jobId: string, now = Date.now()) {
  const left = read();
  // Forget stale entries while here, so the list stays small.
  for (const [id, at] of Object.entries(left)) if (now - at > ASK_FOR_MS) delete left[id];
  write({ ...left, [jobId]: now });
}

/** Whether the job page should ask "Did you apply?". */
export function leftToApply(jobId: string, now = Date.now()): boolean {
  const at = read()[jobId];
  return typeof at === 'number' && now - at <= ASK_FOR_MS;
}

/** The question was answered (yes or no). */
export function clearLeftToApply(jobId: string) {
  const left = read();
  delete left[jobId];
  write(left);
}
