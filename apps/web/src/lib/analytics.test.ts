import { describe, expect, it } from 'vitest';
import { analyticsSessionId, isSessionId, pageViewFields, uuidFromBytes } from './analytics.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('analytics session id', () => {
  it('formats 16 bytes as a version 4 UUID', () => {
    const id = uuidFromBytes(new Uint8Array(16).fill(0xff));
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(isSessionId(uuidFromBytes(new Uint8Array(16)))).toBe(true);
  });

  it('generates the id once and then keeps returning the stored one', () => {
    const storage = memoryStorage();
    const first = analyticsSessionId(storage);
    expect(isSessionId(first)).toBe(true);
    expect(analyticsSessionId(storage)).toBe(first);
    expect(storage.map.size).toBe(1);
  });

  it('replaces a stored value that is not a UUID (the server would reject it)', () => {
    const storage = memoryStorage();
    storage.setItem('analytics_session_id', 'garbage');
    const id = analyticsSessionId(storage);
    expect(id).not.toBe('garbage');
    expect(isSessionId(id)).toBe(true);
  });
});

describe('page view fields', () => {
  it("carry the path, and the job's id on a job page", () => {
    const id = '0b7f9a52-3c1d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(pageViewFields(`/jobs/${id}`)).toEqual({ path: `/jobs/${id}`, job_id: id });
    expect(pageViewFields('/jobs')).toEqual({ path: '/jobs', job_id: null });
    expect(pageViewFields('/companies/x')).toEqual({ path: '/companies/x', job_id: null });
  });
});
