import { SUPPORT_EMAIL } from '../../../lib/brand.ts';

export type HelpAudience = 'Job seekers' | 'Employers';

export interface HelpItem {
  question: string;
  answer: string;
}

export interface HelpSection {
  audience: HelpAudience;
  items: HelpItem[];
}

export interface CustomerServiceTopic {
  title: string;
  body: string;
}

export interface CustomerService {
  intro: string;
  email: string;
  replyPromise: string;
  topics: CustomerServiceTopic[];
}

export const HELP_SECTIONS: HelpSection[] = [
  {
    audience: 'Job seekers',
    items: [
      {
        question: 'How do I sign up?',
        answer:
          "Select Sign in, choose Job Seeker ('I'm looking for a job'), then select Register and enter your e-mail address. Job seeker accounts can search and apply for jobs, create resumes, save jobs and save searches.",
      },
      {
        question: 'How do I verify my e-mail address?',
        answer:
          'After you enter your e-mail address, we send a 6-digit code to it. Enter the code on the next screen to verify your e-mail address and finish signing in; there is no password to remember. If it has not arrived after a few minutes, check your spam or junk folder, then request a new code. If you request more than one code, use the most recent one.',
      },
      {
        question: 'How do I search for jobs and apply?',
        answer:
          'Use the search bar to look for jobs by keyword, then narrow the results with filters such as location, salary and work format. Open a job to read the full ad. When you find a role you like, select Apply and add a cover letter if you want to; your active resume is sent with the application. If you do not have an active resume yet, create one first.',
      },
      {
        question: 'How do I create a resume?',
        answer:
          'Resumes belong to your profile: once signed in as a job seeker, select Create resume in the top menu (or Build your CV on the home page). The resume builder takes you through your personal details, work experience, education, skills and a personal summary, then saves it. Under Resumes you can edit, download or delete a resume, and choose Set as Active for the one you want to use. Your active resume is sent with your applications and can be found by employers through resume search; employers only see your other resumes if you apply with them.',
      },
      {
        question: 'Where can I see and manage my applications?',
        answer:
          'All the jobs you have applied for are listed under Applied jobs, together with their current status (applied, viewed, shortlisted or rejected). From there you can read your cover letter, chat with the employer about an application, or revoke the application if you are no longer interested in the role.',
      },
      {
        question: 'Can employers contact me?',
        answer:
          'Yes. Employers can message you through FitJobs chat about an application you have made. Their messages appear alongside the application, and you can reply from there.',
      },
      {
        question: 'How do saved searches and job alerts work?',
        answer:
          'After running a search, select Save this search to keep the same keywords and filters. We then send you a daily e-mail alert with new jobs that match. Under Saved searches you can rename a search, turn its alert on or off, unsubscribe, or delete it.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'You can close your account in your settings or by contacting our support team. This removes your profile and resumes from FitJobs. See our privacy policy for more detail on what happens to your information.',
      },
    ],
  },
  {
    audience: 'Employers',
    items: [
      {
        question: 'How do I post a job?',
        answer:
          'Select Sign in, choose Employer (\u2018I\u2019m looking for employees\u2019) and Register, then verify your e-mail address with the 6-digit code we send you. Create your company from your dashboard, then select Post a job. Add the job title, location, work type and a clear description of the role, and publish it. Job ads must be for genuine vacancies that you can legally fill in New Zealand or Australia.',
      },
      {
        question: 'How do I edit or archive a job?',
        answer:
          'All your job ads are listed under My Jobs, where you can filter them by status: active, expired, archived or draft. Select Edit to change a job, or Archive when the role has been filled or is no longer available. Archived jobs no longer accept applications.',
      },
      {
        question: 'Where do I see applications?',
        answer:
          'Select View Applications on a job under My Jobs to see everyone who has applied, or open Applicants to see all your applicants grouped by job. Applications are delivered directly to your account, and each one shows the candidate\u2019s details and skills.',
      },
      {
        question: 'How do I shortlist or reject applicants?',
        answer:
          'From the applications for a job, you can shortlist candidates you want to progress or reject those who are not a fit. Keeping statuses up to date helps you manage your pipeline and lets candidates know where they stand.',
      },
      {
        question: 'Can I message candidates?',
        answer:
          'Yes. You can chat with any applicant directly from their application, for example to ask a follow-up question or arrange an interview.',
      },
      {
        question: 'Can I download a candidate\u2019s resume?',
        answer:
          'Yes. You can download an applicant\u2019s resume as a PDF from their application. Please only use resumes for recruitment purposes, as set out in our terms of use.',
      },
      {
        question: 'How does resume search work?',
        answer:
          'Resume search lets you look for candidates through their active resumes. You can search by skills, experience or keywords, filter by location and by eligibility to work in New Zealand, and download matching resumes as PDFs. Resume search is free during beta; after launch, it is included in the Premium plan.',
      },
    ],
  },
];

export const CUSTOMER_SERVICE: CustomerService = {
  intro:
    'Need help with your employer account, a job ad or billing? Our customer service team is here to help. E-mail us with as much detail as you can, including the e-mail address registered on your account and, for job ad questions, the job title.',
  email: SUPPORT_EMAIL,
  replyPromise: 'We aim to reply within 1 business day.',
  topics: [
    {
      title: 'Billing and subscriptions',
      body: 'Posting jobs is free during beta. From 15 October, a subscription is required to post jobs; you can compare the Basic, Standard and Premium plans on our pricing page. Invoices and receipts are e-mailed automatically to the e-mail address registered on your account, so check that address (and its spam folder) first if you are looking for one.',
    },
    {
      title: 'Job ad issues',
      body: 'If a job ad is not displaying correctly, will not publish, or you cannot edit or archive it under My Jobs, let us know the job title and what you were trying to do. We can also help if one of your ads has been removed or flagged for review.',
    },
    {
      title: 'Account access',
      body: 'If you cannot sign in, are not receiving your 6-digit verification code, or need to change the e-mail address on your account, contact us from the e-mail address registered on your account where possible, so we can verify that the request comes from you.',
    },
  ],
};
