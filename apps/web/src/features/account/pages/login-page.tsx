import type { SignInRole } from '@fitjobs/contract';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { decodeSession, landingPath } from '../../../lib/auth.ts';
import { BRAND } from '../../../lib/brand.ts';
import { DocumentTitle } from '../../../lib/document-title.tsx';
import { STATIC_HEADS } from '../../static/page-heads.ts';
import { requestCode, verifyCode } from '../api.ts';
import { CodeStep } from '../components/code-step.tsx';
import { EmailStep } from '../components/email-step.tsx';
import { type LoginMode, RoleStep } from '../components/role-step.tsx';
import { safeRedirect } from '../safe-redirect.ts';

type Step = 'role' | 'email' | 'code';
const SEND_FAILED = 'Failed to send a verification code. Please try again.';
const INVALID_CODE = 'Invalid code. Please try again.';

const headings: Record<Step, (mode: LoginMode) => string> = {
  role: () => `Welcome to ${BRAND}`,
  email: (mode) => (mode === 'signup' ? 'Create your account' : 'Log in'),
  code: () => 'Check your e-mail',
};

/** Sign-in and registration (spec part 1, "Sign-in screen" and the Login state machine). */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('role');
  const [role, setRole] = useState<SignInRole>('employee');
  const [mode, setMode] = useState<LoginMode>('login');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  const send = async (address: string) => {
    setBusy('sending');
    setSendError(null);
    setCodeError(null);
    try {
      await requestCode(address, role);
      setEmail(address);
      setStep('code');
    } catch (err) {
      // A rate limit says when to come back; any other failure gets the spec's message.
      const message = err instanceof ApiError && err.status === 429 ? err.message : SEND_FAILED;
      if (step === 'code') setCodeError(message);
      else setSendError(message);
    } finally {
      setBusy(null);
    }
  };

  const verify = async (code: string) => {
    setBusy('verifying');
    setCodeError(null);
    try {
      const pair = await verifyCode(email, code);
      const session = decodeSession(pair.access_token);
      const target =
        safeRedirect(params.get('redirect_to'), window.location.origin) ??
        landingPath(session?.role ?? 'employee');
      navigate(target, { replace: true });
    } catch (error) {
      // A suspended account is told why (decision 0189); any other failure reads as the spec says.
      const suspended = error instanceof ApiError && error.code === 'account_suspended';
      setCodeError(suspended ? error.message : INVALID_CODE);
      setBusy(null);
    }
  };

  const back = () => {
    setSendError(null);
    setCodeError(null);
    setStep(step === 'code' ? 'email' : 'role');
  };

  return (
    <Stack align="center" py="xl">
      <DocumentTitle>{STATIC_HEADS['/login'].title}</DocumentTitle>
      <Card withBorder shadow="sm" padding="xl" radius="md" w="100%" maw={440}>
        <Stack gap="lg">
          {step !== 'role' && (
            <Anchor component="button" type="button" size="sm" onClick={back} style={{ alignSelf: 'start' }}>
              <IconArrowLeft size={14} style={{ verticalAlign: 'middle' }} aria-hidden /> Back
            </Anchor>
          )}
          <Title order={1} fz="h2">
            {headings[step](mode)}
          </Title>
          {step === 'role' && (
            <RoleStep
              role={role}
              onRoleChange={setRole}
              onChoose={(m) => {
                setMode(m);
                setStep('email');
              }}
            />
          )}
          {step === 'email' && (
            <EmailStep defaultEmail={email} sending={busy === 'sending'} error={sendError} onSubmit={send} />
          )}
          {step === 'code' && (
            <CodeStep
              email={email}
              verifying={busy === 'verifying'}
              resending={busy === 'sending'}
              error={codeError}
              onSubmit={verify}
              onResend={() => void send(email)}
            />
          )}
          <Text size="xs" c="dimmed" ta="center">
            By continuing you agree to our{' '}
            <Anchor component={Link} to="/terms" size="xs" underline="always">
              Terms of Service
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/privacy" size="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </Card>
    </Stack>
  );
}
