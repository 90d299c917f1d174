/**
 * Per-page document title and description. React 19 hoists <title> and <meta> into <head>, so no helper
 * library (and no inline script, which the CSP forbids) is needed.
 */
export function Head({ title, description }: { title?: string; description?: string }) {
  const fullTitle = title ? `${title} | HireAssess` : 'HireAssess — AI-Powered Assessment Platform';
  return (
    <>
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
