import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { Head } from '@/components/seo/head';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ContactForm, getInitialContactValues } from './contact-form';
import { SalesBenefitsCard, SalesContactCard } from './sales-info';

export function ContactPage() {
  const [searchParams] = useSearchParams();
  const search = searchParams.toString();
  const initialValues = useMemo(() => getInitialContactValues(new URLSearchParams(search)), [search]);

  return (
    <PublicLayout>
      <Head
        title="Contact Sales"
        description="Request a quote or a demo of HireAssess. Our sales team will contact you within 24 hours."
      />
      <div className="border-b bg-gradient-to-b from-secondary/70 to-background">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <Link
            to={paths.home.getHref()}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Home
          </Link>
          <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">Contact our sales team</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted-foreground">
            Tell us about your hiring needs and we will prepare a quote and a walkthrough for your team. We
            reply to every request within 24 hours.
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-14">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="contact-form-title" className="text-xl">
              Request a quote
            </CardTitle>
            <CardDescription>
              Share a few details and we will get back to you with pricing and next steps.
            </CardDescription>
          </CardHeader>
          <CardContent>
            {/* Remount on a new query string so ?plan= and ?demo= always prefill a fresh form. */}
            <ContactForm key={search} initialValues={initialValues} />
          </CardContent>
        </Card>

        <aside aria-label="Sales contact details" className="grid content-start gap-6">
          <SalesContactCard />
          <SalesBenefitsCard />
        </aside>
      </div>
    </PublicLayout>
  );
}
