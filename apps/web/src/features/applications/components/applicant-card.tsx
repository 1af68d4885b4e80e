import { type EmployerApplication, EmployerSettableStatus } from '@fitjobs/contract';
import { Avatar, Badge, Button, Card, Checkbox, Group, Menu, Rating, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconCopy,
  IconDownload,
  IconEye,
  IconMessage,
  IconNotes,
} from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError, saveFile } from '../../../lib/api.ts';
import { formatDate, label } from '../../../lib/format.ts';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { downloadSentResume, rateApplication, updateApplicationStatus } from '../api.ts';
import { ApplicationDetailDialog } from './application-detail-dialog.tsx';
import { ChatDialog } from './chat-dialog.tsx';
import { NotesDialog } from './notes-dialog.tsx';
import { MustHaveBadge, ScreeningAnswers } from './screening-answers.tsx';
import { RejectConfirmDialog, toastWithUndo } from './status-actions.tsx';
import { StatusBadge } from './status-badge.tsx';
import { StatusMessageDialog } from './status-message-dialog.tsx';

const VISIBLE_SKILLS = 5;
/** The pipeline in order (decision 0175): the menu moves an application forward or back. */
const SETTABLE = EmployerSettableStatus.options;
const CLOSED_SENTENCE =
  'This applicant closed their account: chat, resume and status changes are no longer possible. Your notes and rating stay.';
const NO_RESUME = 'This candidate has not uploaded a resume yet.';

