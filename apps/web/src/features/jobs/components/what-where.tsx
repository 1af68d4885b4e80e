import type { PlaceItem } from '@fitjobs/contract/places';
import { Input, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import type { WhereState } from '../where.ts';
import { WhereBox } from './where-box.tsx';

/**
 * What, Where and the Search button, as the home hero and the search page show them: one row on a
 * wide screen, stacked on a phone (global.css, .what-where). The labels sit in their own grid row,
 * so a message under Where never pushes the inputs out of line with the button.
 */
export function WhatWhere({
  size,
  what,
  onWhat,
  where,
  onWhere,
  onPick,
  whereError,
  submit,
}: {
  size: 'md' | 'lg';
  what: string;
  onWhat: (text: string) => void;
  where: WhereState;
  onWhere: (next: WhereState) => void;
  onPick?: (place: PlaceItem | null) => void;
  whereError?: string | null;
  submit: ReactNode;
}) {
  const id = useId();
  const whatInput = useRef<HTMLInputElement>(null);
  // Words typed into the drawn page before it came alive are in the field but not in the state:
  // take them over, or the next render would wipe them (a slow phone shows the box long before).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page comes alive
  useLayoutEffect(() => {
    const typed = whatInput.current?.value;
    if (typed !== undefined && typed !== what) onWhat(typed);
  }, []);
  return (
    <div className="what-where">
      <Input.Label htmlFor={`${id}what`} size={size} className="what-where-what-label">
        What
      </Input.Label>
      <TextInput
        ref={whatInput}
        id={`${id}what`}
        // Named for the form's plain submission before the page is alive: GET /jobs?query=…
        name="query"
        className="what-where-what"
        size={size}
        value={what}
        onChange={(e) => onWhat(e.currentTarget.value)}
        placeholder="Job title, company or keyword"
        // The visible label first, then the spec's words (what the box asks for).
        aria-label="What: job title, company or keyword"
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Input.Label htmlFor={`${id}where`} size={size} className="what-where-where-label">
        Where
      </Input.Label>
      <WhereBox
        id={`${id}where`}
        className="what-where-where"
        size={size}
        value={where}
        onChange={onWhere}
        onPick={onPick}
        error={whereError}
      />
      <div className="what-where-submit">{submit}</div>
    </div>
  );
}
