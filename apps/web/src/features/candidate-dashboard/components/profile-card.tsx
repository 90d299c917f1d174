import { Pencil, UserRound } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { paths } from '@/config/paths';
import { candidateHref } from '@/lib/candidate/application';
import { useT } from '@/lib/i18n';

type ProfileCardProps = {
  fullName: string;
  email: string;
  phone?: string | null;
  companyName?: string;
  companyIndustry?: string;
  /** False while the account has no candidate record: there is nothing to edit yet. */
  editable?: boolean;
};

/** SPEC.md section 2: the candidate's details with Edit Profile. */
export function ProfileCard({
  fullName,
  email,
  phone,
  companyName,
  companyIndustry,
  editable = true,
}: ProfileCardProps) {
  const { t } = useT('candidate-dashboard');
  const items: [string, React.ReactNode][] = [
    [t('profile.name'), fullName],
    [
      t('profile.email'),
      <span key="email" className="break-all" dir="ltr">
        {email}
      </span>,
    ],
  ];
  if (phone !== undefined)
    items.push([
      t('profile.phone'),
      phone || (
        <span key="phone" className="text-muted-foreground">
          —
        </span>
      ),
    ]);
  if (companyName !== undefined) items.push([t('profile.company'), companyName]);
  if (companyIndustry !== undefined) items.push([t('profile.industry'), companyIndustry]);
  return (
    <Card role="region" aria-labelledby="profile-title" className="gap-4">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle as="h2" id="profile-title" className="flex items-center gap-2 text-base">
          <UserRound aria-hidden="true" className="size-4 text-primary" /> {t('profile.title')}
        </CardTitle>
        {editable ? (
          <Button asChild variant="outline" size="sm">
            <Link to={candidateHref(paths.candidateProfile.getHref())}>
              <Pencil aria-hidden="true" /> {t('profile.edit')}
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <DetailList items={items} />
      </CardContent>
    </Card>
  );
}
