import type { DocSection } from './content.types';
import { GREENHOUSE_DOC_BLOCKS } from './content-greenhouse';
import { LEVER_DOC_BLOCKS } from './content-lever';
import { SCIM_DOC_BLOCKS } from './content-scim';
import { SSO_DOC_BLOCKS } from './content-sso';

/**
 * Enterprise identity and ATS connectors (issue 22): what an IT admin sets up, both directions. Each
 * settings page links to its section's anchor.
 */
export const ENTERPRISE_SECTIONS: readonly DocSection[] = [
  {
    id: 'sso',
    group: 'it',
    title: 'Single Sign-On',
    summary:
      'OpenID Connect and SAML 2.0 sign-in for your team through Okta, Microsoft Entra ID or Google Workspace: the values to paste both ways, domain verification, required SSO and break glass.',
    blocks: SSO_DOC_BLOCKS,
  },
  {
    id: 'scim',
    group: 'it',
    title: 'Provisioning (SCIM)',
    summary:
      'SCIM 2.0 from your directory: people join and leave your HireAssess team with their accounts, and directory groups set their roles.',
    blocks: SCIM_DOC_BLOCKS,
  },
  {
    id: 'greenhouse',
    group: 'it',
    title: 'Greenhouse',
    summary:
      'HireAssess as a Greenhouse assessment partner: tests listed in Greenhouse, sent from a candidate’s interview stage, scores and report links back.',
    blocks: GREENHOUSE_DOC_BLOCKS,
  },
  {
    id: 'lever',
    group: 'it',
    title: 'Lever',
    summary:
      'A Lever stage invites the candidate to a mapped assessment; the score and report link are written back to the opportunity, which can move to a result stage.',
    blocks: LEVER_DOC_BLOCKS,
  },
];
