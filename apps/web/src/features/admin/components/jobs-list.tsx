import { type JobStatus, JobStatus as JobStatusEnum } from '@fitjobs/contract';
import { Anchor, Badge, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, label } from '../../../lib/format.ts';
import { adminJobsQuery, type JobFilters } from '../api.ts';
import { DecisionButton } from './decision-button.tsx';
import { ListFrame, YesNoFilter } from './list-frame.tsx';

/** Jobs: search by title or company; filter by status, reported and taken down; take one down. */
export function JobsList() {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [filters, setFilters] = useState<Omit<JobFilters, 'query'>>({});
  const jobs = useInfiniteQuery(adminJobsQuery({ ...filters, query: query || undefined }));
  const items = jobs.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Stack gap="md" data-testid="admin-jobs">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search jobs"
          placeholder="Title or company"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label="Status"
          w={140}
          clearable
          placeholder="Any"
          data={JobStatusEnum.options.map((s) => ({ value: s, label: label('job_status', s) }))}
          value={filters.status ?? null}
          onChange={(v) => setFilters({ ...filters, status: (v as JobStatus | null) ?? undefined })}
        />
        <YesNoFilter
          label="Reported"
          value={filters.reported}
          onChange={(v) => setFilters({ ...filters, reported: v })}
        />
        <YesNoFilter
          label="Taken down"
          value={filters.taken_down}
          onChange={(v) => setFilters({ ...filters, taken_down: v })}
        />
      </Group>
      <ListFrame query={jobs} what="jobs" count={items.length}>
        {items.map((j) => (
          <Card key={j.id} withBorder padding="sm">
            <Group justify="space-between" wrap="wrap" align="flex-start">
              <Stack gap={2}>
                <Anchor component={Link} to={`/jobs/${j.id}`} fw={600}>
                  {j.title || 'Untitled draft'}
                </Anchor>
                <Text size="sm" c="dimmed">{`${j.company_name} · posted ${formatDate(j.created_at)}`}</Text>
                {j.takedown_reason && <Text size="sm">{`Taken down: ${j.takedown_reason}`}</Text>}
              </Stack>
              <Group gap="xs">
                <Badge variant="light">{label('job_status', j.status)}</Badge>
                {j.company_suspended && <Badge color="red">Company suspended</Badge>}
                {j.taken_down_at && <Badge color="red">Taken down</Badge>}
                {j.report_count > 0 && (
                  <Badge color="orange" variant="light">
                    {`${j.report_count} ${j.report_count === 1 ? 'report' : 'reports'}`}
                  </Badge>
                )}
                {!j.taken_down_at && (
                  <DecisionButton
                    decision="takeDownJob"
                    id={j.id}
                    label="Take down"
                    ariaLabel={`Take down ${j.title}`}
                    title={`Take down "${j.title}"`}
                    description={`The job is archived and cannot be reposted or duplicated. ${j.company_name} is e-mailed the reason.`}
                    done="Job taken down"
                    danger
                  />
                )}
              </Group>
            </Group>
          </Card>
        ))}
      </ListFrame>
    </Stack>
  );
}
