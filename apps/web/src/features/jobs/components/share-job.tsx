import { Button, Group } from '@mantine/core';
import { IconLink, IconShare } from '@tabler/icons-react';
import { toast } from 'react-toastify/unstyled';
import { useHydrating } from '../../../lib/server-render.ts';

/** Copy link, and the system share sheet where the browser has one (phones, mostly). */
export function ShareJob({ title, company }: { title: string; company: string }) {
  // Whether the browser can share is known only in the browser, after hydration.
  const canShare =
    !useHydrating() && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const url = () => window.location.href.split('#')[0] ?? window.location.href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      toast.success('Link copied.');
    } catch {
      toast.error('Could not copy the link.');
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: `${title} at ${company}`, url: url() });
    } catch {
      // Closing the share sheet rejects too; nothing to say.
    }
  };
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" leftSection={<IconLink size={14} />} onClick={() => void copy()}>
        Copy link
      </Button>
      {canShare && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconShare size={14} />}
          onClick={() => void share()}
        >
          Share
        </Button>
      )}
    </Group>
  );
}
