import { useSearchParams } from 'react-router';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The search parameter that names the application a candidate's page is about (decision 032). */
export const APPLICATION_PARAM = 'application';

/**
 * The application the candidate's current page is about: `?application=` of the address; null when it
 * names none (the server then answers for the application in progress). Read from the address at each
 * call, so the candidate's queries and links follow a navigation at once.
 */
export function currentApplicationId(): string | null {
  return applicationIn(new URLSearchParams(window.location.search));
}

/** currentApplicationId for a component: it renders again when the address names another application. */
export function useApplicationId(): string | null {
  const [params] = useSearchParams();
  return applicationIn(params);
}

function applicationIn(params: URLSearchParams): string | null {
  const id = params.get(APPLICATION_PARAM);
  return id && UUID.test(id) ? id : null;
}

/** A candidate API path ('/me', '/sections/…') of the current application: `/api/candidate/applications/:id/…`. */
export function candidateApiPath(path: string, application = currentApplicationId()): string {
  return application
    ? `/api/candidate/applications/${encodeURIComponent(application)}${path}`
    : `/api/candidate${path}`;
}

/** A candidate page's address that stays with the current application (or the one given). */
export function candidateHref(href: string, application = currentApplicationId()): string {
  if (!application) return href;
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(APPLICATION_PARAM, application);
  return `${path}?${params.toString()}`;
}
