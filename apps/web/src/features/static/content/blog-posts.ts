import { SUPPORT_EMAIL } from '../../../lib/brand.ts';

export interface BlogPost {
  slug: string;
  title: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  excerpt: string;
  /** HTML limited to <p>, <h2>, <ul><li>, <strong> and internal <a href="/..."> links. */
  content: string;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'why-we-building-fitjobs',
    title: "Why we're building FitJobs",
    date: '2025-09-23',
    excerpt:
      'Job hunting in New Zealand and Australia should not feel like a second job. Here is why we are building a job board that puts quality, speed and trust first, and what that means for job seekers and employers.',
    content: `
<p>Looking for work in New Zealand or Australia can feel like a second job. You scroll past the same ad posted several times, send applications into silence, and sometimes wonder whether a role was ever real. Employers have their own version of the problem: piles of applications that do not match the brief, slow and clunky tools, and advertising costs that add up before a single person is hired. FitJobs exists to make both sides of that experience better. Our tagline sums it up: <strong>Find the right fit. Together.</strong></p>

<h2>Quality first</h2>
<p>A job board is only as good as the jobs on it. Every ad on FitJobs must be a genuine vacancy from an employer who can legally hire in New Zealand or Australia. We do not want placeholder ads, listings that exist only to collect CVs, or roles that were filled months ago. Employers can archive a job the moment it is filled, and we act on reports of ads that look misleading.</p>
<p>We also want ads to be useful. That means a clear title, a real location, the type of work, and enough detail about the role for you to decide quickly whether it is worth your time. When a job seeker can tell in a minute that a role is a good fit, everyone saves time.</p>

<h2>Speed without shortcuts</h2>
<p>Searching should be fast, and applying should take minutes, not an evening. On FitJobs you can:</p>
<ul>
<li>Search by keyword and location and open a job without wading through clutter.</li>
<li>Create a resume from your profile once and reuse it for every application.</li>
<li>Save a search and get a daily e-mail alert when new matching jobs are posted.</li>
<li>Track your applications in one place, chat with employers, and revoke an application if your plans change.</li>
</ul>
<p>For employers, applications arrive directly in their account. They can shortlist, reject, chat with candidates and download resumes as PDFs, so the hiring conversation keeps moving instead of stalling in an inbox.</p>

<h2>Trust you can check</h2>
<p>Trust is built through small, concrete decisions. Every account verifies its e-mail address with a six-digit code. Employers only see your resume when you set it as your active resume, which makes it available to resume search, or when you apply to one of their jobs. You can close your account at any time in your settings or through our support team. We handle personal information in line with the New Zealand Privacy Act 2020 and, where it applies to us, the Australian Privacy Act 1988, and our <a href="/privacy">privacy policy</a> explains exactly what we collect and why, in plain language.</p>

<h2>Free for employers during beta</h2>
<p>We are launching FitJobs as a beta, and while we are in beta, posting jobs and searching resumes are free for employers. From 15 October, employers will need a subscription to post jobs. There are three plans, Basic, Standard and Premium, and you can compare them on our <a href="/pricing">pricing page</a>. Billing only starts after launch, so employers who join now can try everything without paying while we learn from their feedback.</p>
<p>Job seekers do not pay to search, apply or create a resume.</p>

<h2>Building it with you</h2>
<p>FitJobs is a young product and we are building it in the open with the people who use it. If something is confusing, broken or missing, tell us. Job seekers and employers can reach us at ${SUPPORT_EMAIL}, and our <a href="/help-center">help centre</a> answers the most common questions. We read every message, and a lot of what we build next will come straight from your suggestions.</p>
<p>Thanks for being here early. Let's find the right fit, together.</p>
`.trim(),
  },
  {
    slug: 'nz-labour-market-2025',
    title: 'The New Zealand labour market in 2025: what job seekers need to know',
    date: '2025-09-24',
    excerpt:
      'After a tough 2024, the New Zealand job market in 2025 has been slower and more competitive than many people are used to. Here is a plain-English look at where things stand and how to adjust your job search.',
    content: `
<p>If your job search in 2025 has felt harder than it did a few years ago, you are not imagining it. New Zealand went through a period of weak economic growth in 2024, and the effects have flowed through to hiring. This article looks at the broad picture, which parts of the market are holding up, and what you can do to improve your chances. We have kept the numbers approximate on purpose: official figures are revised and updated every quarter, so check Stats NZ for the latest data.</p>

<h2>Where things stand</h2>
<p>Unemployment has risen from the historic lows of 2022, when it sat at around 3 to 3.5 per cent, to a little above 5 per cent by mid-2025. That is not high by long-term standards, but it is a big change from the period when employers were competing hard for almost any candidate. Job ad volumes on the major boards fell noticeably through 2024 and have been slow to recover, and wage growth has eased from its post-pandemic peak.</p>
<p>The Reserve Bank has been cutting the Official Cash Rate since August 2024 to support the economy. Lower interest rates usually take a year or more to show up fully in business confidence and hiring, so many economists have expected the labour market to improve gradually rather than quickly.</p>

<h2>Which sectors are feeling it, and which are holding up</h2>
<p>The slowdown has not hit every industry equally. Residential construction, real estate and some parts of retail and hospitality have been under pressure. Public sector hiring slowed after government agencies were asked to reduce costs in 2024, which also increased competition for policy, communications and corporate roles.</p>
<p>Other areas have stayed comparatively steady. Health care, aged care and disability support continue to need people. Skilled trades, especially electricians and those working on infrastructure, remain in demand in many regions. Primary industries and food production tend to be more stable than consumer-facing businesses. Technology hiring is more selective than during the boom years, but experienced specialists in areas such as cyber security, cloud and data are still sought after.</p>

<h2>Migration and the move across the Tasman</h2>
<p>Net migration into New Zealand was very high in 2023 and then slowed. At the same time, large numbers of New Zealand citizens have been moving overseas, with Australia the most common destination. Under the Trans-Tasman Travel Arrangement, New Zealand citizens can generally live and work in Australia, and Australian citizens can do the same in New Zealand. For some people, especially in trades, mining, health and engineering, looking at both markets widens the options considerably.</p>

<h2>How to adjust your job search</h2>
<ul>
<li><strong>Expect a longer search.</strong> Roles are attracting more applicants, so plan your finances for a search that may take a few months rather than a few weeks.</li>
<li><strong>Tailor every application.</strong> Generic CVs get lost when employers receive many applications. Match your CV to the job ad and lead with relevant results. Our guide on <a href="/blog/how-to-write-a-cv-nz">how to write a CV for New Zealand</a> can help.</li>
<li><strong>Stay open to contract and fixed-term work.</strong> Short engagements keep your skills current and often lead to permanent offers.</li>
<li><strong>Look beyond the main centres.</strong> Regional employers can find it harder to attract staff and may offer more responsibility earlier.</li>
<li><strong>Use saved searches.</strong> Setting up alerts means you see new roles early, before they fill up with applicants.</li>
</ul>
<p>A cooler market rewards preparation and persistence. The fundamentals have not changed: clear, targeted applications and steady effort still get results, even if it takes a little longer than it used to.</p>
`.trim(),
  },
  {
    slug: 'future-of-work-2026',
    title: 'The future of work in 2026: trends for New Zealand and Australian workers',
    date: '2025-09-25',
    excerpt:
      'AI at work, settled hybrid arrangements, skills-based hiring and a handful of law changes on both sides of the Tasman. Here is what is likely to shape working life in 2026 and how to get ready.',
    content: `
<p>Predicting the future of work is a risky business, but some changes are already well under way and are likely to shape 2026 for workers in New Zealand and Australia. Here are the trends we think matter most, along with some practical steps you can take now.</p>

<h2>AI becomes an everyday tool</h2>
<p>Generative AI has moved quickly from novelty to something many office workers use every week to draft e-mails, summarise documents, analyse data or write code. In 2026, the more useful question is not whether AI will replace your job, but which parts of your job it will change. Routine writing, first drafts and simple analysis are increasingly assisted by software, while judgement, relationships and accountability remain firmly human.</p>
<p>Employers are also writing policies about which tools staff may use and what information must never be pasted into them. If you use AI at work, learn your organisation's rules, check outputs carefully, and be ready to explain how you use these tools responsibly. That is quickly becoming an interview topic in its own right.</p>

<h2>Hybrid work settles down</h2>
<p>After several years of experimentation, many employers have settled into hybrid patterns, often with a set number of office days each week. Some large organisations have pushed for more time in the office, while others use flexibility to attract people from outside the main cities.</p>
<p>In New Zealand, the Employment Relations Act 2000 gives employees the right to request flexible working arrangements, and employers must respond in writing within a set timeframe and can only decline on specified business grounds. In Australia, the Fair Work Act 2009 gives eligible employees a right to request flexible arrangements, and a right to disconnect now applies: it began for larger employers in August 2024 and was extended to small businesses in August 2025. It lets employees refuse unreasonable out-of-hours contact.</p>

<h2>Skills over job titles</h2>
<p>More employers are hiring for demonstrated skills rather than degrees or exact job titles, particularly in technology, trades and customer-facing roles. Short courses, micro-credentials, portfolios and real examples of your work carry more weight than they once did. Workers who can show what they have delivered, and who keep learning, will have an advantage whatever their formal qualifications.</p>

<h2>Rules and entitlements are changing</h2>
<p>A few changes already announced are worth keeping an eye on:</p>
<ul>
<li><strong>KiwiSaver:</strong> the default employee and employer contribution rates are scheduled to rise from 3 per cent to 3.5 per cent from 1 April 2026, and to 4 per cent from April 2028. Check Inland Revenue for the details, including options to stay at a lower rate for a time.</li>
<li><strong>Australian superannuation:</strong> the superannuation guarantee reached 12 per cent from 1 July 2025, and the federal government plans to require employers to pay super at the same time as wages from July 2026.</li>
<li><strong>New Zealand employment law:</strong> the government has proposed changes to the Employment Relations Act, including a clearer test for whether someone is a contractor or an employee. Bills can change before they pass, so treat early summaries with caution.</li>
</ul>

<h2>How to prepare</h2>
<p>You do not need to predict the future to be ready for it. Keep a running list of your achievements, experiment with the tools used in your field, ask your employer about training, and review your CV every six months rather than only when you need a new job. If you are considering a move, set up a saved search on <a href="/jobs">FitJobs</a> so you can see how demand for your skills changes over time. Small, regular steps add up, and they leave you in a much stronger position when an opportunity appears.</p>
`.trim(),
  },
  {
    slug: 'how-to-find-it-jobs-in-nz-as-a-foreigner',
    title: 'How to find IT jobs in New Zealand as a foreigner',
    date: '2025-09-26',
    excerpt:
      'Thinking about a tech career in New Zealand? Here is a practical guide to visas, accredited employers, NZ-style CVs and the local tech community, with realistic expectations about the market.',
    content: `
<p>New Zealand has a friendly, close-knit technology sector, and many overseas software engineers, testers, analysts and security specialists have built careers here. Finding a role from abroad takes planning, though. The market in 2025 is more competitive than during the hiring boom of 2021 and 2022, and most employers will want to understand your visa situation before anything else. This guide covers the main steps.</p>

<h2>Understand your visa options first</h2>
<p>Your right to work shapes your whole search, so start with Immigration New Zealand's official website and treat it as the source of truth. Settings changed several times in 2024 and 2025, and they may change again. The main routes for tech workers include:</p>
<ul>
<li><strong>Accredited Employer Work Visa (AEWV):</strong> the main temporary work visa. The employer must be accredited, and for most roles must pass a job check showing the pay and conditions meet the requirements. In 2025 the government replaced the median-wage requirement with a requirement to pay at least the market rate for the role.</li>
<li><strong>Green List roles:</strong> a list of hard-to-fill occupations with simpler pathways to residence. Some ICT and engineering roles have appeared on it, but the list is reviewed and roles can come and go, so check the current version.</li>
<li><strong>Skilled Migrant Category:</strong> a points-based residence visa, currently built around qualifications, occupational registration or income, plus skilled work in New Zealand.</li>
<li><strong>Other visas:</strong> working holiday visas, partner visas and open work visas for graduates of New Zealand study may let you work for any employer. Australian citizens and permanent residents can generally live and work in New Zealand without a separate visa.</li>
</ul>

<h2>Target employers who can hire you</h2>
<p>If you need an AEWV, focus on employers who already hold accreditation. Immigration New Zealand publishes a list of accredited employers, which is a useful starting point. Larger software companies, banks, telcos, government agencies and consultancies are more likely to have sponsored people before, while smaller start-ups may not have the time or budget. Be upfront in your cover letter about your visa status and what the employer would need to do. Hiding it only wastes time for both sides.</p>

<h2>Make your CV fit local expectations</h2>
<p>New Zealand CVs are usually two to three pages, in reverse chronological order, and do not include a photo, date of birth or marital status. Lead with the technologies you use and the outcomes you delivered, and include referees or note that they are available on request. Our guide to the <a href="/blog/nz-cv-format">New Zealand CV format</a> walks through each section.</p>

<h2>Connect with the local tech community</h2>
<p>Many New Zealand tech roles are filled through referrals and recruiters. Join meetups in Auckland, Wellington and Christchurch, many of which stream online, and follow industry groups such as NZTech and IT Professionals New Zealand. Keep your LinkedIn profile current, and build relationships with specialist IT recruiters who understand how to present international candidates. Contributing to open-source projects or publishing a portfolio gives employers something concrete to look at.</p>

<h2>Be realistic and persistent</h2>
<p>Experienced specialists in areas such as cyber security, cloud platforms, data engineering and senior development tend to have better odds than graduates, who face strong competition from local candidates. Remote interviews are common, but some employers prefer candidates who are already in the country. Set up saved searches on <a href="/jobs">FitJobs</a> for the roles and cities you want, apply consistently, and keep your visa research up to date as you go.</p>
`.trim(),
  },
  {
    slug: 'top-job-search-websites-nz-2025',
    title: 'Top job search websites in New Zealand for 2025',
    date: '2025-09-27',
    excerpt:
      'From the big generalist boards to government and specialist sites, here is where New Zealand jobs are advertised in 2025, plus tips for using job boards well and avoiding scams.',
    content: `
<p>There is no single place where every New Zealand job is advertised. Employers choose boards based on budget, industry and habit, so a good search usually combines a couple of large sites with a few specialist ones. Here is an overview of the main options in 2025 and how to get the most out of them.</p>

<h2>The big generalist boards</h2>
<ul>
<li><strong>Seek:</strong> widely regarded as the largest job board in New Zealand and Australia, covering almost every industry and level. Its salary filters and company reviews are useful for research.</li>
<li><strong>Trade Me Jobs:</strong> a long-standing local board with strong coverage of trades, hospitality, retail and regional roles.</li>
<li><strong>LinkedIn:</strong> important for professional, corporate and technology roles. Many recruiters search LinkedIn profiles directly, so a complete profile matters as much as the applications you send.</li>
<li><strong>Indeed:</strong> collects listings from many sources, which makes it useful for breadth, although you will sometimes see duplicates.</li>
<li><strong>FitJobs:</strong> our own board for New Zealand and Australia, built around genuine ads, quick applications and clear privacy controls. You can <a href="/jobs">browse current jobs</a> and set up daily e-mail alerts.</li>
</ul>

<h2>Government and specialist boards</h2>
<p>Some sectors advertise mainly on their own sites, so do not rely on the big boards alone:</p>
<ul>
<li><strong>jobs.govt.nz</strong> lists roles across the New Zealand public service.</li>
<li><strong>Health New Zealand | Te Whatu Ora</strong> advertises many hospital and health roles on its own careers site.</li>
<li><strong>Education Gazette</strong> is the traditional home of teaching and school leadership vacancies.</li>
<li><strong>Work and Income</strong> lists entry-level and local jobs and can help with training and support to get into work.</li>
<li><strong>Do Good Jobs</strong> focuses on the not-for-profit, charity and social enterprise sector.</li>
</ul>
<p>If you are also looking across the Tasman, Seek, Indeed and LinkedIn all cover Australia, and Australian Government roles are advertised on APSjobs. Workforce Australia is the government's employment services platform.</p>

<h2>Recruiters and company career pages</h2>
<p>Plenty of roles, especially in technology, finance, engineering and senior management, are filled through recruitment agencies. Registering with one or two specialist recruiters in your field can open doors to jobs that are never widely advertised. It is also worth checking the careers pages of employers you admire, since some post there first or only.</p>

<h2>Using job boards well</h2>
<ul>
<li><strong>Save your searches.</strong> Daily alerts mean you see new roles early, when employers are still actively reviewing applications.</li>
<li><strong>Read the whole ad.</strong> Check location, work rights requirements and closing dates before applying.</li>
<li><strong>Keep a simple tracker.</strong> Note where you applied, when, and who you spoke to, so follow-ups are easy.</li>
<li><strong>Watch for scams.</strong> Legitimate employers do not charge you to apply, ask you to buy equipment up front, or request bank details or passwords before a formal offer. If an ad feels wrong, report it to the site.</li>
</ul>
<p>Spread your effort across a few well-chosen sites rather than every site at once. A focused routine, a tailored CV and steady follow-up will get better results than applying to everything you see.</p>
`.trim(),
  },
  {
    slug: 'how-to-write-a-cv-nz',
    title: 'How to write a CV for New Zealand employers',
    date: '2025-09-28',
    excerpt:
      'A step-by-step guide to writing a CV that works for New Zealand employers: reading the job ad, writing a strong profile, showing achievements and sending a polished application.',
    content: `
<p>Your CV has one job: to get you an interview. New Zealand employers and recruiters often skim a CV in well under a minute before deciding whether to read further, so it needs to be clear, relevant and easy to scan. This guide focuses on the writing. If you want the layout and section order, see our companion article on the <a href="/blog/nz-cv-format">New Zealand CV format</a>.</p>

<h2>Start with the job ad</h2>
<p>Before you change a word of your CV, read the job ad carefully and highlight the skills, experience and qualifications the employer asks for. Note the words they use. If the ad says "stakeholder engagement" and your CV says "working with clients", consider using the employer's language where it honestly describes what you did. Some employers use software to screen applications, and even human readers look for familiar terms.</p>
<p>Then decide which of your experiences best prove you can do this particular job. Those should be the most visible things on the first page.</p>

<h2>Write a short, specific profile</h2>
<p>Open with a profile of three to five lines that says who you are professionally, what you are good at, and what you are looking for. Avoid empty phrases such as "hard-working team player". Compare these two openings:</p>
<ul>
<li><strong>Weak:</strong> "Motivated professional seeking a challenging role where I can use my skills."</li>
<li><strong>Stronger:</strong> "Payroll administrator with four years' experience across hospitality and retail, confident with Xero and the Holidays Act, looking for a senior payroll role in Christchurch."</li>
</ul>
<p>Follow the profile with a short list of key skills that match the job ad, such as software, licences, certifications and languages.</p>

<h2>Show achievements, not just duties</h2>
<p>Employers already know roughly what a retail supervisor or software tester does. What they want to know is how well you did it. For each role, include a line or two about the organisation and your responsibilities, then several bullet points describing results. A useful pattern is action, task and result:</p>
<ul>
<li>"Rebuilt the weekly roster process, cutting overtime costs and reducing last-minute shift changes."</li>
<li>"Trained six new staff on the point-of-sale system during the busy Christmas period."</li>
<li>"Automated regression tests for the checkout flow, shortening each release cycle by around a day."</li>
</ul>
<p>Use numbers where you genuinely know them, and keep them honest. An interviewer may well ask you to explain any figure on your CV.</p>

<h2>Tailor, check and send</h2>
<p>Keep a master CV with everything in it, then create a tailored version for each application by reordering points and trimming what is least relevant. Before sending:</p>
<ul>
<li>Use New Zealand English spelling, such as "organise" and "programme", unless the employer clearly uses something else.</li>
<li>Proofread carefully, then ask someone else to read it too.</li>
<li>Save it as a PDF unless the ad asks for Word, and give the file a clear name such as "Jane-Smith-CV.pdf".</li>
<li>Add a short cover letter that explains why you want this role with this employer.</li>
</ul>
<p>On FitJobs you can <a href="/create-resume">create a resume</a> and reuse it for every application, then fine-tune it as you learn what employers respond to. A little extra effort on each CV usually leads to far more interviews than sending the same document everywhere.</p>
`.trim(),
  },
  {
    slug: 'nz-cv-format',
    title: 'The New Zealand CV format: a section-by-section guide',
    date: '2025-09-29',
    excerpt:
      'How long should a New Zealand CV be, what order do the sections go in, and what should you leave out? A practical guide to local CV conventions, including referees and work rights.',
    content: `
<p>If you have written CVs in another country, some New Zealand conventions may surprise you. Local employers expect a clean, text-focused document without personal details that are common elsewhere. In New Zealand the words "CV" and "resume" are used more or less interchangeably, while in Australia "resume" is more common. The conventions below work well on both sides of the Tasman.</p>

<h2>Length and layout</h2>
<p>Most New Zealand CVs are <strong>two to three pages</strong>. A school leaver or recent graduate might only need one or two, while a senior professional with a long career should still aim to stay around three by summarising older roles briefly. Use reverse chronological order, with your most recent job first.</p>
<p>Keep the design simple: a readable font, clear headings, consistent dates and plenty of white space. Heavy graphics, tables, columns and skill-rating bars can confuse the software some employers use to read CVs, and they rarely impress human readers.</p>

<h2>What to leave out</h2>
<p>New Zealand CVs usually do <strong>not</strong> include:</p>
<ul>
<li>A photo.</li>
<li>Your date of birth or age.</li>
<li>Marital status, children, religion, ethnicity or health information.</li>
<li>Your full street address. Your suburb and city are enough.</li>
<li>Your salary history.</li>
</ul>
<p>The Human Rights Act 1993 makes it unlawful for employers to discriminate on grounds such as age, sex, marital status, religious belief and family status, so many employers prefer not to receive this information at all.</p>

<h2>Sections in order</h2>
<ul>
<li><strong>Contact details:</strong> your name, phone number, e-mail address, location and, if relevant, a LinkedIn or portfolio link.</li>
<li><strong>Work rights:</strong> if you are not a New Zealand citizen or resident, state your visa status clearly, for example "Open work visa valid until March 2027". Employers will need to know early.</li>
<li><strong>Profile:</strong> three to five lines summarising your experience, strengths and the role you want.</li>
<li><strong>Key skills:</strong> a short list of skills, software, licences and certifications that match the job.</li>
<li><strong>Work history:</strong> job title, employer, location and dates for each role, a line about the role, then bullet points with achievements.</li>
<li><strong>Education and training:</strong> qualifications, institutions and years. If your qualification is from overseas, it can help to note its New Zealand equivalent where you know it.</li>
<li><strong>Referees:</strong> covered below.</li>
</ul>
<p>Optional sections such as volunteering, professional memberships or interests are fine if they add something relevant.</p>

<h2>Referees</h2>
<p>Reference checks are a normal part of hiring in New Zealand, and employers usually contact referees near the end of the process. Most ask for two referees, ideally recent managers or supervisors. You can list their name, job title, organisation, phone number and e-mail, or write "Referees available on request" if you would rather share details later. Either way, always ask your referees first and let them know which roles you are applying for, so they are ready when the call comes.</p>
<p>For tips on the words that go into each section, read our guide on <a href="/blog/how-to-write-a-cv-nz">how to write a CV for New Zealand employers</a>. When your CV is ready, you can <a href="/create-resume">create a resume on FitJobs</a> and start applying.</p>
`.trim(),
  },
  {
    slug: 'most-in-demand-jobs-nz-2025',
    title: 'The most in-demand jobs in New Zealand in 2025',
    date: '2025-09-30',
    excerpt:
      'Even in a cooler job market, some skills remain hard to find. Here are the sectors where New Zealand employers continue to struggle to recruit in 2025, and how to use that information in your career planning.',
    content: `
<p>The New Zealand job market in 2025 is more competitive than it was a few years ago, but shortages have not disappeared. Some occupations remain hard to fill because training takes years, the population is ageing, or large infrastructure projects need specialist skills. Below are the areas where demand has stayed comparatively strong. Demand shifts over time and varies by region, so treat this as a starting point and check current job ads and Immigration New Zealand's Green List for the latest picture.</p>

<h2>Health and care</h2>
<p>Health remains one of the most consistent areas of demand. Registered nurses, particularly in mental health, aged care and specialist hospital roles, are needed across the country. Doctors, especially general practitioners and some specialists, are in short supply in many regions. Midwives, pharmacists, physiotherapists, radiographers and other allied health professionals are also sought after, and many of these roles have appeared on the Green List. Health care assistants and support workers in aged care and disability services are needed too, although pay and conditions vary widely between employers.</p>

<h2>Trades and engineering</h2>
<p>Residential building has slowed, but infrastructure work on roads, water networks, electricity and rebuilding after severe weather events continues to need skilled people. Electricians, plumbers, gasfitters, heavy diesel mechanics and line mechanics are commonly in demand, as are civil, structural and electrical engineers. If you are considering an apprenticeship, trades remain one of the most reliable routes to steady, well-paid work, and many employers support apprentices while they train.</p>

<h2>Education</h2>
<p>Secondary schools often struggle to recruit teachers in subjects such as maths, science and technology, and schools outside the main centres can find recruitment particularly difficult. Demand for primary and early childhood teachers varies more by region and has eased in some places. Teaching in New Zealand requires registration with the Teaching Council, so overseas-trained teachers should start that process early.</p>

<h2>Technology</h2>
<p>Technology hiring is more selective than during the boom of 2021 and 2022, and entry-level candidates face strong competition. Experienced people in cyber security, cloud infrastructure, data engineering, and senior software development remain sought after, as do professionals who can combine technical skills with business understanding. Banks, government agencies and large service providers continue to invest in security and modernising old systems.</p>

<h2>Primary industries</h2>
<p>Agriculture, horticulture and food processing are central to New Zealand's export economy and regularly need workers. Dairy farm assistants and managers, orchard and vineyard staff, and skilled roles in food manufacturing are common vacancies, especially in regions such as Waikato, Canterbury, Hawke's Bay and Otago. Seasonal work can also be a way into longer-term roles.</p>

<p><strong>Using this information well:</strong> being in a shortage area does not guarantee a job, and employers still hire for quality and fit. But if you are choosing a course, planning a career change or deciding where to move, it makes sense to aim where demand is durable. You can set up a saved search on <a href="/jobs">FitJobs</a> for any of these areas and get new roles delivered to your inbox each day.</p>
`.trim(),
  },
  {
    slug: 'how-to-prepare-for-job-interview-nz',
    title: 'How to prepare for a job interview in New Zealand',
    date: '2025-10-01',
    excerpt:
      'Research, STAR examples, local interview culture, salary questions and what happens after the interview: a practical guide to preparing for job interviews with New Zealand employers.',
    content: `
<p>Getting an interview means your CV has done its job. Now the employer wants to know whether you can do the work and whether you will fit in with the team. New Zealand interviews tend to be friendly and conversational, but that should not be mistaken for casual. Preparation makes a real difference, and this guide walks through the steps.</p>

<h2>Research the employer and the role</h2>
<p>Read the job ad and position description again and list the main skills they ask for. Look at the organisation's website, recent news, annual report if it has one, and LinkedIn to understand what it does, who its customers are and what challenges it faces. For public sector and many larger employers, look for a statement of values. Many New Zealand organisations, particularly in the public sector, also describe their commitment to Te Tiriti o Waitangi, and it helps to understand what that means in their work.</p>
<p>Confirm the format too. Will it be in person or on video? Will it be one interviewer or a panel? Panel interviews are common in government, health and education.</p>

<h2>Prepare examples using the STAR method</h2>
<p>Most New Zealand employers use behavioural questions such as "Tell us about a time you dealt with a difficult customer" or "Describe a situation where you had to meet a tight deadline". The STAR method helps you answer clearly:</p>
<ul>
<li><strong>Situation:</strong> set the scene briefly.</li>
<li><strong>Task:</strong> explain what you needed to achieve.</li>
<li><strong>Action:</strong> describe what you did, using "I" rather than "we".</li>
<li><strong>Result:</strong> share the outcome and, if you can, what you learned.</li>
</ul>
<p>Prepare five or six stories that cover teamwork, problem solving, conflict, a mistake you learned from, and a success you are proud of. Most questions can be answered by adapting one of them.</p>

<h2>Understand local interview culture</h2>
<p>New Zealand workplaces value modesty, approachability and teamwork. Be confident about your achievements, but avoid overselling. Interviewers will usually introduce themselves by first name, and you can do the same. Arrive a few minutes early, dress slightly more formally than the team does day to day, and turn your camera on for video interviews. A simple "Kia ora" as a greeting is widely used and welcomed.</p>
<p>Employers should not ask about protected characteristics such as age, marital status, religion or family plans, because the Human Rights Act 1993 restricts discrimination on those grounds. If a question makes you uncomfortable, you can politely steer the conversation back to the role.</p>

<h2>Questions, salary and what comes next</h2>
<p>Have two or three questions ready for the end, such as how success will be measured in the first six months or what the team's biggest priorities are. If you are asked about salary expectations, research similar roles beforehand and give a realistic range rather than a single number.</p>
<p>After the interview, a short thank-you e-mail is a nice touch. If you progress, expect reference checks, and for some roles a criminal record check through the Ministry of Justice, a safety check for work with children, a medical, or a drug and alcohol test. Let your referees know they may be contacted. If you are unsuccessful, it is reasonable to ask for brief feedback, and many employers will give it.</p>
<p>Every interview is practice for the next one. Keep notes on the questions you were asked, refine your examples, and keep an eye on new roles with a saved search on <a href="/jobs">FitJobs</a>.</p>
`.trim(),
  },
];
