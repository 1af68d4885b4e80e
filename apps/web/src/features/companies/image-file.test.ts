import { describe, expect, it } from 'vitest';
import { imageFileProblem } from './image-file.ts';

describe('company image checks', () => {
  it('refuses a file that is not an image', () => {
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('Please select an image file');
  });
  it('refuses an image over 1024 KB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe(
      'File is too large. Max size is 1024 KB',
    );
  });
  it('refuses image types other than png, jpeg and webp', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe('Unsupported file type');
  });
  it('accepts a small webp', () => {
    expect(imageFileProblem({ type: 'image/webp', size: 1024 * 1024 })).toBeNull();
  });
});
