import { fillTemplate, type TemplateField } from '@fitjobs/contract';
import { Select, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { templatesQuery } from '../pipeline-api.ts';

interface Props {
  companyId: string;
  /** Filled into the template; null keeps the {fields} for the server to fill per applicant. */
  fields: Record<TemplateField, string> | null;
  onPick: (text: string) => void;
}

/** "Use a template": puts the chosen template's text, fields filled, into the message box. */
export function TemplatePicker({ companyId, fields, onPick }: Props) {
  const query = useQuery(templatesQuery(companyId));
  const items = query.data ?? [];
  return (
    <Select
      label="Use a template"
      placeholder={
        query.isPending ? 'Loading templates…' : items.length ? 'Choose a template' : 'No templates yet'
      }
      data={items.map((t) => ({ value: t.id, label: t.name }))}
      disabled={items.length === 0}
      value={null}
      onChange={(id) => {
        const t = items.find((x) => x.id === id);
        if (t) onPick(fields ? fillTemplate(t.body, fields) : t.body);
      }}
      error={query.isError ? 'Failed to load templates' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A message box with "Use a template" above it: the status e-mail and the bulk message. */
export function TemplatedMessage({
  companyId,
  fields,
  label,
  maxLength,
  value,
  onChange,
}: Omit<Props, 'onPick'> & {
  label: string;
  maxLength: number;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <>
      <TemplatePicker companyId={companyId} fields={fields} onPick={onChange} />
      <Textarea
        label={label}
        autosize
        minRows={4}
        maxRows={10}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-autofocus
      />
    </>
  );
}
