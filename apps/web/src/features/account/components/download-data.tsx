import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { AREA_TOAST } from '../../../lib/toast.ts';
import { downloadMyData } from '../api.ts';

/** The person's right of access (NZ IPP 6, AU APP 12): one JSON file with everything held about them. */
export function DownloadData() {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch {
      toast.error('Failed to download your data', AREA_TOAST);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby="your-data-heading">
      <Title order={2} fz="h4" id="your-data-heading">
        Your data
      </Title>
      <Text size="sm" c="dimmed">
        One JSON file with everything we hold about you: your account, resumes, applications with cover
        letters and messages, saved jobs and searches, hidden jobs and companies, reviews and sign-in history.
        See the{' '}
        <Anchor component={Link} to="/privacy" inherit underline="always">
          privacy policy
        </Anchor>{' '}
        for what we keep and for how long.
      </Text>
      <Group>
        <Button variant="default" onClick={() => void download()} loading={downloading}>
          Download my data
        </Button>
      </Group>
    </Stack>
  );
}
