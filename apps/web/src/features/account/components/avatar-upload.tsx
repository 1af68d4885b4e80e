import { type ImageContentType, MAX_UPLOAD_BYTES } from '@fitjobs/contract';
import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { updateUser, uploadAvatar } from '../api.ts';

const TYPES: Record<string, ImageContentType> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/** The spec's client-side checks, in its order; null when the file may be sent. */
export function avatarFileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file';
  if (file.size > MAX_UPLOAD_BYTES) return 'File is too large. Maximum allowed size is 1024 KB.';
  if (!TYPES[file.type]) return 'Unsupported file type';
  return null;
}

export function AvatarUpload(props: { name: string | null; avatarUrl: string | null }) {
  const [uploading, setUploading] = useState(false);
  const onFile = async (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    const contentType = TYPES[file.type];
    if (problem || !contentType) {
      toast.error(problem ?? 'Unsupported file type', AREA_TOAST);
      return;
    }
    setUploading(true);
    try {
      const { public_url } = await uploadAvatar(file, contentType);
      await updateUser({ avatar_url: public_url });
      toast.success('Profile updated successfully', AREA_TOAST);
    } catch {
      toast.error('Failed to upload avatar', AREA_TOAST);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Group gap="lg">
      <Avatar src={props.avatarUrl} alt={props.name ?? 'Your avatar'} size={96} radius={96} color="teal">
        {props.name?.trim().charAt(0).toUpperCase()}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={(f) => void onFile(f)} accept="image/png,image/jpeg,image/webp">
          {(buttonProps) => (
            <Button
              {...buttonProps}
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={uploading}
            >
              Upload avatar
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          PNG, JPEG or WebP, at most 1024 KB.
        </Text>
      </Stack>
    </Group>
  );
}
