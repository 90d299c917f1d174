import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, screenshot } from './support';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('header: Pricing is an in-page anchor; Documentation, Contact and Sign In lead to their pages', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await expect(nav.getByRole('link')).toHaveText(['Pricing', 'Documentation', 'Contact']);
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await screenshot(page, 'landing', { fullPage: true });

    const pricingTitle = page.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' });
    await expect(pricingTitle).not.toBeInViewport();
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(pricingTitle).toBeInViewport();

    await nav.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/documentation$/);
    await expect(page.getByRole('heading', { level: 1, name: 'HireAssess Documentation' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Contact' })
      .click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact our sales team' })).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  });

  test('hero: badge, headline, Start Free Trial goes to sign-up', async ({ page }) => {
    await expect(page.getByText('AI-Powered Assessment Platform', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Transform your hiring with AI/i);
    // The hero's own button (the closing call to action has a second one further down).
    await page.getByRole('link', { name: 'Start Free Trial' }).first().click();
    await expect(page).toHaveURL(/\/sign-up$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Start your free trial' })).toBeVisible();
  });

  test('View Demo opens sign-in with the seeded demo account filled in', async ({ page }) => {
    await page.getByRole('button', { name: 'View Demo' }).click();
    await expect(page).toHaveURL(/\/login\?demo=1$/);
    await expect(page.getByText('Demo workspace')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO_ADMIN.email);
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByText('Acme Corp')).toBeVisible();
  });

  test('four feature cards', async ({ page }) => {
    const features = page.getByRole('region', { name: 'Everything you need to assess candidates at scale' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'AI Question Generation',
      'Automated Candidate Management',
      'Comprehensive Analytics',
      'Enterprise Security',
    ]);
  });

  test('pricing: Startup ₹100 and Enterprise ₹92 (Most Popular), each leading to the contact form', async ({
    page,
  }) => {
    const pricing = page.getByRole('region', { name: 'Simple, transparent pricing' });
    const plans = pricing
      .getByRole('list')
      .first()
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(plans).toHaveCount(2);

    const startup = plans.filter({ has: page.getByRole('heading', { name: 'Startup' }) });
    await expect(startup).toContainText('₹100');
    await expect(startup).toContainText('per user');
    await expect(startup).toContainText('Up to 1,000 test generations');
    await expect(startup).not.toContainText('Most Popular');

    const enterprise = plans.filter({ has: page.getByRole('heading', { name: 'Enterprise' }) });
    await expect(enterprise).toContainText('₹92');
    await expect(enterprise).toContainText('5,000+ test generations');
    await expect(enterprise.getByText('Most Popular')).toBeVisible();

    await startup.getByRole('link', { name: 'Choose Startup' }).click();
    await expect(page).toHaveURL(/\/contact\?plan=startup$/);
    await expect(page.getByRole('combobox', { name: 'Preferred Plan' })).toHaveText('Startup');

    await page.goBack();
    await page.getByRole('link', { name: 'Choose Enterprise' }).click();
    await expect(page).toHaveURL(/\/contact\?plan=enterprise$/);
    await expect(page.getByRole('combobox', { name: 'Preferred Plan' })).toHaveText('Enterprise');

    await page.goBack();
    await page
      .getByRole('region', { name: 'Simple, transparent pricing' })
      .getByRole('link', { name: 'Contact Sales' })
      .click();
    await expect(page).toHaveURL(/\/contact\?plan=custom$/);
    await expect(page.getByRole('combobox', { name: 'Preferred Plan' })).toHaveText('Custom');
  });

  test('two five-star testimonials and the closing call to action', async ({ page }) => {
    const testimonials = page.getByRole('region', { name: 'Trusted by hiring teams' });
    const cards = testimonials.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(testimonials.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Priya Sharma');
    await expect(cards.nth(0)).toContainText('Head of Talent Acquisition, Nimbus Technologies');
    await expect(cards.nth(1)).toContainText('Arjun Mehta');
    await expect(cards.nth(1)).toContainText('HR Director, Meridian Finance');

    const cta = page.getByRole('region', { name: 'Get Started Today' });
    await expect(cta.getByRole('heading', { level: 2, name: 'Get Started Today' })).toBeVisible();
    await cta.getByRole('link', { name: 'Start Free Trial' }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('footer: Product, Support and Company groups, support mailto and the 2024 copyright', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    for (const group of ['Product', 'Support', 'Company']) {
      await expect(footer.getByRole('navigation', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('navigation', { name: 'Product' }).getByRole('link')).toHaveText([
      'Features',
      'How It Works',
      'Pricing',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Support' }).getByRole('link')).toHaveText([
      'Documentation',
      'Contact',
      'Email Support',
    ]);
    await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText([
      'About',
      'Contact Sales',
      'Sign In',
    ]);
    await expect(footer.getByRole('link', { name: 'support@hireassess.example' })).toHaveAttribute(
      'href',
      'mailto:support@hireassess.example',
    );
    await expect(footer.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@hireassess.example',
    );
    await expect(footer.getByText(/© 2024 HireAssess/)).toBeVisible();

    await footer.getByRole('link', { name: 'Contact Sales' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
