import { Badge, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { IconBadge } from '../../../lib/icon-badge.tsx';
import type { Plan } from '../content/pricing.ts';

/** One plan: list price struck through, free during beta, the button disabled until launch. */
export function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      padding="xl"
      shadow={plan.popular ? 'md' : 'xs'}
      style={
        plan.popular
          ? { borderColor: 'var(--mantine-color-teal-7)', borderWidth: 2, overflow: 'visible' }
          : { overflow: 'visible' }
      }
    >
      <Stack gap="lg" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" align="center">
            <Title order={2} fz="h3" id={headingId}>
              {plan.name}
            </Title>
            {plan.popular && (
              <Badge color="teal" variant="filled" size="lg">
                Most Popular
              </Badge>
            )}
          </Group>
          <Text c="dimmed" fz="sm">
            {plan.summary}
          </Text>
        </Stack>
        <Group gap="sm" align="baseline">
          <Text fz={40} fw={800} lh={1}>
            $0
          </Text>
          <Text component="s" fz="xl" c="dimmed" fw={600} td="line-through">
            <VisuallyHidden>List price </VisuallyHidden>${plan.price}
          </Text>
        </Group>
        <List
          spacing="sm"
          center
          style={{ flexGrow: 1 }}
          icon={
            <IconBadge color="teal" size={22} radius="xl">
              <IconCheck size={14} stroke={3} />
            </IconBadge>
          }
        >
          {plan.features.map((feature) => (
            <List.Item
              key={feature.label}
              c={feature.included ? undefined : 'dimmed'}
              icon={
                feature.included ? undefined : (
                  <IconBadge color="gray" variant="light" size={22} radius="xl">
                    <IconX size={14} stroke={3} />
                  </IconBadge>
                )
              }
            >
              {feature.label}
              {feature.footnote && <sup title="See the note below the plans">*</sup>}
            </List.Item>
          ))}
        </List>
        <Button fullWidth size="md" radius="md" disabled variant={plan.popular ? 'filled' : 'default'}>
          Free during beta
        </Button>
      </Stack>
    </Card>
  );
}
