import { SUPPORT_EMAIL } from '../../../lib/brand.ts';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const PRIVACY_EFFECTIVE_DATE = '28/08/2025';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    heading: 'About this policy',
    paragraphs: [
      `Effective date: ${PRIVACY_EFFECTIVE_DATE}.`,
      'This privacy policy explains how FitJobs ("FitJobs", "we", "us") collects, uses, shares and protects personal information when you use our job board for New Zealand and Australia, including our website, e-mail alerts and related services.',
      'We handle personal information in line with the New Zealand Privacy Act 2020 and its Information Privacy Principles and, to the extent it applies to us, the Australian Privacy Act 1988 and the Australian Privacy Principles.',
      `If you have any questions about this policy or how we handle your information, contact us at ${SUPPORT_EMAIL}.`,
    ],
  },
  {
    heading: 'Who can use FitJobs',
    paragraphs: [
      'You must be at least 16 years old to create an account or use FitJobs. We do not knowingly collect personal information from anyone under 16. If you believe someone under 16 has created an account, please contact us and we will delete it.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: [
      'We collect only the information we need to run the service. This includes:',
      'Account information: your e-mail address, your name and profile photo if you add them, whether you signed up as a job seeker or an employer, and the one-time sign-in codes we send you (stored only in scrambled, hashed form).',
      'Resumes and profile information: the resumes you create, including your contact details, work history, education, skills, location, work eligibility and anything else you choose to add, and which of your resumes is active.',
      'Applications: the jobs you apply for, the resume and any cover letter you send, and the status of each application (applied, viewed, shortlisted or rejected).',
      'Employer and job information: for employers, your organisation details, the job ads you post and the actions you take on applications.',
      'Messages: the messages exchanged between job seekers and employers through FitJobs chat, and messages you send to our support team.',
      'Usage events: information about how you use FitJobs, such as searches, saved searches, pages viewed, jobs opened, sign-ins and the device, browser and approximate location (derived from your IP address) used to access the service.',
      'Billing information: if you buy a subscription, we keep records of your plan, invoices and payments. Payment card details are handled by our third-party payment provider.',
    ],
  },
  {
    heading: 'Why we collect it',
    paragraphs: [
      'We use personal information to: create and secure your account, including verifying your e-mail address; let job seekers search for jobs, build resumes and apply; let employers post jobs, review applications and, where permitted, search resumes; deliver messages between job seekers and employers; send saved-search alerts and service e-mails you have asked for; provide customer support; process subscriptions and send invoices and receipts; detect, prevent and investigate fraud, spam, fake job ads and other misuse; and understand how FitJobs is used so that we can fix problems and improve it.',
      'We do not sell your personal information. We will only use it for another purpose if you agree, or if the law allows or requires it.',
    ],
  },
  {
    heading: 'Who can see your information',
    paragraphs: [
      'Employers can see your resume in only two situations: when you have set it as your active resume, which makes it available to resume search, or when you apply to one of their jobs. Resumes that are not active cannot be found through resume search. When you apply for a job, the employer who posted it can see the resume and information you submit with that application, and any messages you exchange with them.',
      'Job ads and the employer details included in them are public and can be seen by anyone visiting FitJobs.',
      'We use trusted service providers to help run FitJobs, such as hosting, data storage, e-mail delivery, payment processing and analytics providers. They may only use your information to provide services to us. Some of these providers may store or process information outside New Zealand and Australia. Where that happens, we take reasonable steps to make sure your information is protected to a standard comparable to New Zealand and Australian privacy law.',
      'We may also disclose information where the law requires it, to prevent a serious threat to someone\u2019s life, health or safety, or to protect our rights and the rights of our users.',
    ],
  },
  {
    heading: 'How we protect and keep your information',
    paragraphs: [
      'We take reasonable steps to protect personal information from loss, misuse and unauthorised access, including encrypted connections and access controls that limit who within FitJobs can see personal information. No online service can be completely secure, so please keep your sign-in details safe and let us know straight away if you suspect your account has been compromised.',
      'If a privacy breach happens that is likely to cause serious harm, we will notify affected people and the relevant regulator as required by law: the Office of the Privacy Commissioner in New Zealand, and the Office of the Australian Information Commissioner where the Australian Privacy Act applies.',
      'We keep personal information only for as long as we need it for the purposes described in this policy. Your account information, resume, applications and messages are kept while your account is open. When you close your account, we delete or anonymise your personal information within a reasonable period, except for records we must keep for legal, tax or accounting reasons (such as invoices), or information we need to resolve disputes, prevent fraud or enforce our terms.',
    ],
  },
  {
    // Matches what the API does: SIGN_IN_RECORD_DAYS (contract), account closure (decision 0112).
    heading: 'What we keep, for how long, and how to get a copy',
    paragraphs: [
      'Your account: your e-mail address, name, photo and role, kept while your account is open and deleted when you close it.',
      'Resumes: kept until you delete them or close your account.',
      'Applications and messages: kept while your account is open. When you close it, the employers you applied to keep the application and the messages as they were sent, shown as \u201cClosed account\u201d, without your name, contact details, resume or cover letter.',
      'Saved items: saved jobs, saved searches with their e-mail alerts, and hidden jobs and companies, kept until you remove them or close your account.',
      'Company reviews: kept after you close your account, without your name.',
      'We delete the record of each sign-in code we send (your e-mail address, IP address and the times) automatically after 30 days, and at once when you close your account. Signed-in sessions end 30 days after you sign in.',
      'To get a copy of everything we hold about you, sign in and choose \u201cDownload my data\u201d on your Profile page: you get one JSON file with your account, resumes, applications with cover letters and messages, saved jobs and searches with their alerts, hidden jobs and companies, reviews, uploaded images and sign-in history.',
    ],
  },
  {
    heading: 'Your rights: access, correction and deletion',
    paragraphs: [
      'Under the New Zealand Privacy Act 2020 and the Australian Privacy Principles, you have the right to ask for access to the personal information we hold about you and to ask us to correct it if it is wrong.',
      'You can view and update most of your information yourself on your profile page and in your resumes. You can also choose which resume is active at any time, and revoke applications you have made.',
      'You can close your account at any time in your settings or by contacting our support team. Closing your account removes your profile and resumes from FitJobs. Employers who have already received an application from you may keep their own copy of information you sent them, and their handling of it is governed by their own privacy obligations.',
      `For any other access, correction or deletion request, e-mail ${SUPPORT_EMAIL}. We may need to confirm your identity before acting on a request, and we will respond within the timeframes required by law.`,
    ],
  },
  {
    heading: 'E-mails and cookies',
    paragraphs: [
      'We send service e-mails that are needed to run your account, such as verification codes, application updates, invoices and receipts. Saved-search alerts and other optional e-mails can be turned off at any time by unsubscribing from the saved search or deleting it.',
      'We use cookies and similar technologies, such as your browser\u2019s local storage, to keep you signed in, remember your preferences and understand how FitJobs is used. You can control cookies through your browser settings, but some parts of FitJobs will not work without them.',
    ],
  },
  {
    heading: 'Complaints and changes to this policy',
    paragraphs: [
      `If you have a concern about how we have handled your personal information, please contact us first at ${SUPPORT_EMAIL} so we can try to resolve it. If you are not satisfied with our response, you can complain to the Office of the Privacy Commissioner in New Zealand (privacy.org.nz) or, if you are in Australia, the Office of the Australian Information Commissioner (oaic.gov.au).`,
      'We may update this policy from time to time. If we make significant changes, we will let you know by e-mail or through a notice on FitJobs before the changes take effect. The effective date at the top of this policy shows when it was last updated.',
    ],
  },
];

