import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** What a Startup company sees instead of an Enterprise feature: the server's message and the way to /contact. */
export function UpgradeNotice({ message }: { message: string }) {
  return (
    <Card data-testid="upgrade-notice">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-5 text-primary" /> An Enterprise feature
        </CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={paths.contact.getHref({ plan: 'enterprise' })}>Contact us to upgrade</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
