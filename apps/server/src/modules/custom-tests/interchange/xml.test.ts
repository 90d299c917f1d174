import { describe, expect, it } from 'vitest';
import { buildXml, element, parseXml, rawText, XmlRefused } from './xml';

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
  <!ENTITY lol "lol">
  <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
  <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
  <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
  <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>
<assessmentItem identifier="q1" title="&lol9;"><itemBody><p>&lol9;</p></itemBody></assessmentItem>`;

const EXTERNAL_ENTITY = `<?xml version="1.0"?>
<!DOCTYPE item [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<assessmentItem identifier="q1" title="x"><itemBody><p>&xxe;</p></itemBody></assessmentItem>`;

describe('parseXml', () => {
  it.each([
    ['a billion laughs', BILLION_LAUGHS],
    ['an external entity (XXE)', EXTERNAL_ENTITY],
    ['a lower-case doctype', '<!doctype html><html/>'],
    ['an entity declared without a doctype line', '<a><!ENTITY x "y"></a>'],
  ])('refuses %s before parsing', (_, text) => {
    expect(() => parseXml(text)).toThrow(
      new XmlRefused('contains a DOCTYPE or ENTITY declaration, which is refused for security reasons'),
    );
  });

  it('refuses malformed XML, saying where', () => {
    expect(() => parseXml('<a>\n<b></a>')).toThrow(/^is not well-formed XML \(line 2: /);
    expect(() => parseXml('plain text')).toThrow(XmlRefused);
  });

  it("refuses, rather than throws on, what the parser's own guards stop", () => {
    const deep = `${'<div>'.repeat(150)}${'</div>'.repeat(150)}`;
    expect(() => parseXml(deep)).toThrow(new XmlRefused('could not be read (Maximum nested tags exceeded)'));
    expect(() => parseXml('<a><__proto__>x</__proto__></a>')).toThrow(XmlRefused);
  });

  it('decodes the XML entities, character references and CDATA, and drops namespace prefixes', () => {
    const root = parseXml(
      '<?xml version="1.0"?><m:a xmlns:m="urn:x" xml:lang="en" t="1 &amp; 2">Tom &amp; Jerry &lt;3 &#233;&#x738B;<![CDATA[<b>raw</b>]]></m:a>',
    );
    expect(root.name).toBe('a');
    expect(root.attributes).toEqual({ lang: 'en', t: '1 & 2' });
    expect(rawText(root)).toBe('Tom & Jerry <3 é王<b>raw</b>');
  });

  it('keeps mixed content in document order', () => {
    const root = parseXml('<p>Sun of <b>York</b>; <br/>and more</p>');
    expect(root.children).toEqual(['Sun of ', element('b', {}, ['York']), '; ', element('br'), 'and more']);
  });
});

describe('buildXml', () => {
  it('escapes text and attributes, so markup in a question stays text', () => {
    const xml = buildXml(element('p', { title: 'a "b" <c>' }, ['<script>alert(1)</script> & co']));
    expect(xml).not.toContain('<script>');
    expect(xml).toContain('&lt;script&gt;');
    const root = parseXml(xml);
    expect(root.attributes.title).toBe('a "b" <c>');
    expect(rawText(root)).toBe('<script>alert(1)</script> & co');
  });

  it('drops characters XML 1.0 cannot carry', () => {
    expect(rawText(parseXml(buildXml(element('p', {}, ['Bell\u0007 rings\u0000']))))).toBe('Bell rings');
  });
});
