/**
 * The redirect_to of /login, only when it is a path on this site (open-redirect guard):
 * '/jobs?x=1' passes; 'https://evil.example', '//evil.example', '/\\evil.example' and
 * 'javascript:...' do not. Answers path + query + hash, or null.
 */
export function safeRedirect(value: string | null, origin: string): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    // Never send the user back to the sign-in screen itself.
    if (url.pathname === '/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
