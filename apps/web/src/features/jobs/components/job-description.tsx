import type { JobDescription } from '@fitjobs/contract';
import { List, Stack, Title, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';

/** The description sections in the spec's order (spec part 1, "Job detail"). */
const LIST_SECTIONS: [keyof Omit<JobDescription, 'summary'>, string][] = [
  ['responsibilities', 'Responsibilities'],
  ['requirements', 'Requirements'],
  ['qualifications', 'Qualifications'],
  ['working_conditions', 'Work Conditions'],
  ['skills', 'Skills'],
  ['tools_and_technologies', 'Technologies'],
  ['benefits', 'Benefits'],
];

export function JobDescriptionSections({ description }: { description: JobDescription }) {
  return (
    <Stack gap="lg">
      {description.summary && (
        <section aria-labelledby="job-summary">
          <Title order={2} fz="h4" id="job-summary" mb="xs">
            Job Summary
          </Title>
          <Typography>
            {/* Stored sanitised on the server; sanitised again here before it becomes HTML. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: DOMPurify-sanitised rich text */}
            <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(description.summary) }} />
          </Typography>
        </section>
      )}
      {LIST_SECTIONS.filter(([key]) => description[key].length > 0).map(([key, heading]) => (
        <section key={key} aria-labelledby={`job-${key}`}>
          <Title order={2} fz="h4" id={`job-${key}`} mb="xs">
            {heading}
          </Title>
          <List spacing={4}>
            {description[key].map((entry, i) => (
              // Entries are plain text and may repeat, so position is part of the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <List.Item key={i}>{entry}</List.Item>
            ))}
          </List>
        </section>
      ))}
    </Stack>
  );
}
