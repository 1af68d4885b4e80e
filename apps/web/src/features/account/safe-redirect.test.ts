import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const origin = 'https://fitjobs.example';

describe('safeRedirect', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirect('/jobs?query=nurse&currency=nzd', origin)).toBe('/jobs?query=nurse&currency=nzd');
    expect(safeRedirect('/profile', origin)).toBe('/profile');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil.example',
      '',
      null,
    ]) {
      expect(safeRedirect(value, origin)).toBeNull();
    }
  });

  it('does not send the user back to the sign-in screen', () => {
    expect(safeRedirect('/login?redirect_to=/x', origin)).toBeNull();
  });
});
