export type PlanName = 'Basic' | 'Standard' | 'Premium';

export interface PlanFeature {
  label: string;
  /** False for what the plan does not include ('No resume search'). */
  included: boolean;
  /** Marks the feature the footnote below the plans refers to. */
  footnote?: boolean;
}

export interface Plan {
  name: PlanName;
  /** List price after launch, shown struck through while the beta is free. */
  price: number;
  summary: string;
  features: PlanFeature[];
  popular: boolean;
}

export const PLANS: Plan[] = [
  {
    name: 'Basic',
    price: 99,
    summary: 'For a single role.',
    features: [
      { label: '1 job post', included: true },
      { label: 'Applicants delivered directly', included: true },
      { label: 'No resume search', included: false },
    ],
    popular: false,
  },
  {
    name: 'Standard',
    price: 149,
    summary: 'For a few roles at once.',
    features: [
      { label: 'Up to 3 job posts', included: true },
      { label: 'Applicants delivered directly', included: true },
      { label: 'No resume search', included: false },
    ],
    popular: false,
  },
  {
    name: 'Premium',
    price: 249,
    summary: 'For finding candidates first.',
    features: [
      { label: 'Up to 5 job posts', included: true, footnote: true },
      { label: 'Full resume search', included: true },
      { label: 'Priority placement', included: true },
      { label: 'Priority support', included: true },
    ],
    popular: true,
  },
];

export const BETA_NOTE =
  'FitJobs is in beta: posting jobs and resume search are free for employers during beta. Subscriptions are required from 15 October, and billing starts after launch.';

/**
 * The spec gives two readings of Premium and asks for both to stay visible: this page states
 * up to 5 job posts, and this footnote carries the job-post page's 'Premium (3 jobs) 249'.
 */
export const PREMIUM_FOOTNOTE =
  "Plan limits are being finalised before launch. Our job-post page lists this plan as 'Premium (3 jobs) 249'; the Premium plan on this page includes up to 5 job posts.";
