export type PlanName = 'Basic' | 'Standard' | 'Premium';

export interface Plan {
  name: PlanName;
  price: number;
  features: string[];
  popular: boolean;
}

export const PLANS: Plan[] = [
  {
    name: 'Basic',
    price: 99,
    features: ['1 job post', 'Applicants delivered directly', 'No resume search'],
    popular: false,
  },
  {
    name: 'Standard',
    price: 149,
    features: ['Up to 3 job posts', 'Applicants delivered directly', 'No resume search'],
    popular: false,
  },
  {
    name: 'Premium',
    price: 249,
    features: ['Up to 5 job posts', 'Full resume search', 'Priority placement', 'Priority support'],
    popular: true,
  },
];

export const BETA_NOTE =
  'FitJobs is in beta: posting jobs and resume search are free for employers during beta. Subscriptions are required from 15 October, and billing starts after launch.';
