import type { SignInRole } from '@fitjobs/contract';
import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

export type LoginMode = 'login' | 'signup';

/** Step 1: who are you, and do you have an account? */
export function RoleStep(props: {
  role: SignInRole;
  onRoleChange: (role: SignInRole) => void;
  onChoose: (mode: LoginMode) => void;
}) {
  return (
    <Stack gap="md">
      <Radio.Group
        label="What brings you here?"
        value={props.role}
        onChange={(value) => props.onRoleChange(value === 'employer' ? 'employer' : 'employee')}
      >
        <Stack gap="xs" mt="xs">
          <Radio value="employee" label="I'm looking for a job" />
          <Radio value="employer" label="I'm looking for employees" />
        </Stack>
      </Radio.Group>
      {props.role === 'employer' && (
        <Alert color="teal" variant="light" title="Free during beta">
          <Text size="sm">
            Posting jobs and searching resumes is free during beta. Subscriptions will be required from 15
            October. See{' '}
            <Anchor component={Link} to="/pricing" size="sm" underline="always">
              pricing
            </Anchor>
            .
          </Text>
        </Alert>
      )}
      <Group grow>
        <Button onClick={() => props.onChoose('login')}>Log In</Button>
        <Button variant="default" onClick={() => props.onChoose('signup')}>
          Register
        </Button>
      </Group>
    </Stack>
  );
}
