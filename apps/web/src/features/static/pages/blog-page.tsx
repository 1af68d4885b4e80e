import { Anchor, Card, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BRAND } from '../../../lib/brand.ts';
import { Columns } from '../../../lib/columns.tsx';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageCanonical } from '../../../lib/page-canonical.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { blogPostsNewestFirst, formatPostDate } from '../blog.ts';
import { PageHeader } from '../components/page-header.tsx';
import { STATIC_HEADS } from '../page-heads.ts';

export default function BlogPage() {
  const posts = blogPostsNewestFirst();
  return (
    <Container size="lg" py="xl">
      <DocumentTitle>{STATIC_HEADS['/blog'].title}</DocumentTitle>
      <PageDescription content={STATIC_HEADS['/blog'].description} />
      <PageCanonical path="/blog" />
      <PageHeader
        eyebrow={`The ${BRAND} blog`}
        title="Blog"
        lead="Practical advice on the New Zealand job market, CVs, interviews and finding the right fit."
      />
      {posts.length === 0 ? (
        <Text c="dimmed">No posts yet.</Text>
      ) : (
        <Columns cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {posts.map((post) => (
            <Card key={post.slug} component="article" withBorder radius="lg" padding="lg">
              <Stack gap="sm" h="100%">
                <Text component="time" dateTime={post.date} fz="sm" c="dimmed">
                  {formatPostDate(post.date)}
                </Text>
                <Title order={2} fz="h4" lh={1.3}>
                  <Anchor component={Link} to={`/blog/${post.slug}`} c="inherit" fw={700} underline="hover">
                    {post.title}
                  </Anchor>
                </Title>
                <Text fz="sm" c="gray.7" lh={1.6} style={{ flexGrow: 1 }}>
                  {post.excerpt}
                </Text>
                <Anchor component={Link} to={`/blog/${post.slug}`} fw={600} fz="sm">
                  <Group gap={4} component="span">
                    Read more
                    <VisuallyHidden>: {post.title}</VisuallyHidden>
                    <IconArrowRight size={16} aria-hidden />
                  </Group>
                </Anchor>
              </Stack>
            </Card>
          ))}
        </Columns>
      )}
    </Container>
  );
}
