import {
  RESUME_FILE_ACCEPT,
  RESUME_FILE_MAX_BYTES,
  RESUME_FILE_SIZE_MESSAGE,
  RESUME_FILE_TYPE_MESSAGE,
  ResumeFileFields,
  splitFullName,
} from '@fitjobs/contract';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { useUser } from '../../account/api.ts';
import { uploadResumeFile } from '../api.ts';

type Fields = { first_name: string; last_name: string; email: string; phone: string };

/** The file's own problem, before sending it: the server checks the bytes again. */
function fileProblem(file: File | null): string | null {
  if (!file) return 'Choose a PDF or Word file';
  if (file.size > RESUME_FILE_MAX_BYTES) return RESUME_FILE_SIZE_MESSAGE;
  if (!/\.(pdf|docx)$/i.test(file.name)) return RESUME_FILE_TYPE_MESSAGE;
  return null;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Called with the new resume's id once it is saved. */
  onUploaded?: (id: string) => void;
}

/**
 * 'Upload a resume file' (decision 0221): a PDF or Word file up to 5 MB, with the name and
 * contact details employers see beside it (filled in from the account).
 */
export function ResumeFileUpload({ opened, onClose, onUploaded }: Props) {
  const user = useUser(opened);
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState<Fields>({ first_name: '', last_name: '', email: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields | 'file', string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !user.data) return;
    const name = splitFullName(user.data.full_name ?? '');
    setFields((f) => ({
      first_name: f.first_name || name.first_name,
      last_name: f.last_name || name.last_name,
      email: f.email || user.data.email,
      phone: f.phone,
    }));
  }, [opened, user.data]);

  const set = (key: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = ResumeFileFields.safeParse(fields);
    const next: typeof errors = { file: fileProblem(file) ?? undefined };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
    }
    setErrors(next);
    if (!parsed.success || next.file || !file) return;
    setSending(true);
    try {
      const id = await uploadResumeFile(file, parsed.data);
      toast.success('Resume uploaded');
      setFile(null);
      onUploaded?.(id);
      onClose();
    } catch (err) {
      const known = err instanceof ApiError && err.status < 500;
      if (known && err.code === 'unsupported_file_type') setErrors({ file: err.message });
      else if (known && err.code === 'file_too_large') setErrors({ file: err.message });
      else setFailure(known ? err.message : 'Failed to upload the resume. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Upload a resume file" centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FileInput
            label="Resume file"
            description="PDF or Word (.docx), up to 5 MB"
            placeholder="Choose a file"
            accept={RESUME_FILE_ACCEPT}
            leftSection={<IconFileUpload size={16} />}
            value={file}
            onChange={(f) => {
              setFile(f);
              setErrors((prev) => ({ ...prev, file: f ? (fileProblem(f) ?? undefined) : undefined }));
            }}
            error={errors.file}
            clearable
            required
          />
          <Group grow align="flex-start">
            <TextInput
              label="First name"
              value={fields.first_name}
              onChange={set('first_name')}
              error={errors.first_name}
              required
            />
            <TextInput
              label="Last name"
              value={fields.last_name}
              onChange={set('last_name')}
              error={errors.last_name}
              required
            />
          </Group>
          <TextInput
            label="Email"
            type="email"
            value={fields.email}
            onChange={set('email')}
            error={errors.email}
            required
          />
          <TextInput
            label="Phone"
            description="Optional. NZ (+64...) or AU (+61...)"
            value={fields.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <Text size="sm" c="dimmed">
            Employers you apply to get the file as it is. A file is not shown in resume search: build a resume
            to be found there.
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Upload
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
