import { Button, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to load or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.';
  return (
    <Stack align="center" py={80} gap="md">
      <Title order={1}>Sorry</Title>
      <Text>{message}</Text>
      <Button component={Link} to="/" reloadDocument>
        Back to home
      </Button>
    </Stack>
  );
}
