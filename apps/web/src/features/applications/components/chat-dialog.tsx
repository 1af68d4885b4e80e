import { type ApplicationMessage, MESSAGE_MAX, type TemplateField } from '@fitjobs/contract';
import {
  Box,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSession } from '../../../lib/auth.ts';
import { formatDate } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { messagesQuery, sendMessage } from '../api.ts';
import { TemplatePicker } from './template-picker.tsx';

export interface ChatDialogProps {
  applicationId: string;
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The employer's side: the company's templates, filled for this applicant (decision 0177). */
  templates?: { companyId: string; fields: Record<TemplateField, string> };
}

/** 'You', the author's name, or which side wrote it when they have no name. */
function authorLabel(m: ApplicationMessage, me: string | undefined) {
  if (m.author_id && m.author_id === me) return 'You';
  return m.author_name || (m.is_applicant ? 'Job seeker' : 'Employer');
}

const timeFormat = new Intl.DateTimeFormat('en-NZ', { hour: 'numeric', minute: '2-digit' });

/**
 * The chat on one application. The server gives newest first; the dialog shows newest at the
 * bottom, loads older pages when scrolled to the top, and polls while open (0082).
 */
export function ChatDialog({ applicationId, title, opened, onClose, templates }: ChatDialogProps) {
  const me = useSession()?.userId;
  const query = useInfiniteQuery({ ...messagesQuery(applicationId, opened), enabled: opened });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);

  const messages = useMemo(
    () => (query.data?.pages.flatMap((p) => p.items) ?? []).slice().reverse(),
    [query.data],
  );
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    if (query.isError) toast.error('Failed to load application messages', AREA_TOAST);
  }, [query.isError]);

  // Keep the reader's place when older messages are put above; otherwise follow the newest one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose when messages were added
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [messages.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on purpose when the newest message changes
  useLayoutEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  const onScroll = ({ y }: { y: number }) => {
    if (y < 40 && hasNextPage && !isFetchingNextPage) {
      heightBeforeOlder.current = viewport.current?.scrollHeight ?? null;
      void fetchNextPage();
    }
  };

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    setText('');
    try {
      await sendMessage(applicationId, message);
    } catch (err) {
      // The spec: a failed send is only logged. The text goes back so nothing typed is lost.
      console.error('Failed to send the message', err);
      setText(message);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" centered>
      <Stack gap="sm">
        <ScrollArea h={380} viewportRef={viewport} onScrollPositionChange={onScroll} type="auto">
          {isFetchingNextPage && (
            <Center py="xs">
              <Loader size="sm" />
            </Center>
          )}
          {query.isPending ? (
            <Center h={360}>
              <Loader aria-label="Loading messages" />
            </Center>
          ) : query.isError ? (
            <Text c="red">Failed to load application messages</Text>
          ) : messages.length === 0 ? (
            <Center h={360}>
              <Text c="dimmed">No messages yet. Say hello.</Text>
            </Center>
          ) : (
            <Stack gap="xs" pr="sm" role="log" aria-label="Messages">
              {messages.map((m) => {
                const mine = m.author_id === me;
                return (
                  <Box key={m.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
                    <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                      {authorLabel(m, me)} · {formatDate(m.created_at)}{' '}
                      {timeFormat.format(new Date(m.created_at))}
                    </Text>
                    <Paper p="xs" radius="md" bg={mine ? 'blue.0' : 'gray.0'} withBorder>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {m.message}
                      </Text>
                    </Paper>
                  </Box>
                );
              })}
            </Stack>
          )}
        </ScrollArea>
        {templates && opened && (
          <TemplatePicker companyId={templates.companyId} fields={templates.fields} onPick={setText} />
        )}
        <Group align="flex-end" wrap="nowrap">
          <Textarea
            flex={1}
            aria-label="Message"
            placeholder="Write a message (Enter sends, Shift+Enter for a new line)"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={MESSAGE_MAX}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            data-autofocus
          />
          <Button onClick={() => void send()} disabled={!text.trim()}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
