import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { landingAnchors, paths } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';
import { HomeAnchorLink } from './home-anchor-link';

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:text-foreground';

/** The public site's header (landing, contact, documentation, 404): Pricing, Documentation, Contact, Sign In. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // Public pages are pre-rendered: the toggle works once React runs the page.
  const hydrated = useHydrated();
  const menuId = useId();
  const location = useLocation();

  // Close the mobile menu whenever the user navigates (including in-page anchors).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change by design
  useEffect(() => {
    setMenuOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const links = (
    <>
      <HomeAnchorLink
        anchor={landingAnchors.pricing}
        className={navLinkClass}
        onClick={() => setMenuOpen(false)}
      >
        Pricing
      </HomeAnchorLink>
      <NavLink to={paths.documentation.getHref()} className={navLinkClass}>
        Documentation
      </NavLink>
      <NavLink to={paths.contact.getHref()} className={navLinkClass}>
        Contact
      </NavLink>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size={null} className="h-9 px-4 text-sm">
            <Link to={paths.login.getHref()}>Sign In</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            disabled={!hydrated}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
          </Button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label="Main mobile"
        hidden={!menuOpen}
        // Overlays the page instead of pushing it down, so opening or closing it never shifts the scroll target.
        className={cn(
          'absolute inset-x-0 top-full border-t border-b bg-background px-4 pt-2 pb-4 shadow-lg md:hidden',
          menuOpen && 'grid gap-1',
        )}
      >
        {links}
      </nav>
    </header>
  );
}
