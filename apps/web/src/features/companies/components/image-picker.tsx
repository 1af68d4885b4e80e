import { Box, Loader, Overlay, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { IMAGE_ACCEPT } from '../image-file.ts';

interface Props {
  label: string;
  busy: boolean;
  icon: ReactNode;
  onPick: (file: File) => void;
  /** Icon only (the label stays as the accessible name): for the small logo. */
  compact?: boolean;
  children: ReactNode;
}

/** Makes an image clickable (and keyboard usable) to choose a new file for it. */
export function ImagePicker({ label, busy, icon, onPick, compact = false, children }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <UnstyledButton
      onClick={() => input.current?.click()}
      aria-label={label}
      title={label}
      disabled={busy}
      pos="relative"
      display="block"
      w="100%"
    >
      {children}
      <Box
        pos="absolute"
        bottom={compact ? 4 : 8}
        right={compact ? 4 : 8}
        px={compact ? 4 : 8}
        py={2}
        bg="rgba(0,0,0,0.55)"
        c="white"
        style={{ borderRadius: 4, display: 'flex', alignItems: 'center', gap: 4 }}
      >
        {icon}
        {!compact && (
          <Text size="xs" c="white">
            {label}
          </Text>
        )}
      </Box>
      {busy && (
        <Overlay center backgroundOpacity={0.35} radius="md">
          <Loader color="white" size="sm" />
        </Overlay>
      )}
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid={`${label.toLowerCase().replace(/\s+/g, '-')}-input`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          // Reset so choosing the same file again still fires a change.
          e.currentTarget.value = '';
          if (file) onPick(file);
        }}
      />
    </UnstyledButton>
  );
}
