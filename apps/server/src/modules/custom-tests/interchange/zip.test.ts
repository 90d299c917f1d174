import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { unzipFiles, ZIP_LIMITS, ZipRefused, zipFiles } from './zip';

const everything = () => true;
const bytes = (size: number) => new Uint8Array(size).fill(0x20);
const TOO_BIG = ZIP_LIMITS.maxUnpackedBytes + 1024 * 1024;

describe('unzipFiles', () => {
  it('unpacks what zipFiles packs', () => {
    const files = unzipFiles(zipFiles({ 'a.xml': '<a>é</a>', 'dir/b.xml': '<b/>' }), everything);
    expect(new TextDecoder().decode(files.get('a.xml'))).toBe('<a>é</a>');
    expect([...files.keys()]).toEqual(['a.xml', 'dir/b.xml']);
  });

  it('inflates only the files wanted, so large media do not count', () => {
    const zipped = zipSync({ 'item.xml': new TextEncoder().encode('<a/>'), 'video.mp4': bytes(TOO_BIG) });
    const files = unzipFiles(zipped, (name) => name.endsWith('.xml'));
    expect([...files.keys()]).toEqual(['item.xml']);
  });

  it(`refuses files that unpack to more than ${ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024} MB (a zip bomb)`, () => {
    const bomb = zipSync({ 'item.xml': bytes(TOO_BIG) }, { level: 9 });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(() => unzipFiles(bomb, everything)).toThrow(
      new ZipRefused("The package's question files unpack to more than 20 MB, which is refused."),
    );
  });

  it('counts the bytes really inflated, not the size the zip declares', () => {
    const bomb = zipSync({ 'item.xml': bytes(TOO_BIG) }, { level: 9 });
    // The local file header's uncompressed size (offset 22) claims 1 KB.
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(22, 1024, true);
    expect(() => unzipFiles(bomb, everything)).toThrow(/unpack to more than 20 MB/);
  });

  it(`refuses more than ${ZIP_LIMITS.maxEntries} files`, () => {
    const many = Object.fromEntries(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, index) => [`f${index}.txt`, new Uint8Array(0)]),
    );
    expect(() => unzipFiles(zipSync(many), everything)).toThrow(
      new ZipRefused('The package holds more than 2,000 files.'),
    );
  });

  it.each([
    ['empty', new Uint8Array(0)],
    ['text', new TextEncoder().encode('imsmanifest.xml is not inside me')],
  ])('refuses a file that is not a zip (%s)', (_, content) => {
    expect(() => unzipFiles(content, everything)).toThrow(new ZipRefused('The file is not a zip package.'));
  });

  it.each(['../evil.xml', 'items/../../evil.xml', '/etc/evil.xml', 'C:/evil.xml'])(
    'refuses an entry named %s, which points outside the package',
    (name) => {
      const zipped = zipSync({ 'imsmanifest.xml': bytes(10), [name]: bytes(10) });
      expect(() => unzipFiles(zipped, everything)).toThrow(ZipRefused);
      expect(() => unzipFiles(zipped, everything)).toThrow(/points outside the package, which is refused\.$/);
    },
  );

  it('keeps a name that only holds two dots inside it', () => {
    const files = unzipFiles(zipSync({ 'items/a..b.xml': bytes(3) }), everything);
    expect([...files.keys()]).toEqual(['items/a..b.xml']);
  });

  it('refuses a truncated zip', () => {
    const zipped = zipSync({ 'item.xml': crypto.getRandomValues(new Uint8Array(60_000)) });
    expect(() => unzipFiles(zipped.subarray(0, 30_000), everything)).toThrow(/damaged or truncated/);
  });
});
