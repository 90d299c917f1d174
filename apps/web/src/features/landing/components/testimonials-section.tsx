import { Quote, Star } from 'lucide-react';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { landingAnchors } from '@/config/paths';
import { TESTIMONIALS, type Testimonial } from '../content';
import { SectionHeading } from './section-heading';

function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <div role="img" aria-label={`Rated ${value} out of ${max}`} className="flex gap-0.5">
      {Array.from({ length: max }, (_, i) => i + 1).map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={position <= value ? 'size-5 fill-amber-400 text-amber-400' : 'size-5 text-slate-300'}
        />
      ))}
    </div>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Card className="h-full gap-6">
      <CardContent className="grid gap-5">
        <div className="flex items-center justify-between">
          <Rating value={testimonial.rating} />
          <Quote aria-hidden="true" className="size-8 text-primary/20" />
        </div>
        <blockquote className="text-lg leading-relaxed text-foreground">
          <p>“{testimonial.content}”</p>
        </blockquote>
      </CardContent>
      <CardFooter className="mt-auto gap-3 border-t pt-6">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground"
        >
          {initials(testimonial.name)}
        </span>
        <div>
          <p className="font-semibold">{testimonial.name}</p>
          <p className="text-sm text-muted-foreground">
            {testimonial.role}, {testimonial.company}
          </p>
        </div>
      </CardFooter>
    </Card>
  );
}

export function TestimonialsSection() {
  return (
    <section
      id={landingAnchors.testimonials}
      aria-labelledby="testimonials-title"
      className="bg-muted/40 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Testimonials" title="Trusted by hiring teams">
          Talent teams use HireAssess to run consistent, personalised assessments for every role.
        </SectionHeading>
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
