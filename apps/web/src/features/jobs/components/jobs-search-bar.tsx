import type { PlaceItem } from '@fitjobs/contract/places';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { NOWHERE, setPlaceParams, type WhereState } from '../where.ts';
import { rememberPlace, resolveWhere } from '../where-queries.ts';
import type { UpdateParams } from './search-filters.tsx';
import { useUrlPlace } from './use-url-place.ts';
import { WhatWhere } from './what-where.tsx';

/**
 * The search page's What and Where. Both read the URL, as the side filters do: a place chosen in
 * the box or cleared from it changes the URL at once, and a place chosen in the side filters (or
 * removed with its chip) shows up in the box.
 */
export function JobsSearchBar({ params, update }: { params: URLSearchParams; update: UpdateParams }) {
  const client = useQueryClient();
  const queryInUrl = params.get('query') ?? '';
  const [text, setText] = useState(queryInUrl);
  // New words in the URL (Back, a "Did you mean" link) replace the box's; arriving does not, so
  // what was typed before the page came alive (React replays it) stays.
  const shownQuery = useRef(queryInUrl);
  useEffect(() => {
    if (shownQuery.current === queryInUrl) return;
    shownQuery.current = queryInUrl;
    setText(queryInUrl);
  }, [queryInUrl]);

  const { place: urlPlace, known } = useUrlPlace(params);
  const [where, setWhere] = useState<WhereState>(
    urlPlace ? { text: urlPlace.name, place: urlPlace } : NOWHERE,
  );
  const [whereError, setWhereError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const latest = useRef(where);
  latest.current = where;
  // The URL's place (from the side filters, the chip, Back) goes into the box once its name is
  // known; but not over a place the person is typing in the box right now.
  useEffect(() => {
    if (!known) return;
    const focused = document.activeElement;
    const typing =
      focused?.getAttribute('role') === 'combobox' &&
      form.current?.contains(focused) &&
      latest.current.place === null &&
      latest.current.text.trim() !== '';
    if (typing) return;
    // The same place keeps the same state: a re-render on arrival would restart the results'
    // deferred drawing (jobs-page.tsx) and cost a slow phone its time.
    setWhere((w) => {
      if (!urlPlace) return w.text === '' && w.place === null ? w : NOWHERE;
      return w.place === urlPlace && w.text === urlPlace.name ? w : { text: urlPlace.name, place: urlPlace };
    });
    setWhereError(null);
  }, [urlPlace, known]);

  const appliedName = urlPlace?.name ?? '';
  const whereChanged = known && where.text.trim() !== appliedName;
  // As the resume search's (spec part 2): enabled on first load and whenever the search would
  // change; searching the same words and place again would change nothing.
  const canSearch = queryInUrl === '' || text.trim() !== queryInUrl || whereChanged;

  const pick = (place: PlaceItem | null) => {
    if (place) rememberPlace(client, place);
    update((p) => setPlaceParams(p, place));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    const newQuery = query !== '' && query !== queryInUrl;
    if (!whereChanged) {
      if (newQuery) update((p) => p.set('query', query));
      return;
    }
    const resolved = await resolveWhere(client, where);
    if ('error' in resolved) return setWhereError(resolved.error);
    setWhere(resolved.place ? { text: resolved.place.name, place: resolved.place } : NOWHERE);
    update((p) => {
      if (newQuery) p.set('query', query);
      setPlaceParams(p, resolved.place);
    });
  };

  return (
    <form ref={form} action="/jobs" onSubmit={(e) => void onSubmit(e)} aria-label="Job search">
      <WhatWhere
        size="md"
        what={text}
        onWhat={setText}
        where={where}
        onWhere={(next) => {
          setWhere(next);
          setWhereError(null);
        }}
        onPick={pick}
        whereError={whereError}
        submit={
          <Button type="submit" size="md" disabled={!canSearch}>
            Search
          </Button>
        }
      />
    </form>
  );
}
