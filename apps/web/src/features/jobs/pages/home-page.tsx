import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { HomeDiscovery } from '../components/home-discovery.tsx';
import { WhatWhere } from '../components/what-where.tsx';
import { NOWHERE, PLACE_LOOKUP_FAILED, setPlaceParams, type WhereState } from '../where.ts';

/**
 * Home hero: What and Where. A search goes to /jobs?query=… with the place's ids; blank keywords
 * search only when a place is given (decision 0160). Below it, what is on the board now (drawn by
 * the server, like the search page).
 */
export default function HomePage() {
  const [text, setText] = useState('');
  const [where, setWhere] = useState<WhereState>(NOWHERE);
  const [whereError, setWhereError] = useState<string | null>(null);
  const navigate = useNavigate();
  const client = useQueryClient();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    // The lookup's code comes with the suggestion list, or now if the box was never opened.
    const resolved = await import('../where-queries.ts')
      .then((m) => m.resolveWhere(client, where))
      .catch(() => ({ error: PLACE_LOOKUP_FAILED }));
    if ('error' in resolved) return setWhereError(resolved.error);
    if (!query && !resolved.place) return;
    const params = new URLSearchParams(query ? { query } : {});
    setPlaceParams(params, resolved.place);
    navigate(`/jobs?${params}`);
  };
  return (
    <Stack align="center" py={72} gap="lg">
      <DocumentTitle>{`${BRAND}: jobs in New Zealand and Australia`}</DocumentTitle>
      <Title order={1} fz={48} ta="center">
        Find the right fit
      </Title>
      <form action="/jobs" onSubmit={(e) => void onSubmit(e)} style={{ width: '100%', maxWidth: 800 }}>
        <WhatWhere
          size="lg"
          what={text}
          onWhat={setText}
          where={where}
          onWhere={(next) => {
            setWhere(next);
            setWhereError(null);
          }}
          whereError={whereError}
          submit={
            <Button type="submit" size="lg">
              Search
            </Button>
          }
        />
      </form>
      <Anchor component={Link} to="/create-resume">
        Build your CV
      </Anchor>
      <HomeDiscovery />
    </Stack>
  );
}
