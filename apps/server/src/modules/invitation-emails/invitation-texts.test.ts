import {
  CANDIDATE_LANGUAGES,
  INVITATION_MESSAGE_MAX,
  INVITATION_PLACEHOLDERS,
  renderPlaceholders,
  type TInvitationValues,
  unknownInvitationPlaceholders,
  ZInvitationPreviewInput,
  ZInvitationTextInput,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { companyWords, invitationEmail, paragraphsOf, reminderEmail } from '../mail/mail.templates';
import { builtInWords } from './built-in-texts';

const values: TInvitationValues = {
  candidate_name: 'Ada Lovelace',
  company_name: 'Acme Corp',
  assessment_name: 'Support Agent',
  deadline: 'Friday 28 November 2026 at 17:00 UTC',
};

const invitation = {
  to: 'ada@example.test',
  name: 'Ada Lovelace',
  companyName: 'Acme Corp',
  url: 'http://x/accept-invite?token=t',
  validDays: 7,
  opening: 'Support Agent',
  deadline: 'Friday 28 November 2026 at 17:00 UTC',
  sections: [
    { name: 'Logic', minutes: 20 },
    { name: 'Writing', minutes: 30 },
  ],
};

const reminder = {
  to: 'ada@example.test',
  name: 'Ada Lovelace',
  companyName: 'Acme Corp',
  assessmentName: 'Support Agent',
  deadline: 'Friday 28 November 2026 at 17:00 UTC',
  url: 'http://x/accept-invite?token=r',
  sectionsTotal: 2,
  sectionsOpen: 0,
};

describe('invitation text placeholders', () => {
  it('fills every placeholder once, in one pass, with or without spaces inside the braces', () => {
    const words = companyWords(
      {
        subject: '  {{company_name}}:\n {{ assessment_name }} by {{deadline}} ',
        message: 'Dear {{candidate_name}},\n\nPlease take {{assessment_name}} for {{company_name}}.',
      },
      { ...values, company_name: '{{deadline}}' },
    );
    expect(words.subject).toBe('{{deadline}}: Support Agent by Friday 28 November 2026 at 17:00 UTC');
    expect(words.paragraphs).toEqual(['Dear Ada Lovelace,', 'Please take Support Agent for {{deadline}}.']);
  });

  it('leaves what the company did not write to the built-in text', () => {
    expect(companyWords({ subject: null, message: 'Hi' }, values)).toEqual({
      subject: null,
      paragraphs: ['Hi'],
    });
    expect(companyWords({ subject: 'Hi', message: '\n\n  \n' }, values)).toEqual({
      subject: 'Hi',
      paragraphs: null,
    });
    expect(companyWords(null, values)).toEqual({ subject: null, paragraphs: null });
  });

  it('makes paragraphs of blank-line-separated parts and keeps single line breaks', () => {
    expect(paragraphsOf('One\r\nline two\r\n\r\n\r\nTwo\n \nThree')).toEqual([
      'One\nline two',
      'Two',
      'Three',
    ]);
  });

  it('knows the invitation placeholders only: decision ones and inherited names are unknown', () => {
    expect(Object.keys(INVITATION_PLACEHOLDERS)).toEqual([
      'candidate_name',
      'company_name',
      'assessment_name',
      'deadline',
    ]);
    expect(unknownInvitationPlaceholders('{{position}} {{stage}} {{constructor}} {{deadline}}')).toEqual([
      'position',
      'stage',
      'constructor',
    ]);
  });
});

describe('the text a company saves', () => {
  const input = { kind: 'invitation', language: 'hi', subject: 'Hi', message: 'Dear {{candidate_name}}' };

  it('refuses an unknown placeholder, naming it and the ones that work', () => {
    const result = ZInvitationTextInput.safeParse({ ...input, message: 'Your {{position}} role' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['message']);
    expect(result.error?.issues[0]?.message).toBe(
      'Unknown placeholder {{position}}. You can use {{candidate_name}}, {{company_name}}, {{assessment_name}}, {{deadline}}.',
    );
  });

  it('bounds the lengths and knows the kinds and languages', () => {
    const long = ZInvitationTextInput.safeParse({
      ...input,
      message: 'x'.repeat(INVITATION_MESSAGE_MAX + 1),
    });
    expect(long.error?.issues[0]?.message).toBe('The message is at most 5,000 characters');
    expect(ZInvitationTextInput.safeParse({ ...input, subject: 'x'.repeat(201) }).success).toBe(false);
    expect(ZInvitationTextInput.safeParse({ ...input, kind: 'decision' }).success).toBe(false);
    expect(ZInvitationTextInput.safeParse({ ...input, language: 'de' }).success).toBe(false);
  });

  it('reads empty text as the built-in one', () => {
    expect(ZInvitationTextInput.parse({ ...input, subject: '   ', message: '' })).toEqual({
      kind: 'invitation',
      language: 'hi',
      subject: null,
      message: null,
    });
    expect(ZInvitationPreviewInput.parse({ kind: 'reminder', language: 'en' })).toEqual({
      kind: 'reminder',
      language: 'en',
      progress: 'not_started',
    });
  });
});

describe('the invitation with a company text', () => {
  it('replaces the subject and the opening paragraph only: the link, outline, deadline and privacy line stay', () => {
    const builtIn = invitationEmail(invitation);
    const mail = invitationEmail({
      ...invitation,
      text: {
        subject: 'Join {{company_name}}: {{assessment_name}}',
        message: 'Thank you for applying, {{candidate_name}}!\nWe are <glad>.\n\nDo it by {{deadline}}.',
      },
    });
    expect(mail.subject).toBe('Join Acme Corp: Support Agent');
    expect(mail.text).toBe(
      builtIn.text.replace(
        'Acme Corp invites you to take the online assessment "Support Agent" on HireAssess.',
        'Thank you for applying, Ada Lovelace!\nWe are <glad>.\n\nDo it by Friday 28 November 2026 at 17:00 UTC.',
      ),
    );
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('It is open until Friday 28 November 2026 at 17:00 UTC.');
    expect(mail.text).toContain('- Logic: 20 minutes');
    expect(mail.text).toContain('Start the assessment: http://x/accept-invite?token=t');
    expect(mail.text).toContain('The link is yours alone: please do not forward this email.');
    expect(mail.html).toContain(
      '<p style="margin:0 0 16px;white-space:pre-line">Thank you for applying, Ada Lovelace!\nWe are &lt;glad&gt;.</p>',
    );
    expect(mail.html).toContain('<a href="http://x/accept-invite?token=t"');
  });

  it('keeps the built-in subject or message where the company left it empty, and is unchanged without a text', () => {
    const builtIn = invitationEmail(invitation);
    expect(invitationEmail({ ...invitation, text: null })).toEqual(builtIn);
    const subjectOnly = invitationEmail({ ...invitation, text: { subject: 'Hello', message: null } });
    expect(subjectOnly.subject).toBe('Hello');
    expect(subjectOnly.text).toBe(builtIn.text);
    const messageOnly = invitationEmail({ ...invitation, text: { subject: null, message: 'Hi' } });
    expect(messageOnly.subject).toBe('Your assessment invitation from Acme Corp');
  });

  it('names a candidate whose name reads as a link "candidate", in their language', () => {
    const text = { subject: null, message: 'Dear {{candidate_name}}' };
    const name = 'Visit http://evil.example now';
    expect(invitationEmail({ ...invitation, name, text }).text).toContain('Dear candidate');
    expect(invitationEmail({ ...invitation, name, text, language: 'hi' }).text).toContain('Dear उम्मीदवार');
    expect(invitationEmail({ ...invitation, name, text }).text).not.toContain('evil');
  });

  it('writes {{deadline}} as when the link stops working when no deadline lies ahead', () => {
    const text = { subject: null, message: 'Open until {{deadline}}; {{assessment_name}}.' };
    const mail = invitationEmail({
      ...invitation,
      opening: null,
      deadline: null,
      linkExpires: 'Monday 7 December 2026 at 10:00 UTC',
      text,
    });
    expect(mail.text).toContain('Open until Monday 7 December 2026 at 10:00 UTC; the assessment.');
    expect(mail.text).toContain('It works on any device, as often as you need, for 7 days.');
  });

  it("uses the company's white-label name for {{company_name}}", () => {
    const mail = invitationEmail({
      ...invitation,
      brand: { displayName: 'Acme Talent', brandColor: null, logoUrl: null },
      text: { subject: '{{company_name}}', message: null },
    });
    expect(mail.subject).toBe('Acme Talent');
  });
});

describe('the reminder with a company text', () => {
  it('replaces the subject and the opening paragraph for both kinds; what is left and the link stay', () => {
    const text = { subject: 'Due {{deadline}}', message: '{{candidate_name}}, {{assessment_name}} waits.' };
    const notStarted = reminderEmail({
      ...reminder,
      kind: 'not_started',
      sectionsClosed: 0,
      minutesNotStarted: 50,
      text,
    });
    expect(notStarted.subject).toBe('Due Friday 28 November 2026 at 17:00 UTC');
    expect(notStarted.text).toContain(
      'Hello Ada Lovelace,\n\nAda Lovelace, Support Agent waits.\n\nIt has 2 sections',
    );
    expect(notStarted.text).not.toContain('You have not started');
    expect(notStarted.text).toContain('Start the assessment: http://x/accept-invite?token=r');
    expect(notStarted.text).toContain('Why you get this email');
    const started = reminderEmail({
      ...reminder,
      kind: 'not_finished',
      sectionsClosed: 1,
      minutesNotStarted: 30,
      text: { subject: null, message: text.message },
    });
    expect(started.subject).toBe('Reminder: finish your assessment by Friday 28 November 2026 at 17:00 UTC');
    expect(started.text).toContain('Support Agent waits.\n\nYou have finished 1 of 2 sections.');
    expect(started.text).toContain('Continue the assessment: http://x/accept-invite?token=r');
  });
});

describe('the built-in words in the template syntax', () => {
  it('are the catalogue words: filled in, they are what a candidate gets without a text, in every language', () => {
    for (const language of CANDIDATE_LANGUAGES) {
      // The same name fills both paths (a non-English mail isolates a name inside the line).
      const opening = language === 'en' ? 'Support Agent' : '\u2068Support Agent\u2069';
      const filled = { ...values, assessment_name: opening };
      const own = builtInWords('invitation', language);
      const mail = invitationEmail({ ...invitation, language });
      expect(renderPlaceholders(own.subject, INVITATION_PLACEHOLDERS, filled), language).toBe(mail.subject);
      expect(mail.text, language).toContain(renderPlaceholders(own.message, INVITATION_PLACEHOLDERS, filled));
      expect(invitationEmail({ ...invitation, language, text: own }).text, language).toBe(mail.text);

      for (const started of [false, true]) {
        const words = builtInWords('reminder', language, started);
        const progress = started
          ? ({ kind: 'not_finished', sectionsClosed: 1, minutesNotStarted: 30 } as const)
          : ({ kind: 'not_started', sectionsClosed: 0, minutesNotStarted: 50 } as const);
        const built = reminderEmail({ ...reminder, ...progress, language });
        const own = reminderEmail({ ...reminder, ...progress, language, text: words });
        expect(own.subject, `${language} reminder`).toBe(built.subject);
        expect(own.text, `${language} reminder`).toBe(built.text);
      }
    }
    expect(builtInWords('invitation', 'en')).toEqual({
      subject: 'Your assessment invitation from {{company_name}}',
      message:
        '{{company_name}} invites you to take the online assessment "{{assessment_name}}" on HireAssess.',
    });
  });
});
