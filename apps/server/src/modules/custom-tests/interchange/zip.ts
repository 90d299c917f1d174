import { Unzip, UnzipInflate, zipSync } from 'fflate';

export const ZIP_LIMITS = {
  /** Files in the archive, whether read or not. */
  maxEntries: 2_000,
  /** Bytes actually inflated for the files we read (a zip bomb expands far beyond its size). */
  maxUnpackedBytes: 20 * 1024 * 1024,
} as const;

/** Why an uploaded archive is not read at all; the message is meant for the person who uploaded it. */
export class ZipRefused extends Error {}

// Small pushes bound how far one push can inflate past the limit before the count stops it.
const PUSH_BYTES = 16 * 1024;
const MEGABYTES = ZIP_LIMITS.maxUnpackedBytes / (1024 * 1024);

/**
 * Unpacks the files `wanted` accepts (names with forward slashes). Sizes declared in a zip can lie, so the
 * limit counts the bytes inflation really produces and stops inflating as soon as it is passed; files not
 * wanted are never inflated.
 */
export function unzipFiles(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  let entries = 0;
  let unpacked = 0;
  let refusal: ZipRefused | undefined;
  const refuse = (message: string) => {
    refusal ??= new ZipRefused(message);
  };

  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > ZIP_LIMITS.maxEntries) {
      refuse(`The package holds more than ${ZIP_LIMITS.maxEntries.toLocaleString('en-US')} files.`);
      return;
    }
    const name = file.name.replaceAll('\\', '/');
    // Read only into memory, but a name that climbs out of the package or starts at a root is a crafted one.
    if (name.startsWith('/') || /^[a-z]:/i.test(name) || name.split('/').includes('..')) {
      refuse(
        `The package holds a file named "${name.slice(0, 80)}" that points outside the package, which is refused.`,
      );
      return;
    }
    if (name.endsWith('/') || !wanted(name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (error) {
        refuse(`The package is damaged or encrypted: ${name} cannot be unpacked.`);
        return;
      }
      unpacked += chunk.length;
      if (unpacked > ZIP_LIMITS.maxUnpackedBytes) {
        file.terminate();
        refuse(`The package's question files unpack to more than ${MEGABYTES} MB, which is refused.`);
        return;
      }
      chunks.push(chunk);
      if (final) files.set(name, Buffer.concat(chunks));
    };
    file.start();
  });
  unzip.register(UnzipInflate);

  try {
    if (bytes.length === 0) unzip.push(bytes, true);
    for (let offset = 0; offset < bytes.length && !refusal; offset += PUSH_BYTES) {
      unzip.push(bytes.subarray(offset, offset + PUSH_BYTES), offset + PUSH_BYTES >= bytes.length);
    }
  } catch {
    refuse('The file is not a valid zip package: it may be damaged or truncated.');
  }
  if (refusal) throw refusal;
  if (entries === 0) throw new ZipRefused('The file is not a zip package.');
  return files;
}

export function zipFiles(files: Record<string, string>): Buffer {
  const encoder = new TextEncoder();
  const entries = Object.fromEntries(
    Object.entries(files).map(([name, text]) => [name, encoder.encode(text)]),
  );
  return Buffer.from(zipSync(entries, { level: 6 }));
}
