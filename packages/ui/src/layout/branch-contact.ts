/**
 * The footer's company details. The spec leaves the real ones out, so these are placeholders in the
 * reserved ranges (Ofcom's drama number range, the .example domain) until the business supplies its own.
 */
export const BRANCH_CONTACT = {
  company: 'Travel Money Exchange Ltd',
  registration:
    'Travel Money is a trading name of Travel Money Exchange Ltd, a company registered in England and Wales.',
  phone: '020 7946 0000',
  email: 'hello@travelmoney.example',
  socialUrl: 'https://www.facebook.com/',
} as const;
