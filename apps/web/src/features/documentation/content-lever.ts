import { LEVER_COMPLETED_TAG, LEVER_DEFAULT_API_BASE, LEVER_EVENT_MAX_AGE_MS } from '@app/contracts';
import type { DocBlock } from './content.types';

/**
 * Setting up Lever (issue 22): the API key, the webhook, the values pasted both ways, the mappings and what
 * goes back to Lever. The settings page links here as /documentation#lever.
 */
export const LEVER_DOC_BLOCKS: DocBlock[] = [
  {
    type: 'paragraph',
    text: 'With Lever connected (Enterprise plan), a candidate who reaches the stage you choose on a Lever posting is invited to the assessment mapped to it, with the same invitation email and plan limit as any other candidate. When they have been scored, the result goes back to their opportunity in Lever; when you shortlist or reject them in HireAssess, Lever can follow.',
  },
  { type: 'heading', text: '1. Create the API key in Lever' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In Lever, a Super Admin opens Settings → Integrations and API → API Credentials and generates a new key named “HireAssess”.',
      'Give it these permissions and no others: Postings (read), Stages (read), Opportunities (read and write: the stage and the tags), Notes (write).',
      'Copy the key: Lever shows it once.',
    ],
  },
  { type: 'heading', text: '2. Create the webhook in Lever' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In HireAssess, open Settings → Lever and copy the Webhook URL. It is your company’s own address, ending in /api/integrations/lever/webhooks/ and an id.',
      'In Lever, Settings → Integrations and API → Webhooks: turn on Candidate Stage Change, paste the URL, and save.',
      'Lever then shows the webhook’s signature token. Copy it.',
    ],
  },
  { type: 'heading', text: '3. Connect in HireAssess' },
  {
    type: 'paragraph',
    text: `Back in Settings → Lever, paste the API key and the signature token and choose Connect Lever. The API address is ${LEVER_DEFAULT_API_BASE}; use https://api.sandbox.lever.co/v1 for a Lever sandbox account. The key is checked with Lever at once, and both values are stored encrypted; only the key’s last four characters are shown afterwards. To change either, choose Replace key or token; Disconnect deletes them and the mappings.`,
  },
  {
    type: 'table',
    caption: 'What goes where',
    columns: ['Value', 'From', 'Paste into'],
    rows: [
      ['API key', 'Lever → API Credentials', 'HireAssess → Settings → Lever'],
      ['Webhook URL', 'HireAssess → Settings → Lever', 'Lever → Webhooks → Candidate Stage Change'],
      ['Signature token', 'Lever → Webhooks (after saving the URL)', 'HireAssess → Settings → Lever'],
    ],
  },
  { type: 'heading', text: '4. Map postings to assessments' },
  {
    type: 'paragraph',
    text: 'Under Postings, choose a Lever posting, the open assessment its candidates take, and the stage that sends the invitation (for example “Assessment”). Optionally choose the stage the opportunity moves to when you shortlist the candidate in HireAssess, and the one for a rejection; otherwise it stays where it is. Mapping a posting again replaces its mapping.',
  },
  { type: 'heading', text: 'What happens' },
  {
    type: 'list',
    items: [
      'Each stage change Lever sends is checked against the signature token, and refused if the signature does not match or the event is older than five minutes. The candidate’s name and email are read from the opportunity in Lever, and they are invited once, however often Lever repeats the event.',
      `When the candidate has been scored, a note is added to the opportunity with the overall score and each section’s score out of 100 and a link to the report in HireAssess, and the tag “${LEVER_COMPLETED_TAG}”.`,
      'Shortlisting or rejecting the candidate in HireAssess moves the opportunity to the stage mapped for it.',
      'Settings → Lever lists the latest invitations and what was written back. A request Lever does not answer is retried for up to a few hours. Every invitation and write-back is in the audit log, by “Lever”.',
    ],
  },
  {
    type: 'note',
    text: `Events are accepted for ${LEVER_EVENT_MAX_AGE_MS / 60_000} minutes after Lever sends them; keep the server's clock synchronised. Notes and stage changes appear in Lever as made by the owner of the API key.`,
  },
];
