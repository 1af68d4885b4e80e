export const BRAND = 'FitJobs';
export const SUPPORT_EMAIL = 'support@fitjobs.co.nz';
