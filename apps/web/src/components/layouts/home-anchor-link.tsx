import type * as React from 'react';
import { Link, useLocation } from 'react-router';
import { paths, type TLandingAnchor } from '@/config/paths';

type HomeAnchorLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & { anchor: TLandingAnchor };

/**
 * A link to a section of the landing page: a plain in-page anchor ('#pricing') on the landing page itself,
 * a router link to '/#pricing' from any other page (the scroll manager then scrolls to the section).
 */
export function HomeAnchorLink({ anchor, children, ...props }: HomeAnchorLinkProps) {
  const { pathname } = useLocation();
  if (pathname === paths.home.path) {
    return (
      <a href={`#${anchor}`} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={paths.home.getHref(anchor)} {...props}>
      {children}
    </Link>
  );
}