export const TERMS_SECTIONS: LegalSection[] = [
  {
    heading: 'About these terms',
    paragraphs: [
      'These terms of use ("Terms") apply to everyone who uses FitJobs, a job board for New Zealand and Australia, including job seekers and employers. By creating an account or using FitJobs, you agree to these Terms and to our privacy policy. If you do not agree, please do not use FitJobs.',
      'We may update these Terms from time to time. If we make significant changes, we will tell you by e-mail or through a notice on FitJobs before they take effect. If you keep using FitJobs after the changes take effect, you accept the updated Terms.',
    ],
  },
  {
    heading: 'Eligibility and accounts',
    paragraphs: [
      'You must be at least 16 years old to use FitJobs.',
      `You must give accurate information when you sign up, verify your e-mail address, and keep your details up to date. You are responsible for keeping your sign-in details secure and for everything that happens under your account. Tell us straight away at ${SUPPORT_EMAIL} if you think someone else has accessed your account.`,
      'Each account is for one person. Employer accounts may be used by an authorised representative on behalf of their organisation, and that person confirms they have authority to accept these Terms for the organisation.',
    ],
  },
  {
    heading: 'Employers and job ads',
    paragraphs: [
      'Employers must be legally able to hire in New Zealand or Australia for the roles they advertise, and must comply with employment, immigration, privacy, anti-discrimination and fair trading laws that apply to them.',
      'Job ads must be genuine. Every ad must relate to a real, current vacancy that the employer intends to fill, and must describe the role, location, type of work and any requirements accurately. Ads must not be used only to collect resumes or personal information, advertise multi-level marketing or pyramid schemes, ask applicants to pay money or buy goods, or promote anything other than the job itself.',
      'Employers must archive ads once a role is filled or no longer available, and must only use applicants\u2019 resumes and personal information for recruiting for the role applied for or, for resume search, for genuine recruitment purposes. Employers must not sell or pass on applicant information to anyone else.',
      'We may review, edit for formatting, decline or remove any job ad that we reasonably believe breaches these Terms, and we may suspend or close accounts that post misleading or non-genuine ads.',
    ],
  },
  {
    heading: 'Fees and payment',
    paragraphs: [
      'Posting jobs and searching resumes are free for employers during our beta period. From 15 October 2025, employers need a paid subscription to post jobs. Current plans and prices are shown on our pricing page.',
      'Fees are quoted in New Zealand dollars (NZD) or Australian dollars (AUD), as shown when you subscribe. Invoices and receipts are sent automatically to the e-mail address registered on your account.',
      'Fees are non-refundable, except where a refund is required by law, including under the New Zealand Consumer Guarantees Act 1993 or the Australian Consumer Law. Nothing in these Terms excludes, restricts or modifies any right or remedy you have under those laws that cannot lawfully be excluded.',
      'We may change our prices with reasonable notice. Price changes will not affect a billing period you have already paid for.',
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: [
      'You must use FitJobs lawfully and respectfully. You must not: post false, misleading, discriminatory, offensive or unlawful content; impersonate any person or organisation; harass, threaten or spam other users, including through chat; ask job seekers for money, bank details, passwords or identity documents outside a genuine, lawful recruitment process; scrape, copy or harvest job ads, resumes or other data by automated means; try to gain unauthorised access to FitJobs, other accounts or our systems, or interfere with how FitJobs works; or use FitJobs to advertise or promote anything other than genuine employment opportunities.',
      'Job seekers must make sure the information in their resumes and applications is true and that they have the right to share it.',
      'We may remove content, restrict features, or suspend or close accounts that breach these Terms. Where appropriate, we will tell you why.',
    ],
  },
  {
    heading: 'Your content',
    paragraphs: [
      'You keep ownership of the content you add to FitJobs, such as resumes, job ads and messages. You give us a non-exclusive, royalty-free licence to host, store, display and share that content as needed to operate FitJobs, for example showing your job ad to job seekers or sending your resume to an employer you apply to. This licence ends when the content is deleted, except for copies we must keep for legal reasons or that are held in routine backups for a limited time.',
    ],
  },
  {
    heading: 'Our role and liability',
    paragraphs: [
      'FitJobs is a platform that connects job seekers and employers. We are not a recruitment agency and we are not a party to any employment relationship. We do not guarantee that any job seeker will find work or that any employer will find a suitable candidate, and we are not responsible for hiring decisions or for the content that users post, although we act on content that breaches these Terms.',
      'We work hard to keep FitJobs available and secure, but we provide it on an "as is" and "as available" basis and cannot promise it will always be uninterrupted or error-free.',
      'To the extent permitted by law, we are not liable for any indirect or consequential loss, loss of profits, or loss of data, and our total liability to you for any claim relating to FitJobs is limited to the total amount you paid us in the 12 months before the event giving rise to the claim. If you have not paid us anything, our liability is limited to the extent permitted by law.',
      'Nothing in these Terms limits any rights you have under the Consumer Guarantees Act 1993, the Fair Trading Act 1986, the Australian Consumer Law or any other law that cannot be excluded.',
    ],
  },
  {
    heading: 'Closing your account',
    paragraphs: [
      `You can close your account at any time from your settings on your profile page, or by e-mailing ${SUPPORT_EMAIL}.`,
      'We may suspend or close your account if you seriously or repeatedly breach these Terms, if we are required to by law, or if we stop providing FitJobs. Where reasonable, we will give you notice first. Closing an account does not entitle you to a refund except where the law requires one.',
    ],
  },
  {
    heading: 'Governing law and contact',
    paragraphs: [
      'If you live in New Zealand, these Terms are governed by the laws of New Zealand and the courts of New Zealand have jurisdiction. If you live in Australia, these Terms are governed by the laws in force in Australia, including the laws of your state or territory, and the courts of Australia have jurisdiction.',
      `If you have a question or complaint about FitJobs or these Terms, please contact us at ${SUPPORT_EMAIL} and we will do our best to resolve it.`,
    ],
  },
];
