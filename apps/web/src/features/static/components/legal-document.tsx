import { Anchor, Box, Container, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { Columns } from '../../../lib/columns.tsx';
import type { LegalSection } from '../content/legal.ts';

const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** 'Account information: your e-mail…' reads as a list entry, so its lead-in is set in bold. */
function Paragraph({ text }: { text: string }) {
  // At most four words before the colon: a label, not a sentence ('We use … to: …').
  const lead = /^([A-Z][a-z]+(?: [a-z]+){0,3}): /.exec(text);
  if (!lead?.[1]) return <p>{text}</p>;
  return (
    <p>
      <strong>{lead[1]}:</strong> {text.slice(lead[0].length)}
    </p>
  );
}

interface LegalDocumentProps {
  title: string;
  /** Shown under the title, e.g. the effective date. */
  meta?: ReactNode;
  sections: LegalSection[];
}

/** A legal text with a table of contents beside it on wide screens. */
export function LegalDocument({ title, meta, sections }: LegalDocumentProps) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 32, sm: 40 }}>
          {title}
        </Title>
        {meta && <Text c="dimmed">{meta}</Text>}
      </Stack>
      <Columns cols={{ base: 1, md: [1, 3] }} spacing="xl">
        <Box visibleFrom="md">
          <Box component="nav" aria-label="On this page" pos="sticky" top={88}>
            <Text fw={700} fz="sm" mb="sm">
              On this page
            </Text>
            <Stack gap={8}>
              {sections.map((section) => (
                <Anchor key={section.heading} href={`#${anchorOf(section.heading)}`} fz="sm" c="gray.7">
                  {section.heading}
                </Anchor>
              ))}
            </Stack>
          </Box>
        </Box>
        <div>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
            <Typography>
              {sections.map((section) => (
                // Headings and paragraphs stay siblings so the typography spacing applies.
                <Fragment key={section.heading}>
                  <h2 id={anchorOf(section.heading)} style={{ scrollMarginTop: 88 }}>
                    {section.heading}
                  </h2>
                  {section.paragraphs.map((paragraph) => (
                    <Paragraph key={paragraph} text={paragraph} />
                  ))}
                </Fragment>
              ))}
            </Typography>
          </Paper>
        </div>
      </Columns>
    </Container>
  );
}
