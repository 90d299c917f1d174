import { SALES_EMAIL } from '@app/contracts';

/** Sales contact details shown beside the form. */
export const SALES_CONTACT = {
  email: SALES_EMAIL,
  phone: '+91 80 4567 8900',
  /** tel: links need the number without spaces. */
  phoneHref: 'tel:+918045678900',
  hours: 'Monday to Friday, 9:00 AM – 6:00 PM IST',
  office: 'Bengaluru, India',
} as const;

export const SALES_BENEFITS = [
  {
    title: 'Personalised walkthrough',
    description: 'A live demo of HireAssess configured for your roles, industry and hiring volume.',
  },
  {
    title: 'Response within 24 hours',
    description: 'A member of our sales team replies to every request within one business day.',
  },
  {
    title: 'Volume pricing',
    description: 'Discounts for larger teams and annual commitments, with a plan tailored to you.',
  },
  {
    title: 'Guided onboarding',
    description: 'Help setting up your company, importing candidates and connecting integrations.',
  },
] as const;

export const DEMO_REQUEST_NOTE = "I'd like a product demo.";
