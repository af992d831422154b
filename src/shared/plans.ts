import { appText } from './i18n/app';

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
    title: appText('payments.plan.free.title'),
    heading: appText('payments.plan.free.heading'),
    text: appText('payments.plan.free.text'),
    priceCents: 0,
    benefits: [
      appText('payments.plan.free.buildSite'),
      appText('payments.plan.free.siteName'),
      appText('payments.plan.upToGuests', { max: GUEST_LIMIT_FREE }),
      appText('payments.plan.free.share'),
      appText('payments.plan.free.manageGuests'),
    ],
    popular: false,
  },
  {
    id: 'pro',
    title: appText('payments.plan.pro.title'),
    heading: '$50',
    text: appText('payments.plan.pro.text'),
    priceCents: PRO_PRICE_CENTS,
    benefits: [
      appText('payments.plan.pro.rsvpTracking'),
      appText('payments.plan.pro.requestTracking'),
      appText('payments.plan.pro.password'),
      appText('payments.plan.pro.branding'),
      appText('payments.plan.upToGuests', { max: GUEST_LIMIT_PRO }),
      appText('payments.plan.pro.emailLinks'),
      appText('payments.plan.pro.premiumSections'),
      appText('payments.plan.pro.emailCards'),
    ],
    popular: true,
  },
];

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}
