import type { PlaceItem } from '@fitjobs/contract/places';
import { CloseButton, TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { type KeyboardEvent, lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { NOWHERE, type WhereState } from '../where.ts';

// The suggestion list (Mantine's Combobox with its popover and positioning, about 28 kB gzipped)
// loads when the person reaches for the box: the home page's first download has no room for it,
// and the search page hydrates without it. The input itself is drawn with the page (decision 0160).
const WhereList = lazy(() => import('./where-list.tsx'));

/** What the list tells the box for its ARIA attributes. */
export interface WhereListState {
  listId?: string;
  activeId?: string;
}
/** What the box asks of the open list: the arrow keys move, Enter chooses the highlighted place. */
export interface WhereListHandle {
  key(event: KeyboardEvent<HTMLInputElement>): void;
}

export interface WhereBoxProps {
  id: string;
  size: 'md' | 'lg';
  value: WhereState;
  /** Every change: typing (no place yet), choosing (the place) or clearing. */
  onChange: (next: WhereState) => void;
  /** A place chosen from the list, or the box cleared (null): the search page applies it at once. */
  onPick?: (place: PlaceItem | null) => void;
  error?: string | null;
  className?: string;
}

/** "Where": a city, region or country, suggested as the person types. */
export function WhereBox({ id, size, value, onChange, onPick, error, className }: WhereBoxProps) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [list, setList] = useState<WhereListState>({});
  const handle = useRef<WhereListHandle>(null);
  const input = useRef<HTMLInputElement>(null);
  const want = () => setWanted(true);
  const typed = value.text.trim() !== '';
  // As for What (what-where.tsx): a place typed before the page came alive is kept.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page comes alive
  useLayoutEffect(() => {
    const early = input.current?.value;
    if (early === undefined || early === value.text) return;
    onChange({ text: early, place: null });
    setWanted(true);
  }, []);

  const choose = (place: PlaceItem | null) => {
    setOpened(false);
    onChange(place ? { text: place.name, place } : NOWHERE);
    onPick?.(place);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      if (opened) e.preventDefault();
      setOpened(false);
    } else if (!opened && typed && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      setOpened(true);
    } else if (opened) {
      handle.current?.key(e);
    }
  };

  return (
    <TextInput
      ref={input}
      id={id}
      className={className}
      size={size}
      role="combobox"
      aria-autocomplete="list"
      aria-haspopup="listbox"
      aria-expanded={opened && list.listId !== undefined}
      aria-controls={opened ? list.listId : undefined}
      aria-activedescendant={opened ? list.activeId : undefined}
      autoComplete="off"
      // The API's PLACE_QUERY_MAX (its module brings zod, which the home page loads on first use).
      maxLength={100}
      placeholder="City, region or country"
      leftSection={<IconMapPin size={18} aria-hidden />}
      rightSectionPointerEvents="all"
      rightSection={
        value.text ? (
          <CloseButton
            aria-label="Clear location"
            onClick={() => {
              choose(null);
              input.current?.focus();
            }}
          />
        ) : null
      }
      value={value.text}
      error={error}
      onChange={(e) => {
        const text = e.currentTarget.value;
        onChange({ text, place: null });
        setOpened(text.trim() !== '');
        want();
      }}
      onFocus={want}
      onPointerEnter={want}
      onClick={() => setOpened(typed)}
      onBlur={() => setOpened(false)}
      onKeyDown={onKeyDown}
      inputContainer={(field) => (
        <div className="where-field">
          {field}
          {wanted && (
            <Suspense fallback={null}>
              <WhereList
                ref={handle}
                text={value.text}
                opened={opened}
                size={size}
                onChoose={choose}
                onClose={() => setOpened(false)}
                onState={setList}
              />
            </Suspense>
          )}
        </div>
      )}
    />
  );
}
