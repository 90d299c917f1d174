import { SUPPORT_EMAIL } from '@app/contracts';
import { Mail } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { landingAnchors, paths } from '@/config/paths';
import { HomeAnchorLink } from './home-anchor-link';

const linkClass = 'text-sm text-slate-300 transition-colors hover:text-white';

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = `footer-${title.toLowerCase()}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-white">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3">{children}</ul>
    </nav>
  );
}

/** The public site's footer: Product, Support and Company link groups, support email and copyright. */
export function SiteFooter() {
  return (
    <footer className="bg-brand-dark text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-3 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
          <div className="col-span-2 max-w-sm sm:col-span-3 md:col-span-1">
            <Logo tone="inverse" />
            <p className="mt-4 text-sm leading-relaxed text-slate-300">
              Personalised, AI-generated assessments for every candidate and role, from CSV upload to a scored
              PDF report.
            </p>
            <p className="mt-4 text-sm">
              Need help?{' '}
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="inline-flex items-center gap-1 font-medium text-white underline-offset-4 hover:underline"
              >
                <Mail aria-hidden="true" className="size-4" />
                {SUPPORT_EMAIL}
              </a>
            </p>
          </div>

          <FooterGroup title="Product">
            <li>
              <HomeAnchorLink anchor={landingAnchors.features} className={linkClass}>
                Features
              </HomeAnchorLink>
            </li>
            <li>
              <HomeAnchorLink anchor={landingAnchors.howItWorks} className={linkClass}>
                How It Works
              </HomeAnchorLink>
            </li>
            <li>
              <HomeAnchorLink anchor={landingAnchors.pricing} className={linkClass}>
                Pricing
              </HomeAnchorLink>
            </li>
          </FooterGroup>

          <FooterGroup title="Support">
            <li>
              <Link to={paths.documentation.getHref()} className={linkClass}>
                Documentation
              </Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Contact
              </Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
                Email Support
              </a>
            </li>
          </FooterGroup>

          <FooterGroup title="Company">
            <li>
              <HomeAnchorLink anchor={landingAnchors.about} className={linkClass}>
                About
              </HomeAnchorLink>
            </li>
            <li>
              <Link to={paths.contact.getHref()} className={linkClass}>
                Contact Sales
              </Link>
            </li>
            <li>
              <Link to={paths.login.getHref()} className={linkClass}>
                Sign In
              </Link>
            </li>
          </FooterGroup>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/15 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>© 2024 HireAssess. All rights reserved.</p>
          <p className="text-slate-400">Built for fair, structured and fast hiring.</p>
        </div>
      </div>
    </footer>
  );
}
