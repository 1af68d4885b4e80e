import { cutAtWord } from '@fitjobs/contract';
import { Anchor, Button, Card, Container, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { PageCanonical } from '../../../lib/page-canonical.tsx';
import { PageDescription } from '../../../lib/page-description.tsx';
import { findBlogPost, formatPostDate } from '../blog.ts';
import { PostBody } from '../components/post-body.tsx';

function BackToBlog() {
  return (
    <Anchor component={Link} to="/blog" fw={600} fz="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to blog
      </Group>
    </Anchor>
  );
}

export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findBlogPost(slug);

  if (!post) {
    return (
      <Container size="sm" py={80}>
        <DocumentTitle>{`Post not found | ${BRAND}`}</DocumentTitle>
        <Stack align="center" gap="md">
          <Title order={1} fz="h2">
            Post not found.
          </Title>
          <Text c="dimmed">The article may have moved, or the link may be mistyped.</Text>
          <Button component={Link} to="/blog" variant="light" leftSection={<IconArrowLeft size={16} />}>
            Back to blog
          </Button>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size={760} py="xl">
      <DocumentTitle>{`${post.title} | ${BRAND}`}</DocumentTitle>
      <PageDescription content={cutAtWord(post.excerpt, 160)} />
      <PageCanonical path={`/blog/${post.slug}`} />
      <BackToBlog />
      <Stack component="article" gap="lg" mt="lg">
        <Stack gap="sm" component="header">
          <Text component="time" dateTime={post.date} c="dimmed" fz="sm" fw={500}>
            {formatPostDate(post.date)}
          </Text>
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
            {post.title}
          </Title>
          <Text fz="xl" c="gray.7" lh={1.55}>
            {post.excerpt}
          </Text>
        </Stack>
        <Divider />
        <PostBody html={post.content} />
      </Stack>
      <Card withBorder radius="lg" padding="lg" mt={48} bg="teal.0">
        <Group justify="space-between" gap="md">
          <Text fw={600}>Ready for your next role?</Text>
          <Group gap="sm">
            <Button component={Link} to="/jobs" size="sm">
              Browse jobs
            </Button>
            <Button component={Link} to="/create-resume" size="sm" variant="default">
              Build your CV
            </Button>
          </Group>
        </Group>
      </Card>
      <Divider my="xl" />
      <BackToBlog />
    </Container>
  );
}
