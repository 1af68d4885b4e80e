import { Group, Input, Select } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { MONTH_OPTIONS, yearOptions } from './wizard-values.ts';

interface Props {
  label: string;
  /** 'YYYY-MM' when both parts are chosen, '' while incomplete, null when not applicable. */
  value: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
}

const YEARS = yearOptions();

/** A month and a year picker for one date; it reports a value only once both are chosen. */
export function MonthYearInput({ label, value, onChange, onBlur, error, disabled, required }: Props) {
  const id = useId();
  const [month, setMonth] = useState<string | null>(value ? value.slice(5, 7) : null);
  const [year, setYear] = useState<string | null>(value ? value.slice(0, 4) : null);

  // Follow outside changes: a restored draft, or 'currently working' clearing the end date.
  useEffect(() => {
    if (value) {
      setYear(value.slice(0, 4));
      setMonth(value.slice(5, 7));
    } else if (value === null) {
      setYear(null);
      setMonth(null);
    }
  }, [value]);

  const update = (m: string | null, y: string | null) => {
    setMonth(m);
    setYear(y);
    onChange(m && y ? `${y}-${m}` : '');
  };

  return (
    <Input.Wrapper label={label} error={error} required={required} id={id}>
      <Group gap="xs" grow wrap="nowrap">
        <Select
          aria-label={`${label} month`}
          placeholder="Month"
          data={MONTH_OPTIONS}
          value={month}
          onChange={(m) => update(m, year)}
          onBlur={onBlur}
          disabled={disabled}
          error={Boolean(error)}
        />
        <Select
          aria-label={`${label} year`}
          placeholder="Year"
          data={YEARS}
          value={year}
          onChange={(y) => update(month, y)}
          onBlur={onBlur}
          disabled={disabled}
          error={Boolean(error)}
          searchable
        />
      </Group>
    </Input.Wrapper>
  );
}
