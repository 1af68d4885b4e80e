import { ActionIcon, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';

interface Props {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** Leaving the entry field: the form then shows the list's error. */
  onBlur?: () => void;
  /** Marks the list as needing an entry (the asterisk; the form's rules say so). */
  required?: boolean;
  error?: string;
}

/** A list of short entries: type, press Enter or Add; each entry can be removed. */
export function ListEditor({ label, value, onChange, onBlur, required = false, error }: Props) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...value, entry]);
    setDraft('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          label={label}
          withAsterisk={required}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder="Type and press Enter"
          error={error}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={add}
          // Keeps focus in the field: a blur first showed the list's error, moved this button
          // from under the pointer and swallowed the click (issue 23: Add needed two clicks).
          onMouseDown={(e) => e.preventDefault()}
          aria-label={`Add to ${label}`}
        >
          Add
        </Button>
      </Group>
      {value.length > 0 && (
        <List spacing={2} size="sm">
          {value.map((entry, i) => (
            // Entries may repeat, so the index keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity of their own
            <List.Item key={i}>
              <Group gap={4} wrap="nowrap">
                <Text size="sm">{entry}</Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${entry}`}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
