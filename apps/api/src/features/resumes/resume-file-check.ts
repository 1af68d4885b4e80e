import { RESUME_FILE_TYPES, type ResumeFileKind } from '@fitjobs/contract';

/**
 * What a resume file is, from its bytes alone (decision 0221): a name or a browser's type can
 * say anything. A PDF starts with its header and ends with %%EOF; a Word .docx is a ZIP
 * whose directory names [Content_Types].xml and word/document.xml, with no macros
 * (word/vbaProject.bin, a .docm) and no encrypted entry. Anything else is null.
 */
export function resumeFileKind(data: Buffer): ResumeFileKind | null {
  if (isPdf(data)) return 'pdf';
  if (isDocx(data)) return 'docx';
  return null;
}

export const contentTypeOf = (kind: ResumeFileKind) => RESUME_FILE_TYPES[kind];

function isPdf(data: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(data.subarray(0, 8).toString('latin1'))) return false;
  return data.subarray(Math.max(0, data.length - 1024)).includes('%%EOF', 0, 'latin1');
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

function isDocx(data: Buffer): boolean {
  if (data.length < 22 || data.readUInt32LE(0) !== 0x04034b50) return false;
  const names = zipEntryNames(data);
  if (!names) return false;
  return (
    names.has('[Content_Types].xml') && names.has('word/document.xml') && !names.has('word/vbaProject.bin')
  );
}

/** The entry names of a ZIP's central directory, or null when it is not a readable, unencrypted ZIP. */
function zipEntryNames(data: Buffer): Set<string> | null {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - END_SEARCH); i--) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > end || data.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    if (data.readUInt16LE(at + 8) & 1) return null; // encrypted
    const nameLength = data.readUInt16LE(at + 28);
    const extraLength = data.readUInt16LE(at + 30);
    const commentLength = data.readUInt16LE(at + 32);
    names.add(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
