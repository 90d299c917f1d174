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
        <dl className="grid gap-4 text-sm">
          <div className="flex items-start gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <dt className="font-medium">Email</dt>
              <dd>
                <a
                  href={`mailto:${SALES_CONTACT.email}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {SALES_CONTACT.email}
                </a>
              </dd>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <dt className="font-medium">Phone</dt>
              <dd>
                <a href={SALES_CONTACT.phoneHref} className="text-primary underline-offset-4 hover:underline">
                  {SALES_CONTACT.phone}
                </a>
              </dd>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <dt className="font-medium">Office hours</dt>
              <dd className="text-muted-foreground">{SALES_CONTACT.hours}</dd>
            </div>
          </div>
          <div className="flex items-start gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <dt className="font-medium">Office</dt>
              <dd className="text-muted-foreground">{SALES_CONTACT.office}</dd>
            </div>
          </div>
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
