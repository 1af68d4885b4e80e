/** Upload limits of the spec (part 1, sections 5 and 9): 1024 KB; png, jpeg or webp. */
export const MAX_IMAGE_BYTES = 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_ACCEPT = ACCEPTED.join(',');

/** The spec's message for a file that may not be uploaded, or null when it may. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size > MAX_IMAGE_BYTES) return 'File is too large. Max size is 1024 KB';
  if (!ACCEPTED.includes(file.type)) return 'Unsupported file type';
  return null;
}
