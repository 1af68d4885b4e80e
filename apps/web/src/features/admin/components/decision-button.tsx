import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { ApiError } from '../../../lib/api.ts';
import { type Decision, useDecision } from '../api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

interface Props {
  decision: Decision;
  id: string;
  /** The button's text, e.g. 'Suspend company'. */
  label: string;
  /** For screen readers when the label alone is ambiguous in a list: 'Suspend Acme Ltd'. */
  ariaLabel?: string;
  title: string;
  description: string;
  done: string;
  danger?: boolean;
  size?: ButtonProps['size'];
}

/** A button that asks for a reason, then suspends, restores or takes down (decision 0189). */
export function DecisionButton({
  decision,
  id,
  label,
  ariaLabel,
  title,
  description,
  done,
  danger,
  size = 'xs',
}: Props) {
  const [open, setOpen] = useState(false);
  const act = useDecision();
  return (
    <>
      <Button
        size={size}
        color={danger ? 'red' : undefined}
        variant={danger ? 'light' : 'default'}
        onClick={() => setOpen(true)}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <ReasonDialog
        opened={open}
        title={title}
        description={description}
        confirmLabel={label}
        danger={danger}
        busy={act.isPending}
        onClose={() => setOpen(false)}
        onConfirm={(reason) =>
          act.mutate(
            { decision, id, reason },
            {
              onSuccess: () => {
                toast.success(done);
                setOpen(false);
              },
              onError: (error) =>
                toast.error(
                  error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
                ),
            },
          )
        }
      />
    </>
  );
}
