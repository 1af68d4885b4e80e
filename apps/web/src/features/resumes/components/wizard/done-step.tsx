import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconBadge } from '../../../../lib/icon-badge.tsx';

export function DoneStep() {
  return (
    <Stack align="center" gap="md" py="xl">
      <IconBadge size={56} radius="xl" color="teal">
        <IconCheck size={32} />
      </IconBadge>
      <Title order={2}>Your resume is ready</Title>
      <Text c="dimmed" ta="center" maw={480}>
        You can download it as a PDF, set it as your active resume, and apply for jobs with it.
      </Text>
      <Group>
        <Button component={Link} to="/resumes">
          Go to my resumes
        </Button>
        <Button component={Link} to="/jobs" variant="default">
          Find jobs
        </Button>
      </Group>
    </Stack>
  );
}
