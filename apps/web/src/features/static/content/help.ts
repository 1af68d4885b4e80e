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
          'Select Sign up, enter your name and e-mail address, and choose Job Seeker as your account type. Job seeker accounts can search and apply for jobs, create a resume and save searches.',
      },
      {
        question: 'How do I verify my e-mail address?',
        answer:
          'After you sign up, we send a 6-digit code to your e-mail address. Enter the code on the verification screen to finish setting up your account. If it has not arrived after a few minutes, check your spam or junk folder, then request a new code. If you request more than one code, use the most recent one.',
      },
      {
        question: 'How do I search for jobs and apply?',
        answer:
          'Use the search bar to look for jobs by keyword and location, then open a job to read the full ad. When you find a role you like, select Apply and choose the resume you want to send. If you have not created a resume yet, set one up on your profile first.',
      },
      {
        question: 'How do I create a resume?',
        answer:
          'Go to your profile and create your resume there. Add your work history, education and skills, then save it. You can reuse the same resume for every application and update it at any time. You can also choose whether your resume is searchable, which lets employers find it through resume search. If it is not searchable, employers only see your resume when you apply to one of their jobs.',
      },
      {
        question: 'Where can I see and manage my applications?',
        answer:
          'All the jobs you have applied for are listed in your applications, together with their current status. From there you can chat with the employer about an application, or revoke the application if you are no longer interested in the role.',
      },
      {
        question: 'Can employers contact me?',
        answer:
          'Yes. Employers can message you through FitJobs chat about an application you have made. Their messages appear alongside the application, and you can reply from there.',
      },
      {
        question: 'How do saved searches and job alerts work?',
        answer:
          'After running a search, save it to keep the same keywords and location. We then send you a daily e-mail alert with new jobs that match. You can delete a saved search at any time to stop its alerts.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'You can delete your account from your profile page. This removes your profile and resume from FitJobs. See our privacy policy for more detail on what happens to your information.',
      },
    ],
  },
  {
    audience: 'Employers',
    items: [
      {
        question: 'How do I post a job?',
        answer:
          'Sign up and choose Employer as your account type, verify your e-mail address with the 6-digit code we send you, then select Post a job. Add the job title, location, work type and a clear description of the role, and publish it. Job ads must be for genuine vacancies that you can legally fill in New Zealand or Australia.',
      },
      {
        question: 'How do I edit or archive a job?',
        answer:
          'All your job ads are listed under My Jobs. Open a job to edit its details, or archive it when the role has been filled or is no longer available. Archived jobs no longer appear in search results.',
      },
      {
        question: 'Where do I see applications?',
        answer:
          'Open a job under My Jobs to see everyone who has applied. Applications are delivered directly to your account, and each one shows the candidate\u2019s resume and details.',
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
          'Resume search lets you look for candidates who have chosen to make their resumes searchable. You can search by keyword and location and view matching resumes. Resume search is free during beta; after launch, it is included in the Premium plan.',
      },
    ],
  },
];

export const CUSTOMER_SERVICE: CustomerService = {
  intro:
    'Need help with your employer account, a job ad or billing? Our customer service team is here to help. E-mail us with as much detail as you can, including the e-mail address registered on your account and, for job ad questions, the job title.',
  email: 'support@fitjobs.co.nz',
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
