import type { EmployerCompany } from '@fitjobs/contract';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The employer's own company: logo, name, industry, location and their role; opens the public page. */
export function CompanyCard({ company }: { company: EmployerCompany }) {
  const location = [company.city_name, company.region_name, company.country_name].filter(Boolean).join(', ');
  return (
    <Card
      withBorder
      component={Link}
      to={`/companies/${company.id}`}
      aria-label={`${company.name} company page`}
    >
      <Group wrap="nowrap">
        <Avatar src={company.logo_url} alt="" size="lg" radius="md">
          {company.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={2}>
          <Group gap={6}>
            <Text fw={600}>{company.name}</Text>
            {company.verified && (
              <IconRosetteDiscountCheckFilled
                size={18}
                color="var(--mantine-color-blue-6)"
                aria-label="Verified company"
              />
            )}
          </Group>
          {company.industry_name && <Text size="sm">{company.industry_name}</Text>}
          {location && (
            <Text size="sm" c="dimmed">
              {location}
            </Text>
          )}
          <Badge variant="light" w="fit-content">
            Your role: {company.role}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}
