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

/**
 * Rich text is sanitised by the API when stored, and again here by DOMPurify before it becomes
 * HTML. DOMPurify needs a DOM: on the server (entry-server.tsx) the stored, sanitised text is used.
 */
const sanitiseStored = (html: string) => (DOMPurify.isSupported ? DOMPurify.sanitize(html) : html);

export function JobDescriptionSections({ description }: { description: JobDescription }) {
  return (
    <Stack gap="lg">
      {description.summary && (
        <section aria-labelledby="job-summary">
          <Title order={2} fz="h4" id="job-summary" mb="xs">
            Job Summary
          </Title>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text (sanitiseStored) */}
            <div dangerouslySetInnerHTML={{ __html: sanitiseStored(description.summary) }} />
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
