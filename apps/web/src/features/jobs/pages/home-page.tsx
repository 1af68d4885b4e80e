import { Anchor, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BRAND } from '../../../lib/brand.ts';
import { HomeDiscovery } from '../components/home-discovery.tsx';

/**
 * Home hero: a search goes to /jobs?query=… only when the trimmed text is non-empty. Below it,
 * what is on the board now (drawn by the server, like the search page).
 */
export default function HomePage() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const query = text.trim();
    if (query) navigate(`/jobs?${new URLSearchParams({ query })}`);
  };
  return (
    <Stack align="center" py={72} gap="lg">
      <title>{`${BRAND}: jobs in New Zealand and Australia`}</title>
      <Title order={1} fz={48} ta="center">
        Find the right fit
      </Title>
      <form onSubmit={onSubmit} style={{ width: '100%', maxWidth: 720 }}>
        <Group gap="sm" wrap="nowrap">
          <TextInput
            flex={1}
            size="lg"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder="Job title, company or keyword"
            aria-label="Job title, company or keyword"
            leftSection={<IconSearch size={18} />}
          />
          <Button type="submit" size="lg">
            Search
          </Button>
        </Group>
      </form>
      <Anchor component={Link} to="/create-resume">
        Build your CV
      </Anchor>
      <HomeDiscovery />
    </Stack>
  );
}
