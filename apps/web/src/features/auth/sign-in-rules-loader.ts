/** The sign-in form's rules (./sign-in-rules), fetched once and shared by the form and single sign-on. */
export const loadSignInRules = () => import('./sign-in-rules');
