import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, BlobNotFoundError, type BlobInfo, type BlobRange, type BlobStore } from './types.ts';

/**
 * Files under `root` (default `$FOLIO_DATA_DIR/blob`), each with a `<key>.meta.json` holding its content type.
 * Writes go to `root/.tmp` first and are renamed into place after fsync, so a reader never sees half a file.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  const metaOf = (key: string) => `${fileOf(key)}.meta.json`;

  async function fsyncFile(file: string): Promise<void> {
    const handle = await fs.promises.open(file, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async function place(key: string, tmp: string, info: BlobInfo): Promise<void> {
    const file = fileOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const metaTmp = path.join(tmpDir, `${randomUUID()}.json`);
    await fs.promises.writeFile(metaTmp, JSON.stringify({ contentType: info.contentType }));
    await fs.promises.rename(metaTmp, metaOf(key));
    await fs.promises.rename(tmp, file);
  }

  async function readMeta(key: string): Promise<string> {
    try {
      const meta = JSON.parse(await fs.promises.readFile(metaOf(key), 'utf8')) as { contentType?: unknown };
      return typeof meta.contentType === 'string' ? meta.contentType : 'application/octet-stream';
    } catch {
      return 'application/octet-stream';
    }
  }

  const store: BlobStore = {
    kind: 'local',
    async put(key, stream, info) {
      fileOf(key);
      const tmp = path.join(tmpDir, randomUUID());
      try {
        await pipeline(stream, fs.createWriteStream(tmp));
        await fsyncFile(tmp);
        await place(key, tmp, info);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async putFile(key, filePath, info) {
      fileOf(key);
      const tmp = path.join(tmpDir, randomUUID());
      try {
        // Same file system (the tus staging dir sits under root): a rename, no copy. Elsewhere: a streamed copy.
        await fs.promises.rename(filePath, tmp).catch(async (err: NodeJS.ErrnoException) => {
          if (err.code !== 'EXDEV') throw err;
          await fs.promises.copyFile(filePath, tmp);
        });
        await fsyncFile(tmp);
        await place(key, tmp, info);
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range: BlobRange = {}) {
      const file = fileOf(key);
      let size: number;
      try {
        size = (await fs.promises.stat(file)).size;
      } catch {
        throw new BlobNotFoundError(key);
      }
      const contentType = await readMeta(key);
      const start = range.start ?? 0;
      const end = range.end ?? size - 1;
      const stream: Readable = fs.createReadStream(file, { start, end: Math.max(end, start - 1) });
      return { stream, size, contentType };
    },
    async stat(key) {
      const file = fileOf(key);
      try {
        const st = await fs.promises.stat(file);
        return { size: st.size, contentType: await readMeta(key) };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
      await fs.promises.rm(metaOf(key), { force: true });
    },
    async exists(key) {
      return fs.existsSync(fileOf(key));
    },
  };
  return store;
}
