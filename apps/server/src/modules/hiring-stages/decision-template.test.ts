import {
  renderDecisionText,
  stageLabelsOf,
  type TDecisionValues,
  unknownPlaceholderMessage,
  unknownPlaceholders,
  ZDecisionEmailTemplateInput,
  ZStageLabelsInput,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { decisionEmail } from '../mail/mail.templates';

const values: TDecisionValues = {
  candidate_name: 'Ada Lovelace',
  assessment_name: 'Analyst assessment',
  position: 'Data Analyst',
  company_name: 'Acme Corp',
  stage: 'Rejected',
};

describe('decision email placeholders', () => {
  it('fills every known placeholder, with or without spaces inside the braces', () => {
    expect(
      renderDecisionText(
        'Dear {{candidate_name}}, {{ position }} / {{assessment_name}} at {{company_name}}: {{stage}}',
        values,
      ),
    ).toBe('Dear Ada Lovelace, Data Analyst / Analyst assessment at Acme Corp: Rejected');
  });

  it('fills a placeholder as often as it appears and leaves other text alone', () => {
    expect(renderDecisionText('{{stage}} {{stage}} {single} {{', values)).toBe(
      'Rejected Rejected {single} {{',
    );
  });

  it('does not read a value as a placeholder again', () => {
    expect(renderDecisionText('{{candidate_name}}', { ...values, candidate_name: '{{stage}}' })).toBe(
      '{{stage}}',
    );
  });

  it('names each unknown placeholder once, in order', () => {
    expect(unknownPlaceholders('{{salary}} {{ candidate_name }} {{First_Name}} {{salary}} {{}}')).toEqual([
      'salary',
      'First_Name',
      '',
    ]);
    expect(unknownPlaceholders('Dear {{candidate_name}}')).toEqual([]);
    expect(unknownPlaceholderMessage(['salary'])).toBe(
      'Unknown placeholder {{salary}}. You can use {{candidate_name}}, {{assessment_name}}, {{position}}, {{company_name}}, {{stage}}.',
    );
  });

  it('refuses a template with an unknown placeholder, naming it', () => {
    const result = ZDecisionEmailTemplateInput.safeParse({
      stage: 'rejected',
      subject: 'About {{role}}',
      body: 'Dear {{candidate_name}}',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('Unknown placeholder {{role}}');
    expect(result.error?.issues[0]?.path).toEqual(['subject']);
  });
});

describe('stage labels', () => {
  it('lays the stored names over the defaults and ignores anything else', () => {
    expect(stageLabelsOf({ rejected: ' Declined ', hired: '', other: 'x', new: 3 })).toEqual({
      new: 'New',
      shortlisted: 'Shortlisted',
      rejected: 'Declined',
      hired: 'Hired',
    });
    expect(stageLabelsOf(null).new).toBe('New');
  });

  it('wants a different name for each stage', () => {
    const labels = { new: 'New', shortlisted: 'Next', rejected: 'No', hired: 'next' };
    expect(ZStageLabelsInput.safeParse(labels).success).toBe(false);
    expect(ZStageLabelsInput.safeParse({ ...labels, hired: 'Yes' }).success).toBe(true);
  });
});

describe('the decision email', () => {
  it('makes paragraphs of the message, escapes it in HTML and keeps the plain text', () => {
    const mail = decisionEmail({
      to: 'ada@example.com',
      subject: 'Your application',
      body: 'Dear Ada,\r\n\r\nThank you <3\nfor your time.\n\n\n\nAcme & Co',
      companyName: 'Acme Corp',
    });
    expect(mail.text).toBe('Dear Ada,\n\nThank you <3\nfor your time.\n\nAcme & Co');
    expect(mail.html).toContain('Thank you &lt;3\nfor your time.');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.html).toContain('white-space:pre-line');
    expect(mail.html).toContain('Acme Corp');
  });

  it("uses the company's white-label name and colour when it applies", () => {
    const mail = decisionEmail({
      to: 'ada@example.com',
      subject: 'News',
      body: 'Hello',
      companyName: 'Acme Corp',
      brand: { displayName: 'Acme Talent', brandColor: '#112233', logoUrl: null },
    });
    expect(mail.html).toContain('Acme Talent');
    expect(mail.html).toContain('#112233');
  });
});
