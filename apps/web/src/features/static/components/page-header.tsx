import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  /** Small line above the title, e.g. 'For employers'. */
  eyebrow?: string;
  lead?: ReactNode;
  align?: 'left' | 'center';
}

/** The heading block every static page opens with. */
export function PageHeader({ title, eyebrow, lead, align = 'left' }: PageHeaderProps) {
  return (
    <Stack gap="xs" align={align === 'center' ? 'center' : 'flex-start'} ta={align} mb="xl">
      {eyebrow && (
        <Text tt="uppercase" fw={700} fz="xs" c="teal.9" style={{ letterSpacing: '0.08em' }}>
          {eyebrow}
        </Text>
      )}
      <Title order={1} fz={{ base: 32, sm: 40 }} lh={1.15}>
        {title}
      </Title>
      {lead && (
        <Text c="dimmed" fz="lg" maw={680}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
