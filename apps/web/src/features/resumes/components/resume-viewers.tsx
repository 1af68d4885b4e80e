import { Alert, Anchor, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { resumeViewersQuery } from '../api.ts';

const times = (n: number, one: string, many: string) => (n === 1 ? one : `${many.replace('#', String(n))}`);

/** "Companies that viewed your resume" on /resumes: who opened or downloaded it, and when. */
export function ResumeViewers() {
  const viewers = useQuery(resumeViewersQuery);
  return (
    <Stack gap="sm" component="section" aria-labelledby="viewers-title">
      <Title order={2} size="h3" id="viewers-title">
        Companies that viewed your resume
      </Title>
      {viewers.isPending ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading companies that viewed your resume" />
        </Center>
      ) : viewers.isError ? (
        <Alert color="red">Failed to load the companies that viewed your resume</Alert>
      ) : viewers.data.items.length === 0 ? (
        <Text c="dimmed">No company has viewed your resume yet.</Text>
      ) : (
        <Stack gap="xs" data-testid="resume-viewers">
          {viewers.data.items.map((v) => {
            const what = [
              v.views > 0 ? times(v.views, 'viewed once', 'viewed # times') : null,
              v.downloads > 0 ? times(v.downloads, 'downloaded once', 'downloaded # times') : null,
            ].filter(Boolean);
            return (
              <Card key={v.company_id} withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Anchor component={Link} to={`/companies/${v.company_id}`} fw={600}>
                    {v.company_name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {`${what.join(', ')} · first ${formatDate(v.first_viewed_at)}, last ${formatDate(v.last_viewed_at)}`}
                  </Text>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
