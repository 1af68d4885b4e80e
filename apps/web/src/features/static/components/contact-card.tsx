import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { CUSTOMER_SERVICE } from '../content/help.ts';

/** 'Still need help?' with the support address and the reply promise. */
export function ContactCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl" bg="teal.0">
      <Group justify="space-between" align="center" gap="lg">
        <Stack gap={4} maw={560}>
          <Title order={2} fz="h3">
            {title}
          </Title>
          <Text c="gray.7">
            E-mail <strong>{CUSTOMER_SERVICE.email}</strong>. {CUSTOMER_SERVICE.replyPromise}
          </Text>
          {children}
        </Stack>
        <Button
          component="a"
          href={`mailto:${CUSTOMER_SERVICE.email}`}
          size="md"
          leftSection={<IconMail size={18} />}
        >
          E-mail support
        </Button>
      </Group>
    </Card>
  );
}
