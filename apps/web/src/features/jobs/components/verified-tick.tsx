import { IconRosetteDiscountCheckFilled } from '@tabler/icons-react';

/** The verified company tick, as the cards and the job page show it. */
export function VerifiedTick() {
  return (
    // A native tooltip: twenty cards of Mantine tooltips cost a slow phone too much.
    <span title="Verified company" style={{ display: 'inline-flex' }}>
      <IconRosetteDiscountCheckFilled
        size={16}
        color="var(--mantine-color-blue-6)"
        aria-label="Verified company"
      />
    </span>
  );
}
