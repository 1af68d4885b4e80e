/** App-wide signals the spec names: navigation and counters listen to them. */
export type Signal = 'auth-changed' | 'resume-changed' | 'saved-jobs-changed' | 'applications-changed';

export function emit(signal: Signal): void {
  window.dispatchEvent(new Event(signal));
}

export function listen(signal: Signal, handler: () => void): () => void {
  window.addEventListener(signal, handler);
  return () => window.removeEventListener(signal, handler);
}
