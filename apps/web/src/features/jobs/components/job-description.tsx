import type { JobDescription } from '@fitjobs/contract';
import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import classes from './job-description.module.css';

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
    <div className={classes.sections}>
      {description.summary && (
        <section aria-labelledby="job-summary">
          <h2 className={classes.heading} id="job-summary">
            Job Summary
          </h2>
          <Typography>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised rich text (sanitiseStored) */}
            <div dangerouslySetInnerHTML={{ __html: sanitiseStored(description.summary) }} />
          </Typography>
        </section>
      )}
      {LIST_SECTIONS.filter(([key]) => description[key].length > 0).map(([key, heading]) => (
        <section key={key} aria-labelledby={`job-${key}`}>
          <h2 className={classes.heading} id={`job-${key}`}>
            {heading}
          </h2>
          <ul className={classes.list}>
            {description[key].map((entry, i) => (
              // Entries are plain text and may repeat, so position is part of the key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>{entry}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
