import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ownValue, renderDecisionText, unknownPlaceholders } from '@app/contracts';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseQtiPackage } from '../../src/modules/custom-tests/interchange/qti-import';
import { createTestApp, signedInAdmin, type TestApp } from '../helpers';

/**
 * Names that people and files supply (a template's placeholders, a package's XML elements) are looked up
 * among own properties only: never one every object inherits (issue 37, finding 4).
 */
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const REPO = path.resolve(__dirname, '../../../..');

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  admin = await signedInAdmin(t, 'admin@inherited-names.test', { name: 'Inherited', industry: 'Technology' });
}, 60_000);
afterAll(() => t?.close());

/** A QTI 2.1 package of one choice item whose stem holds `body`. */
function qtiPackage(body: string) {
  const item = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentItem xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" identifier="q1" title="Names" adaptive="false" timeDependent="false">
  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier"><correctResponse><value>c1</value></correctResponse></responseDeclaration>
  <itemBody><p>Which? ${body}</p><choiceInteraction responseIdentifier="RESPONSE" maxChoices="1"><simpleChoice identifier="c1">One</simpleChoice><simpleChoice identifier="c2">Two</simpleChoice></choiceInteraction></itemBody>
</assessmentItem>`;
  const manifest = `<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M1"><organizations/><resources>
<resource identifier="q1" type="imsqti_item_xmlv2p1" href="items/q1.xml"><file href="items/q1.xml"/></resource>
</resources></manifest>`;
  const encode = (text: string) => new TextEncoder().encode(text);
  return Buffer.from(zipSync({ 'imsmanifest.xml': encode(manifest), 'items/q1.xml': encode(item) }));
}

/** Inherited names the XML parser accepts as element names. */
const READABLE = INHERITED.filter((name) => name !== 'constructor' && name !== '__proto__');

describe('inherited names', () => {
  it('are unknown placeholders of a decision email, refused by name and never rendered', async () => {
    const text = INHERITED.map((name) => `{{${name}}}`).join(' ');
    expect(unknownPlaceholders(text)).toEqual(INHERITED);
    expect(
      renderDecisionText(text, {
        candidate_name: 'A',
        assessment_name: 'B',
        position: 'C',
        company_name: 'D',
        stage: 'E',
      }),
    ).toBe(text);
    expect(INHERITED.map((name) => ownValue({ known: 'yes' }, name))).toEqual(INHERITED.map(() => undefined));

    const saved = await admin.client.put('/api/company/decision-emails', {
      stage: 'rejected',
      subject: 'About your application',
      body: `Dear {{candidate_name}}, ${text}`,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toContain(
      'Unknown placeholders {{constructor}}, {{__proto__}}, {{toString}}',
    );
    const preview = await admin.client.post('/api/company/decision-emails/preview', {
      stage: 'rejected',
      subject: '{{ toString }}',
      body: '{{__proto__}}',
    });
    expect(preview.statusCode).toBe(400);
    expect(preview.body).not.toMatch(/native code|function/);
  });

  it('are ordinary elements of an imported QTI item: their text is read, nothing inherited is reported', async () => {
    const parsed = await parseQtiPackage(
      qtiPackage(READABLE.map((name) => `<${name}>word-${name}</${name}>`).join(' ')),
    );
    const report = JSON.stringify(parsed);
    expect(report).not.toMatch(/native code|function /);
    expect(parsed.drafts).toHaveLength(1);
    for (const name of READABLE) expect(report).toContain(`word-${name}`);

    // The XML parser refuses these two element names itself: the package is refused with the reason.
    for (const name of ['constructor', '__proto__']) {
      const refused = await parseQtiPackage(qtiPackage(`<${name}>x</${name}>`));
      expect(refused.drafts).toEqual([]);
      expect(refused.fileError).toContain(`"${name}"`);
    }
  });

  it('are never looked up with the in operator against a constant map anywhere in the code', () => {
    const offenders: string[] = [];
    const walk = (directory: string) => {
      for (const name of readdirSync(directory)) {
        const file = path.join(directory, name);
        if (name === 'node_modules' || name === 'dist') continue;
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
          readFileSync(file, 'utf8')
            .split('\n')
            .forEach((line, index) => {
              if (/^\s*(\*|\/\/|\/\*)/.test(line)) return;
              // `name in SOME_MAP` where SOME_MAP is an upper-case constant: use isOwnKey (contracts/own-keys.ts).
              if (
                /\b\w+ in [A-Z][A-Z0-9]*(_[A-Z0-9]+)+\b(?!['"`])/.test(
                  line.replace(/'[^']*'|`[^`]*`|"[^"]*"/g, '""'),
                )
              ) {
                offenders.push(`${path.relative(REPO, file)}:${index + 1}`);
              }
            });
        }
      }
    };
    for (const root of ['apps/server/src', 'apps/web/src', 'packages/contracts/src'])
      walk(path.join(REPO, root));
    expect(offenders).toEqual([]);
  });
});
