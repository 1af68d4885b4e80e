/**
 * Words a generated company uses about itself, so that they agree with its industry and country
 * (no call-centre company with a hospitality tagline, no Outback in Otago). Pure data.
 */

/** Taglines any company in either country could use. */
export const GENERIC_TAGLINES: string[] = [
  'Proudly locally owned and operated since 1987.',
  'Delivering on time, every time.',
  'Where great careers grow.',
  'Trusted advice, plain language.',
  'Small enough to care, big enough to deliver.',
  'Quality you can count on.',
  'Your local team, with national reach.',
  'Solving hard problems simply.',
  'Growing together since day one.',
  'Fresh thinking, honest results.',
];

/** Taglines that only fit one industry: a company of another industry never gets them. */
export const INDUSTRY_TAGLINES: Record<string, string[]> = {
  Accounting: ['Numbers you can trust, advice you can use.'],
  'Administration & Office Support': ['Keeping busy offices running smoothly.'],
  'Advertising, Arts & Media': ['Stories that move people.'],
  'Banking & Financial Services': ['Smarter finance for growing businesses.'],
  'CEO & General Management': ['Leadership that gets things done.'],
  'Call Centre & Customer Service': ['Every call answered, every customer heard.'],
  'Community Services & Development': ['Connecting people with purpose.', 'Safe homes, strong communities.'],
  Construction: ['Building better communities, one project at a time.'],
  'Consulting & Strategy': ['Clear strategy, measurable results.'],
  'Design & Architecture': ['Design that makes a difference.'],
  'Education & Training': ['Learning for life.'],
  Engineering: ['Engineering a more resilient future.'],
  'Farming, Animals & Conservation': ['From paddock to plate.', 'Innovation grounded in the land.'],
  'Government & Defence': ['Serving the public with care.'],
  'Healthcare & Medical': ['Care that puts people first.', 'Healthy people, thriving communities.'],
  'Hospitality & Tourism': ['Good food, great people, real hospitality.'],
  'Human Resources & Recruitment': ['The right people for the right roles.'],
  'Information & Communication Technology': ['Technology that works as hard as you do.'],
  'Insurance & Superannuation': ['Looking after what matters most.'],
  Legal: ['Straight-talking legal advice.'],
  'Manufacturing, Transport & Logistics': ['Moving freight, door to door.', 'Made well, delivered on time.'],
  'Marketing & Communications': ['Brands people remember.'],
  'Mining, Resources & Energy': ['Powering tomorrow with clean energy.', 'Keeping the lights on, 24/7.'],
  'Real Estate & Property': ['Helping families feel at home.'],
  'Retail & Consumer Products': ['Great products, friendly service.'],
  Sales: ['Solutions our customers come back for.'],
  'Science & Technology': ['Science that solves real problems.'],
  'Sport & Recreation': ['Getting communities active.'],
  'Trades & Services': ['Reliable trades, done right first time.'],
};

/** Street names found in towns across both countries: none belongs to one city. */
export const STREETS: string[] = [
  'Queen Street',
  'Victoria Street',
  'High Street',
  'George Street',
  'King Street',
  'Main Road',
  'Station Road',
  'Church Street',
  'Bridge Street',
  'Park Road',
  'Mill Road',
  'Albert Street',
  'William Street',
  'Market Street',
  'Railway Street',
];

/**
 * The postcodes of each region (New Zealand Post and Australia Post ranges, by their first
 * digits): a company's address has a postcode of the region its city is in.
 */
export const POSTCODE_RANGES: Record<string, [number, number]> = {
  Northland: [100, 599],
  Auckland: [600, 2699],
  Waikato: [3200, 3999],
  'Bay of Plenty': [3000, 3199],
  Gisborne: [4000, 4099],
  "Hawke's Bay": [4100, 4299],
  Taranaki: [4300, 4399],
  'Manawatū-Whanganui': [4400, 4999],
  Wellington: [5000, 6999],
  Tasman: [7000, 7099],
  Nelson: [7010, 7099],
  Marlborough: [7200, 7299],
  'West Coast': [7800, 7899],
  Canterbury: [7300, 8999],
  Otago: [9000, 9599],
  Southland: [9600, 9899],
  'New South Wales': [2000, 2599],
  Victoria: [3000, 3999],
  Queensland: [4000, 4999],
  'Western Australia': [6000, 6799],
  'South Australia': [5000, 5799],
  Tasmania: [7000, 7799],
  'Australian Capital Territory': [2600, 2618],
  'Northern Territory': [800, 899],
};
