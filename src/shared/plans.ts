/** The two plans of product.md §1. A plan entry: id, title, text, heading, benefits, popular. */
export interface Plan {
  id: 'free' | 'pro';
  title: string;
  heading: string;
  text: string;
  priceCents: number;
  benefits: string[];
  popular: boolean;
}

export const PRO_PRICE_CENTS = 5000;
export const GUEST_LIMIT_FREE = 65;
export const GUEST_LIMIT_PRO = 350;

export const PLANS: Plan[] = [
  {
    id: 'free',
    title: 'Free',
    heading: 'free',
    text: 'Everything you need to build and share your wedding website.',
    priceCents: 0,
    benefits: ['Build a site', 'Choose the site name', `Up to ${GUEST_LIMIT_FREE} guests`, 'Share the site', 'Manage guests'],
    popular: false,
  },
  {
    id: 'pro',
    title: 'Pro',
    heading: '$50',
    text: 'One-time payment. Everything in Free, plus:',
    priceCents: PRO_PRICE_CENTS,
    benefits: [
      'RSVP status tracking',
      'Special-request tracking',
      'Website password protection',
      'Optional branding (hidden footer)',
      `Up to ${GUEST_LIMIT_PRO} guests`,
      'E-mailing links to guests',
      'Premium sections',
      'E-mailing save-the-dates, invitations and reminders',
    ],
    popular: true,
  },
];

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}
