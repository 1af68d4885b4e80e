import { DecisionButton } from './decision-button.tsx';

/** Suspend a company, or restore a suspended one; either way with a reason for its admins. */
export function CompanySuspension({
  company,
}: {
  company: { id: string; name: string; suspended_at: string | null };
}) {
  return company.suspended_at ? (
    <DecisionButton
      decision="restoreCompany"
      id={company.id}
      label="Restore company"
      ariaLabel={`Restore company ${company.name}`}
      title={`Restore ${company.name}`}
      description={`Its live jobs return to search at once. ${company.name}'s admins are e-mailed the reason.`}
      done="Company restored"
    />
  ) : (
    <DecisionButton
      decision="suspendCompany"
      id={company.id}
      label="Suspend company"
      ariaLabel={`Suspend company ${company.name}`}
      title={`Suspend ${company.name}`}
      description={`Its jobs leave search and their pages at once. ${company.name}'s admins are e-mailed the reason.`}
      done="Company suspended"
      danger
    />
  );
}
