import { JOB_REPORT_REASON_LABELS, JobReportReason } from '@fitjobs/contract';
import { List, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format.ts';

const reasonLabel = (reason: string) => {
  const known = JobReportReason.safeParse(reason);
  return known.success ? JOB_REPORT_REASON_LABELS[known.data] : reason;
};

/** The reports of one reviewed item, newest first: reason, comment and date. */
export function ReportList({
  reports,
}: {
  reports: { reason: string; comment: string | null; created_at: string }[];
}) {
  return (
    <List size="sm" spacing={4}>
      {reports.map((r, i) => (
        // Reports have no id on the wire; their order is stable (newest first).
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <List.Item key={i}>
          <Text span fw={600} size="sm">
            {reasonLabel(r.reason)}
          </Text>
          {r.comment ? <Text span size="sm">{`: ${r.comment}`}</Text> : null}
          <Text span size="xs" c="dimmed">{` · ${formatDate(r.created_at)}`}</Text>
        </List.Item>
      ))}
    </List>
  );
}
