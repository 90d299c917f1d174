import { CircleCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SALES_BENEFITS, SALES_CONTACT } from '../content';

export function SalesContactCard() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2">Talk to sales directly</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Each term and its description sit in one <div> of the list; the icon belongs to the term. */}
        <dl className="grid gap-4 text-sm">
          {[
            {
              icon: Mail,
              term: 'Email',
              value: (
                <a
                  href={`mailto:${SALES_CONTACT.email}`}
                  className="text-primary underline underline-offset-4"
                >
                  {SALES_CONTACT.email}
                </a>
              ),
            },
            {
              icon: Phone,
              term: 'Phone',
              value: (
                <a href={SALES_CONTACT.phoneHref} className="text-primary underline underline-offset-4">
                  {SALES_CONTACT.phone}
                </a>
              ),
            },
            { icon: Clock, term: 'Office hours', value: SALES_CONTACT.hours, muted: true },
            { icon: MapPin, term: 'Office', value: SALES_CONTACT.office, muted: true },
          ].map(({ icon: Icon, term, value, muted }) => (
            <div key={term} className="grid gap-0.5">
              <dt className="flex items-center gap-3 font-medium">
                <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {term}
              </dt>
              <dd className={muted ? 'pl-8 text-muted-foreground' : 'pl-8'}>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export function SalesBenefitsCard() {
  return (
    <Card className="gap-4 border-primary/20 bg-secondary/60">
      <CardHeader>
        <CardTitle as="h2">Why talk to us</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {SALES_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="flex items-start gap-3">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <div>
                <p className="font-medium">{benefit.title}</p>
                <p className="text-sm text-muted-foreground">{benefit.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
