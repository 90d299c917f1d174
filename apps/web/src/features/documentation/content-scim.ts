import { SCIM_MAX_ACTIVE_TOKENS, SCIM_TOKEN_VALID_DAYS } from '@app/contracts';
import type { DocBlock } from './content.types';

/** Provisioning company members over SCIM 2.0 (issue 22): Okta, Microsoft Entra ID, Google Workspace. */
export const SCIM_DOC_BLOCKS: DocBlock[] = [
  {
    type: 'paragraph',
    text: 'On the Enterprise plan your identity provider can manage your HireAssess team over SCIM 2.0: a person you assign to HireAssess becomes a member, their group decides whether they are an admin or a reviewer, and unassigning or deactivating them removes them from the team and signs them out everywhere at once. Provisioned members have no HireAssess password: set up single sign-on for your company first, so they sign in through your identity provider.',
  },
  { type: 'heading', text: 'The values to paste' },
  {
    type: 'table',
    caption: 'What your identity provider asks for',
    columns: ['Setting', 'Value'],
    rows: [
      [
        'SCIM base URL (Okta: SCIM connector base URL; Entra ID: Tenant URL)',
        'Settings → Provisioning (SCIM) → SCIM base URL, e.g. https://app.example.com/api/auth/scim/v2',
      ],
      [
        'Authentication (Okta: HTTP Header; Entra ID: Secret Token)',
        'A bearer token from Settings → Provisioning (SCIM) → Create token',
      ],
      ['Unique identifier for users', 'userName, set to the person’s work email address'],
      ['Provisioning actions', 'Create users, update user attributes, deactivate users, push groups'],
    ],
  },
  {
    type: 'list',
    items: [
      `A token is shown once, when it is created. It is valid for ${SCIM_TOKEN_VALID_DAYS} days; a company can hold ${SCIM_MAX_ACTIVE_TOKENS} active tokens, so to rotate, create a new token, paste it into your identity provider, then revoke the old one.`,
      'Revoking a token stops provisioning at the identity provider’s next request (it is answered 401). Members already provisioned stay.',
      'The page lists each token’s first characters, when it was created and last used, and when it expires.',
    ],
  },
  { type: 'heading', text: 'Okta' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In the Okta Admin Console open Applications → Applications and the HireAssess app integration you created for single sign-on (or create one with Create App Integration).',
      'On its General tab, under App Settings, click Edit, choose SCIM as the provisioning option and save. A Provisioning tab appears.',
      'Provisioning → Integration → Edit: paste the SCIM base URL as the SCIM connector base URL, enter userName as the unique identifier field for users, tick Push New Users, Push Profile Updates and Push Groups, choose HTTP Header as the authentication mode and paste the token as the Bearer token. Click Test Connector Configuration, then Save.',
      'Provisioning → To App → Edit: enable Create Users, Update User Attributes and Deactivate Users, and save.',
      'Assign the people (or groups of people) who should use HireAssess on the Assignments tab. To give roles through groups, add the groups on the Push Groups tab.',
    ],
  },
  { type: 'heading', text: 'Microsoft Entra ID' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In the Microsoft Entra admin center open Identity → Applications → Enterprise applications and the HireAssess application you created for single sign-on (or New application → Create your own application → Integrate any other application you don’t find in the gallery).',
      'Open Provisioning, set Provisioning Mode to Automatic, and under Admin Credentials paste the SCIM base URL as the Tenant URL and the token as the Secret Token. Click Test Connection, then Save.',
      'Under Mappings, keep Provision Microsoft Entra ID Users and, to give roles through groups, Provision Microsoft Entra ID Groups. Check that userName maps to the person’s email address (userPrincipalName is the default; map mail instead where the two differ) and emails[type eq "work"].value to mail.',
      'Under Settings choose Sync only assigned users and groups, assign people and groups under Users and groups, and set Provisioning Status to On.',
      'Entra ID provisions in cycles (about every 40 minutes). Use Provision on demand to send one person at once, for example to test.',
    ],
  },
  { type: 'heading', text: 'Google Workspace' },
  {
    type: 'paragraph',
    text: 'Google Workspace cannot provision HireAssess. Its automatic user provisioning works only for the pre-integrated apps in its own catalogue, and a custom app you add yourself (as HireAssess is) cannot use SCIM. Do this instead:',
  },
  {
    type: 'list',
    items: [
      'Set up single sign-on with a custom SAML app in the Google Admin console (see Single sign-on). People of your verified domain then join your team the first time they sign in, with the default role of the connection, and you can require single sign-on for your company.',
      'Change roles under Settings → Team.',
      'When someone leaves, remove them under Settings → Team: that removes them from the company and ends their sessions at once. Suspending them in Google only stops new sign-ins.',
      'If your company also uses Okta or Microsoft Entra ID in front of Google Workspace, provision HireAssess from there as described above.',
    ],
  },
  { type: 'heading', text: 'Groups and roles' },
  {
    type: 'paragraph',
    text: 'Under Settings → Provisioning (SCIM) → Groups and roles, list the names of your directory’s groups (as the directory shows them; case does not matter) and the role each gives. A member of a group mapped to Admin is an admin, whatever else they belong to; everyone else the directory provisions is a reviewer, including someone who leaves the admin group. Saving applies the mapping to every provisioned member at once. Groups that are not listed give nothing.',
  },
  { type: 'heading', text: 'What deactivation does' },
  {
    type: 'list',
    items: [
      'Deactivating a person (Okta: deactivate or unassign; Entra ID: disable, soft-delete or unassign) or deleting them removes them from your team immediately: every session they have ends, and their next click in HireAssess lands on the sign-in page.',
      'Their account itself stays, without a company, so what they did keeps its author in the audit log; reactivating them in your directory makes them a member again, with the role of their groups.',
      'Assessments, candidates and evaluations are your company’s and are not touched.',
      'Your last admin cannot be deactivated or made a reviewer this way: the directory’s request is refused (HTTP 409, “A company needs at least one admin.”) until another admin exists, for example through a group mapped to Admin.',
      'An address that belongs to another company’s member, or an existing account outside the domains you verified, cannot be provisioned; the directory is told so (HTTP 409, uniqueness).',
      'An address of your verified domains that some company made a candidate is provisioned like any other: the account becomes your member and can no longer open the assessments it was invited to as a candidate (those companies keep their results).',
      'Every provisioning change to a member — provisioned, role changed, deactivated, deleted — is in the audit log, made by “SCIM”.',
    ],
  },
  {
    type: 'note',
    text: 'SCIM provisioning is part of the Enterprise plan. On the Startup plan the settings page says so, and requests with a token of the company are refused (HTTP 403).',
  },
];
