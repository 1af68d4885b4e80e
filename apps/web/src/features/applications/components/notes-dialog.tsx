import { NOTE_MAX } from '@fitjobs/contract';
import { Button, Center, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { addNote, notesQuery } from '../api.ts';

interface Props {
  applicationId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}

/** The company's private notes on an applicant: the history, newest first, and a new note. */
export function NotesDialog({ applicationId, name, opened, onClose }: Props) {
  const notes = useQuery({ ...notesQuery(applicationId), enabled: opened });
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const trimmed = text.trim();

  const save = async () => {
    if (!trimmed) return;
    setSaving(true);
    try {
      await addNote(applicationId, trimmed);
      setText('');
      await notes.refetch();
      toast.success('Note added', AREA_TOAST);
    } catch {
      toast.error('Failed to add the note', AREA_TOAST);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Notes on ${name}`} size="lg" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          Only your company sees these notes; the applicant never does.
        </Text>
        <Textarea
          label="New note"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={NOTE_MAX}
          autosize
          minRows={2}
          data-autofocus
        />
        <Button onClick={() => void save()} loading={saving} disabled={!trimmed} w="fit-content">
          Add note
        </Button>
        {notes.isPending ? (
          <Center py="md">
            <Loader aria-label="Loading notes" size="sm" />
          </Center>
        ) : notes.isError ? (
          <Text c="red" size="sm">
            Failed to load notes
          </Text>
        ) : notes.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            No notes yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Note history">
            {notes.data.map((n) => (
              <Paper key={n.id} component="li" withBorder p="sm">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {n.body}
                </Text>
                <Text size="xs" c="dimmed" mt={4}>
                  {n.author_name ?? 'A former member'} · {formatDate(n.created_at)}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
