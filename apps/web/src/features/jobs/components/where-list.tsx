import type { PlaceItem } from '@fitjobs/contract/places';
import { Combobox, Group, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue, useId } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useImperativeHandle, useState } from 'react';
import { placeSuggestionsQuery } from '../where-queries.ts';
import type { WhereListHandle, WhereListState } from './where-box.tsx';

/** Typing pauses this long before the box asks for places: one request per word, not per key. */
const DEBOUNCE_MS = 200;

/** The line under a place's name: a region says it is one, so Auckland the region and the city differ. */
function placeDetail(place: PlaceItem): string | null {
  if (place.kind === 'region') return `Region, ${place.detail ?? ''}`;
  return place.detail;
}
const NONE: PlaceItem[] = [];
const placeKey = (p: PlaceItem) => `${p.kind}-${p.city_id ?? p.region_id ?? p.country_id}`;

/**
 * The suggestions under the Where box (loaded on first use, see where-box.tsx). The input stays
 * the box's own: this draws Mantine's dropdown against an anchor laid over it, and moves through
 * the options when the box hands it the arrow keys and Enter.
 */
export default function WhereList({
  ref,
  text,
  opened,
  size,
  onChoose,
  onClose,
  onState,
}: {
  ref: Ref<WhereListHandle>;
  text: string;
  opened: boolean;
  size: 'md' | 'lg';
  onChoose: (place: PlaceItem) => void;
  onClose: () => void;
  onState: (state: WhereListState) => void;
}) {
  const listId = useId();
  const [activeId, setActiveId] = useState<string | null>(null);
  const store = useCombobox({ opened, onOpenedChange: (open) => !open && onClose() });
  const typed = text.trim();
  const [asked] = useDebouncedValue(typed, DEBOUNCE_MS);
  const suggestions = useQuery({
    ...placeSuggestionsQuery(asked),
    enabled: opened && asked !== '',
    // The last answer stays up while the next is on its way, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
  const items = (asked && suggestions.data) || NONE;
  const searching = typed !== asked || suggestions.isFetching;

  useImperativeHandle(
    ref,
    () => ({
      key(event) {
        if (event.nativeEvent.isComposing) return;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setActiveId(event.key === 'ArrowDown' ? store.selectNextOption() : store.selectPreviousOption());
        } else if (event.key === 'Enter' && store.getSelectedOptionIndex() !== -1) {
          // Without a highlighted place Enter submits the form, which takes the best suggestion.
          event.preventDefault();
          store.clickSelectedOption();
        }
      },
    }),
    [store],
  );

  // A new list, or the list closed: nothing highlighted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items and opened are the triggers
  useEffect(() => {
    store.resetSelectedOption();
    setActiveId(null);
  }, [items, opened]);
  const listed = items.length > 0;
  useEffect(
    () => onState({ listId: listed ? listId : undefined, activeId: activeId ?? undefined }),
    [listed, listId, activeId, onState],
  );
  useEffect(() => () => onState({}), [onState]);

  return (
    <Combobox
      store={store}
      size={size}
      // Always below the box: flipped above it (a phone's keyboard leaves little room below), the
      // list covered What (issue 26 item 12). The page scrolls to a long list instead.
      position="bottom"
      middlewares={{ flip: false, shift: false }}
      onOptionSubmit={(value) => {
        const place = items[Number(value)];
        if (place) onChoose(place);
      }}
    >
      <Combobox.DropdownTarget>
        <div className="where-anchor" />
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        {items.length > 0 ? (
          <Combobox.Options id={listId} aria-label="Places">
            {items.map((place, index) => {
              const detail = placeDetail(place);
              // The space between the lines makes the option's name "Auckland Region, New Zealand".
              return (
                <Combobox.Option key={placeKey(place)} value={String(index)}>
                  <Text fz={size === 'lg' ? 'md' : 'sm'} fw={500}>
                    {place.name}
                  </Text>{' '}
                  {detail && (
                    <Text fz="xs" className="where-option-detail">
                      {detail}
                    </Text>
                  )}
                </Combobox.Option>
              );
            })}
          </Combobox.Options>
        ) : (
          // Outside the listbox: a listbox must hold options, and this is news, not a choice.
          <Combobox.Empty role="status">
            {searching ? (
              <Group gap="xs" justify="center">
                <Loader size="xs" />
                Looking for places…
              </Group>
            ) : (
              'No matching places'
            )}
          </Combobox.Empty>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
