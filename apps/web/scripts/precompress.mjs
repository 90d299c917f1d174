// Writes a Brotli and a gzip copy beside every text asset of dist/ (the server sends them to browsers that
// accept them): the build compresses once at the highest levels instead of the server on every response.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const files = (await readdir(dist, { recursive: true })).filter((file) => compressible.test(file));
await Promise.all(
  files.map(async (file) => {
    const full = path.join(dist, file);
    const content = await readFile(full);
    await writeFile(
      `${full}.br`,
      await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    await writeFile(`${full}.gz`, await gzipped(content, { level: 9 }));
  }),
);
console.log(`pre-compressed ${files.length} files`);
