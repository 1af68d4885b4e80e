import type { EmployerCompany } from '@fitjobs/contract';
import { Anchor, Avatar, Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The employer's own company: logo, name, industry, location and their role; opens the public page. */
export function CompanyCard({ company }: { company: EmployerCompany }) {
  const location = [company.city_name, company.region_name, company.country_name].filter(Boolean).join(', ');
  return (
    <Card withBorder>
      <Group wrap="nowrap">
        <Avatar src={company.logo_url} alt="" size="lg" radius="md">
          {company.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={2}>
          <Group gap={6}>
            {/* The link's name keeps the visible name first, so voice control finds it by what it shows. */}
            <Anchor component={Link} to={`/companies/${company.id}`} fw={600}>
              {company.name}
              <VisuallyHidden component="span"> company page</VisuallyHidden>
            </Anchor>
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