interface Props {
  application: EmployerApplication;
  /** Present when the list offers bulk actions: the card gets a checkbox. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
}

/**
 * An applicant as the employer sees it: open, change status (rejecting asks first; Undo while
 * the e-mail waits), chat, copy e-mail, download resume, and the company's private rating and notes.
 */
export function ApplicantCard({ application: a, selected, onSelect }: Props) {
  const [detailOpened, detail] = useDisclosure(false);
  const [chatOpened, chat] = useDisclosure(false);
  const [notesOpened, notes] = useDisclosure(false);
  const [confirmOpened, confirm] = useDisclosure(false);
  const [asking, setAsking] = useState<'interview' | 'offer' | null>(null);
  const closed = a.user_id === null;
  const [rating, setRating] = useState(a.rating ?? 0);
  const name = a.applicant_full_name || a.user_name || 'Job seeker';
  const fields = {
    first_name: name.split(/\s+/)[0] ?? name,
    job_title: a.job_title,
    company_name: a.company_name,
  };
  const hidden = a.applicant_skills.length - VISIBLE_SKILLS;
  // Opening the status menu focuses its first item, even a disabled one (which then cannot take
  // focus and leaves the keyboard on the button): the menu names the first usable one.
  const firstUsable = SETTABLE.find((s) => s !== a.status);

  const setStatus = async (status: EmployerSettableStatus, message?: string) => {
    try {
      const changed = await updateApplicationStatus(a.id, status, message);
      toastWithUndo(a.job_company_id, [changed], `Application marked as ${status}`);
    } catch (err) {
      toast.error(
        err instanceof ApiError && err.status === 409 ? err.message : 'Failed to update status',
        AREA_TOAST,
      );
    }
  };
  const choose = (s: EmployerSettableStatus) => {
    if (s === 'rejected') confirm.open();
    else if (s === 'interview' || s === 'offer') setAsking(s);
    else void setStatus(s);
  };

  const rate = async (value: number) => {
    const previous = rating;
    setRating(value);
    try {
      await rateApplication(a.id, value === 0 ? null : value);
    } catch {
      setRating(previous);
      toast.error('Failed to save the rating', AREA_TOAST);
    }
  };

  const copyEmail = async () => {
    if (!a.applicant_email) return;
    try {
      await navigator.clipboard.writeText(a.applicant_email);
      toast.success('Email copied to clipboard', AREA_TOAST);
    } catch (err) {
      console.error('Clipboard write failed', err);
    }
  };

  const download = async () => {
    if (!a.active_resume_id) {
      toast.info(NO_RESUME, AREA_TOAST);
      return;
    }
    try {
      saveFile(await downloadSentResume(a.id));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) toast.info(NO_RESUME, AREA_TOAST);
      else toast.error('Failed to download resume', AREA_TOAST);
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Applicant ${name}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group wrap="nowrap" align="flex-start" miw={0}>
          {onSelect && !closed && (
            <Checkbox
              mt={10}
              checked={selected ?? false}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              aria-label={`Select ${name}`}
            />
          )}
          <Avatar src={a.user_avatar_url} name={name} color="initials" alt="" />
          <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed">
              {[
                a.applicant_location,
                a.applicant_experience !== null ? `${a.applicant_experience} years experience` : null,
                `Applied ${formatDate(a.created_at)}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        </Group>
        <StatusBadge status={a.status} />
      </Group>
      {(a.must_haves || a.answers.length > 0) && (
        <Stack gap={0} mt="xs" align="flex-start">
          <MustHaveBadge mustHaves={a.must_haves} />
          <ScreeningAnswers answers={a.answers} />
        </Stack>
      )}
      {closed && (
        <Text size="sm" c="dimmed" mt="xs" role="note">
          {CLOSED_SENTENCE}
        </Text>
      )}
      <Group mt="sm" gap="sm" wrap="nowrap" align="center">
        <Rating value={rating} onChange={(v) => void rate(v)} aria-label={`Rating of ${name}`} />
        {rating > 0 && (
          <Button size="compact-xs" variant="subtle" color="gray" onClick={() => void rate(0)}>
            Clear rating
          </Button>
        )}
      </Group>
      {a.last_note && (
        <Text size="sm" mt={6} lineClamp={2} aria-label="Last note">
          <Text span fw={600} size="sm">
            Note:
          </Text>{' '}
          {a.last_note}
        </Text>
      )}
      {a.applicant_skills.length > 0 && (
        <Group gap={6} mt="sm" role="group" aria-label="Skills">
          {a.applicant_skills.slice(0, VISIBLE_SKILLS).map((skill) => (
            <Badge key={skill} variant="outline" color="gray" tt="none">
              {skill}
            </Badge>
          ))}
          {hidden > 0 && (
            <Text size="sm" c="dimmed">
              +{hidden} more
            </Text>
          )}
        </Group>
      )}
      <Group mt="md" gap="xs">
        <Button size="xs" leftSection={<IconEye size={16} />} onClick={detail.open}>
          Open
        </Button>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              size="xs"
              variant="default"
              rightSection={<IconChevronDown size={14} />}
              disabled={closed || a.status === 'withdrawn'}
            >
              Change status
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {SETTABLE.map((s) => (
              <Menu.Item
                key={s}
                onClick={() => choose(s)}
                disabled={a.status === s}
                data-autofocus={s === firstUsable || undefined}
              >
                {label('application_status', s)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMessage size={16} />}
          onClick={chat.open}
          disabled={closed}
        >
          Chat
        </Button>
        <Button size="xs" variant="light" leftSection={<IconNotes size={16} />} onClick={notes.open}>
          Notes
        </Button>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconCopy size={16} />}
          onClick={() => void copyEmail()}
          disabled={!a.applicant_email}
        >
          Copy e-mail
        </Button>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconDownload size={16} />}
          onClick={() => void download()}
          disabled={closed}
        >
          Resume
        </Button>
      </Group>
      <ApplicationDetailDialog application={a} opened={detailOpened} onClose={detail.close} />
      <ChatDialog
        applicationId={a.id}
        title={`Chat with ${name}`}
        opened={chatOpened}
        onClose={chat.close}
        templates={{ companyId: a.job_company_id, fields }}
      />
      <StatusMessageDialog
        status={asking}
        companyId={a.job_company_id}
        fields={fields}
        count={1}
        onClose={() => setAsking(null)}
        onConfirm={(message) => setStatus(asking ?? 'interview', message)}
      />
      <NotesDialog applicationId={a.id} name={name} opened={notesOpened} onClose={notes.close} />
      <RejectConfirmDialog
        count={1}
        opened={confirmOpened}
        onClose={confirm.close}
        onConfirm={() => setStatus('rejected')}
      />
    </Card>
  );
}
