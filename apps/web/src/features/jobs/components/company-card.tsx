import type { JobItem } from '@fitjobs/contract';
import { Anchor, Avatar, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { label } from '../../../lib/format.ts';
import { jobCompanyQuery } from '../api.ts';

export function CompanyCard({ job }: { job: JobItem }) {
  const company = useQuery(jobCompanyQuery(job.company_id));
  // The company's own place (issue 23: the card showed the job's), once the company has loaded.
  const c = company.data;
  const place = c ? [c.city_name, c.region_name, c.country_name].filter(Boolean).join(', ') : '';
  const logo = company.data?.logo_url ?? job.company_logo_url;
  return (
    <Card withBorder radius="md" padding="lg" component="aside" aria-label="Company">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={logo} alt={`${job.company_name} logo`} size="lg" radius="md">
          {job.company_name.charAt(0)}
        </Avatar>
        <Stack gap={2}>
          <Anchor component={Link} to={`/companies/${job.company_id}`} fw={600}>
            {job.company_name}
          </Anchor>
          {company.data?.industry_name && <Text fz="sm">{company.data.industry_name}</Text>}
          {company.data?.employee_count && (
            <Text fz="sm" c="dimmed">
              {label('employee_count', company.data.employee_count)}
            </Text>
          )}
          {place && (
            <Text fz="sm" c="dimmed">
              {place}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
