import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Header, Pack, ReadEntry } from 'tar';

const CHUNK = 1 << 20;

export type ArchiveWriter = {
  addDirectory: (name: string, mode: number, mtime: Date) => Promise<void>;
  addBuffer: (name: string, data: Buffer, mode?: number) => Promise<void>;
  /**
   * Adds exactly `size` bytes of a file PostgreSQL may be writing: a file that shrank meanwhile is padded
   * with zeros and one that grew is cut, as pg_basebackup does; replaying the WAL repairs both. False when
   * the file is gone (a dropped relation), which a live copy skips.
   */
  addLiveFile: (name: string, absolute: string) => Promise<boolean>;
  /** Renames the finished archive to its name. */
  finish: () => Promise<void>;
  /** Removes what was written. */
  abort: () => Promise<void>;
};

/**
 * A gzip tar archive written to `file.partial` (mode 0600: a backup holds personal data) and renamed to
 * `file` only once complete, so a failed or interrupted backup never leaves a file that looks like one.
 * Entries are added one at a time with their sizes known up front, which node-tar's own directory walk
 * cannot promise for a cluster that changes while it is copied.
 */
export async function createArchiveWriter(
  file: string,
  options: { overwrite: boolean },
): Promise<ArchiveWriter> {
  const partial = `${file}.partial`;
  if (!options.overwrite && (await exists(file))) {
    throw new Error(`${file} exists: choose another name, or pass --force to replace it.`);
  }
  await fs.rm(partial, { force: true });
  const output = createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true });
  await once(output, 'open').catch((error: Error) => {
    throw new Error(`Cannot write ${partial}: ${error.message}`);
  });
  const pack = new Pack({ gzip: true, portable: true });
  const written = pipeline(pack, output);
  let failure: unknown = null;
  written.catch((error: unknown) => {
    failure = error;
  });

  async function add(
    header: ConstructorParameters<typeof Header>[0],
    write?: (entry: ReadEntry) => Promise<void>,
  ) {
    if (failure) throw failure;
    const entry = new ReadEntry(new Header(header));
    pack.add(entry);
    await write?.(entry);
    entry.end();
  }

  async function writeChunk(entry: ReadEntry, chunk: Buffer) {
    if (!entry.write(chunk)) await Promise.race([once(entry, 'drain'), written.then(() => {})]);
    if (failure) throw failure;
  }

  return {
    addDirectory: (name, mode, mtime) => add({ path: `${name}/`, type: 'Directory', mode, mtime, size: 0 }),
    addBuffer: (name, data, mode = 0o600) =>
      add({ path: name, type: 'File', mode, mtime: new Date(), size: data.length }, (entry) =>
        writeChunk(entry, data),
      ),
    addLiveFile: async (name, absolute) => {
      const handle = await fs.open(absolute, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!handle) return false;
      try {
        const stat = await handle.stat();
        await add(
          { path: name, type: 'File', mode: stat.mode & 0o7777, mtime: stat.mtime, size: stat.size },
          async (entry) => {
            let remaining = stat.size;
            while (remaining > 0) {
              const buffer = Buffer.alloc(Math.min(CHUNK, remaining));
              const { bytesRead } = await handle.read(buffer, 0, buffer.length, stat.size - remaining);
              // Zeros stand in for what was truncated meanwhile (the buffer is zero-filled).
              await writeChunk(entry, bytesRead === 0 ? buffer : buffer.subarray(0, bytesRead));
              remaining -= bytesRead === 0 ? buffer.length : bytesRead;
            }
          },
        );
        return true;
      } finally {
        await handle.close();
      }
    },
    finish: async () => {
      pack.end();
      await written;
      await fs.rename(partial, file);
    },
    abort: async () => {
      pack.destroy();
      output.destroy();
      if (!output.closed) await once(output, 'close');
      await fs.rm(partial, { force: true });
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}
