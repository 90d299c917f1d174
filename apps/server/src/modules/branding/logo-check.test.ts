import { BRANDING_LIMITS, LOGO_ERRORS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { png } from '../../../test/png';
import { checkLogo, looksLikeSvg, pngDimensions } from './logo-check';
import { sanitiseSvg } from './svg-sanitise';

const svg = (inner: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

async function refusal(bytes: Buffer) {
  return checkLogo(bytes).then(
    () => null,
    (error: Error) => error.message,
  );
}

describe('PNG logos', () => {
  it('reads the width and height from the IHDR', () => {
    expect(pngDimensions(png(120, 48))).toEqual({ width: 120, height: 48 });
    expect(pngDimensions(Buffer.from('GIF89a-not-a-png-at-all!!'))).toBeNull();
  });

  it('accepts a PNG up to the pixel limit and refuses one over it, either way', async () => {
    const max = BRANDING_LIMITS.logoMaxPixels;
    expect((await checkLogo(png(max, 10))).mime).toBe('image/png');
    expect(await refusal(png(max + 1, 10))).toBe(LOGO_ERRORS.dimensions);
    expect(await refusal(png(10, max + 1))).toBe(LOGO_ERRORS.dimensions);
  });

  it('refuses a PNG signature without a readable IHDR', async () => {
    const broken = png(10, 10);
    broken.write('IDAT', 12, 'latin1');
    expect(await refusal(broken)).toBe(LOGO_ERRORS.unreadable);
  });

  it('decides the type by content: a JPEG or a GIF, whatever its name, is refused', async () => {
    expect(await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]))).toBe(
      LOGO_ERRORS.type,
    );
    expect(await refusal(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBe(LOGO_ERRORS.type);
    expect(await refusal(Buffer.from('<html><svg></svg></html>'))).toBe(LOGO_ERRORS.type);
  });

  it('refuses an empty file and one over the size limit', async () => {
    expect(await refusal(Buffer.alloc(0))).toBe(LOGO_ERRORS.missing);
    const padded = Buffer.concat([png(10, 10), Buffer.alloc(BRANDING_LIMITS.logoMaxBytes)]);
    expect(await refusal(padded)).toBe(LOGO_ERRORS.size);
    const exact = Buffer.concat([png(10, 10)]);
    const fill = Buffer.alloc(BRANDING_LIMITS.logoMaxBytes - exact.length);
    expect((await checkLogo(Buffer.concat([exact, fill]))).mime).toBe('image/png');
  });
});

describe('SVG logos', () => {
  it('recognises an SVG document after a BOM, XML declaration and comments', () => {
    expect(looksLikeSvg('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="x">')).toBe(true);
    expect(looksLikeSvg('<div><svg></svg></div>')).toBe(false);
  });

  it('keeps what draws: shapes, viewBox, gradients and their url(#id) references, internal <use>', async () => {
    const clean = await sanitiseSvg(
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/></linearGradient></defs>' +
          '<rect width="10" height="10" fill="url(#g)"/><use href="#g"/><text x="1" y="8">Acme</text>',
      ),
    );
    expect(clean).toContain('viewBox="0 0 10 10"');
    expect(clean).toContain('<linearGradient id="g">');
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<use href="#g">');
    expect(clean).toContain('>Acme</text>');
  });

  it('strips scripts, event handlers, foreignObject and javascript: links', async () => {
    const clean = await sanitiseSvg(
      svg(
        '<script>alert(1)</script><rect width="1" height="1" onclick="alert(2)"/>' +
          '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<a href="javascript:alert(3)"><circle r="1"/></a><use xlink:href="javascript:alert(4)"/>' +
          '<animate attributeName="href" to="javascript:alert(5)"/>',
        ' onload="alert(0)"',
      ),
    );
    expect(clean).toMatch(/^<svg /);
    expect(clean).toContain('<circle r="1">');
    for (const hostile of [
      'script',
      'alert',
      'onload',
      'onclick',
      'foreignObject',
      'javascript',
      '<a',
      'animate',
    ]) {
      expect(clean).not.toContain(hostile);
    }
  });

  it('strips external references: images, hrefs, url() in attributes and style sheets', async () => {
    const clean = await sanitiseSvg(
      svg(
        '<style>.a{fill:red}</style><style>.b{background:url(https://evil.test/track)}</style>' +
          '<image href="https://evil.test/a.png"/><image xlink:href="data:image/svg+xml;base64,PHN2Zz4="/>' +
          '<image href="data:image/png;base64,iVBORw0KGgo="/>' +
          '<rect class="a" fill="url(https://evil.test/p#x)" style="fill:url(http://evil.test/q)" width="1"/>' +
          '<use href="https://evil.test/sprite.svg#icon"/>',
      ),
    );
    expect(clean).not.toContain('evil.test');
    expect(clean).not.toContain('image/svg+xml');
    expect(clean).toContain('.a{fill:red}');
    expect(clean).toContain('href="data:image/png;base64,iVBORw0KGgo="');
  });

  it.each([
    ['an escaped url(', '.a{fill:\\75 rl(https://evil.test/x)}'],
    ['an escape inside url(', '.a{fill:u\\72l(https://evil.test/x)}'],
    ['an escaped url( with a newline before its parenthesis', '.a{fill:ur\\6c\n(https://evil.test/x)}'],
    ['an upper-case URL(', '.a{fill:URL(https://evil.test/x)}'],
    ['a quoted url(', ".a{fill:url('https://evil.test/x')}"],
    ['a comment splitting url(', '.a{fill:u/**/rl(https://evil.test/x)}'],
    ['@import', '@import url(https://evil.test/x.css);.a{fill:red}'],
    ['an escaped @import', '@\\69mport "https://evil.test/x.css";.a{fill:red}'],
    ['a comment inside @import', '@im/**/port "https://evil.test/x.css";.a{fill:red}'],
    ['@font-face', '@font-face{font-family:x;src:url(https://evil.test/x.woff)}.a{fill:red}'],
    ['image-set()', '.a{fill:image-set("https://evil.test/x.png" 1x)}'],
    ['-webkit-image-set()', '.a{fill:-webkit-image-set(url(https://evil.test/x.png) 1x)}'],
    ['src()', '.a{fill:src("https://evil.test/x.png")}'],
    ['expression()', '.a{fill:expression(alert("evil.test"))}'],
    ['an escaped expression()', '.a{fill:expr\\65ssion(alert("evil.test"))}'],
    [
      'a property outside the list',
      '.a{cursor:url(https://evil.test/x),auto;background:url(https://evil.test/y)}',
    ],
    ['an escaped property name', '.a{b\\61ckground:url(https://evil.test/x)}'],
    ['a custom property and var()', '.a{--x:url(https://evil.test/x);fill:var(--x)}'],
    ['a style sheet the parser has to guess at', '.a{fill:red}} .b{fill:url(https://evil.test/x)'],
  ])('drops %s from a style sheet, keeps what draws', async (_name, css) => {
    const clean = await sanitiseSvg(
      svg(`<style>${css}</style><style>.keep{fill:#0f766e;stroke:url(#g)}</style><rect class="a keep"/>`),
    );
    expect(clean).not.toBeNull();
    for (const hostile of ['evil.test', 'import', 'image-set', 'expression', 'src(', 'font-face', 'var(']) {
      expect(clean).not.toContain(hostile);
    }
    expect(clean).toContain('.keep{fill:#0f766e;stroke:url(#g)}');
  });

  it.each([
    ['style', 'fill:\\75 rl(https://evil.test/x)'],
    ['style', 'f\\69ll:url(https://evil.test/x)'],
    ['style', 'fill:u/**/rl(https://evil.test/x)'],
    ['style', 'fill:-webkit-image-set(url(https://evil.test/x.png) 1x)'],
    ['style', "@import 'https://evil.test/x.css'"],
    ['fill', 'url(http://evil.test/x#p)'],
    ['fill', '\\75 rl(http://evil.test/x)'],
    ['fill', "url('//evil.test/x')"],
    ['stroke', 'URL(https://evil.test/x)'],
    ['filter', 'url(https://evil.test/x.svg#f)'],
    ['mask', "image-set('https://evil.test/x.png' 1x)"],
    ['clip-path', 'u/**/rl(https://evil.test/x)'],
    ['cursor', 'url(https://evil.test/x), auto'],
    ['fill', "src('https://evil.test/x')"],
    ['fill', 'expression(alert(1))'],
  ])('drops the attribute %s="%s"', async (name, value) => {
    const clean = await sanitiseSvg(svg(`<rect width="1" ${name}="${value}"/>`));
    expect(clean).toBe(svg('<rect width="1"></rect>'));
  });

  it('keeps drawing CSS in attributes: local url(#id) references, colours, transforms and safe style declarations', async () => {
    const clean = await sanitiseSvg(
      svg(
        '<rect fill="url(#g)" stroke="url(\'#h\')" mask="url(#m)" transform="translate(1 2) rotate(45)" ' +
          'style="fill: rgb(1, 2, 3); background: url(https://evil.test/x); opacity: 0.5 !important"/>',
      ),
    );
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('stroke="url(\'#h\')"');
    expect(clean).toContain('mask="url(#m)"');
    expect(clean).toContain('transform="translate(1 2) rotate(45)"');
    expect(clean).toContain('style="fill:rgb(1, 2, 3);opacity:0.5!important"');
    expect(clean).not.toContain('evil.test');
  });

  it('refuses a DOCTYPE (entity expansion), malformed XML and an SVG outside the SVG namespace', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa">]>${svg('<text>&a;</text>')}`;
    expect(await refusal(Buffer.from(doctype))).toBe(LOGO_ERRORS.unreadable);
    expect(await refusal(Buffer.from(svg('<rect>')))).toBe(LOGO_ERRORS.unreadable);
    expect(await refusal(Buffer.from('<svg viewBox="0 0 1 1"><rect/></svg>'))).toBe(LOGO_ERRORS.unreadable);
  });

  it('stores the sanitised SVG, not the upload', async () => {
    const logo = await checkLogo(Buffer.from(svg('<rect width="1" height="1"/>', ' onload="alert(1)"')));
    expect(logo.mime).toBe('image/svg+xml');
    expect(logo.data.toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><rect width="1" height="1"></rect></svg>',
    );
  });
});
