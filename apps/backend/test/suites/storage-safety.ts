import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningBackend } from '../support/backend';
import { client, signedIn } from '../support/clients';
import { within } from '../support/eventually';
import { GIF, PNG } from '../support/images';
import type { SharedBackend } from '../support/shared';
import { EDITOR } from '../support/staff';

const BUCKET = 'news-images';
const LIMIT = 10 * 1024 * 1024;
const MB = 1024 * 1024;

/** `size` bytes that start with a PNG signature (the bucket checks the signature, not the rest). */
const pngOfSize = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 7);
  PNG.copy(bytes, 0, 0, Math.min(PNG.length, size));
  return bytes;
};

/** The server's resident memory in MB, from /proc (Linux). */
const residentMb = (pid: number): number => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
};

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  json: { statusCode?: string; code?: string; message?: string } & Record<string, unknown>;
  /** Bytes of the body the client had written when the answer came. */
  sentBeforeAnswer: number;
  /** Whether the client had finished its body when the answer came. */
  endedBeforeAnswer: boolean;
}

/**
 * An HTTP request whose body the test writes piece by piece (node:http, which hears an answer that comes
 * while the body is still being sent). `chunked` leaves out Content-Length.
 */
function openRequest(
  url: string,
  options: { method?: string; headers: Record<string, string> },
): {
  write(chunk: Buffer): Promise<void>;
  end(chunk?: Buffer): void;
  abort(): void;
  answer: Promise<Answer>;
  readonly answered: boolean;
} {
  let sent = 0;
  let ended = false;
  let answered = false;
  const req = request(url, {
    method: options.method ?? 'POST',
    headers: options.headers,
    // A connection of its own: a refused body may leave it closed behind the answer.
    agent: false,
  });
  // A write after the server answered and closed fails; that is expected here, not an error of the test.
  req.on('socket', (socket) => socket.on('error', () => undefined));
  // Headers go out now, before any of the body (node:http would otherwise hold them for the first write).
  req.flushHeaders();
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      answered = true;
      const sentBeforeAnswer = sent;
      const endedBeforeAnswer = ended;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Answer['json'] = {};
        try {
          json = JSON.parse(text) as Answer['json'];
        } catch {
          json = { message: text };
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json,
          sentBeforeAnswer,
          endedBeforeAnswer,
        });
      });
      res.on('error', reject);
    });
    req.on('error', (error) => {
      // Writing after the server answered and closed is expected; only an error before any answer counts.
      if (!answered) reject(error);
    });
  });
  answer.catch(() => undefined);
  return {
    write(chunk) {
      if (answered || req.destroyed) return Promise.resolve();
      sent += chunk.length;
      return new Promise((done) => {
        if (req.write(chunk)) {
          done();
          return;
        }
        const finish = () => {
          req.off('drain', finish);
          req.off('close', finish);
          done();
        };
        req.once('drain', finish);
        req.once('close', finish);
      });
    },
    end(chunk) {
      if (chunk) sent += chunk.length;
      ended = true;
      req.end(chunk);
    },
    abort() {
      req.destroy();
    },
    answer,
    get answered() {
      return answered;
    },
  };
}

/** Keeps writing `chunk` every `everyMs` until the request is answered (a body that never ends). */
async function trickle(open: ReturnType<typeof openRequest>, chunk: Buffer, everyMs: number, maxMs: number) {
  const started = Date.now();
  while (!open.answered && Date.now() - started < maxMs) {
    await open.write(chunk);
    await new Promise((wake) => setTimeout(wake, everyMs));
  }
}

/** A multipart body's head (fields, then a file part's headers) and tail, as a browser frames them. */
function multipartFrame(boundary: string, fileType: string): { head: Buffer; tail: Buffer } {
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="cacheControl"\r\n\r\n3600\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="photo.png"\r\n` +
    `Content-Type: ${fileType}\r\n\r\n`;
  return { head: Buffer.from(head), tail: Buffer.from(`\r\n--${boundary}--\r\n`) };
}

/**
 * The review's storage findings: anonymous uploads are refused before their bodies are read (and a flood of
 * them leaves memory flat), bodies stream with a hard bound, a few at a time, leaving nothing behind when
 * refused; only staff list the bucket, while anyone downloads a public object by its exact URL.
 */
export function storageSafetySuite(shared: SharedBackend): void {
  describe('storage safety', () => {
    let backend: RunningBackend;
    let admin: SupabaseClient;
    let editor: SupabaseClient;
    let member: SupabaseClient;
    let anon: SupabaseClient;
    let adminToken: string;
    let memberToken: string;
    const objectUrl = (name: string) => `${backend.url}/storage/v1/object/${BUCKET}/${name}`;
    const publicUrl = (name: string) => `${backend.url}/storage/v1/object/public/${BUCKET}/${name}`;
    const headersFor = (token: string | undefined, extra: Record<string, string> = {}) => ({
      apikey: backend.anonKey,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...extra,
    });
    const filesOnDisk = () => readdirSync(join(backend.dataDir, 'storage', BUCKET)).sort();
    const stagingDir = () => join(backend.dataDir, 'storage', '.staging');
    const staged = () => (existsSync(stagingDir()) ? readdirSync(stagingDir()) : []);
    const rowNames = async () => {
      const { data, error } = await admin.storage.from(BUCKET).list('news', { limit: 1000 });
      expect(error).toBeNull();
      return (data ?? []).map((entry) => entry.name).sort();
    };
    const publicBytes = async (name: string) => {
      const response = await fetch(publicUrl(name));
      return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
    };

    const servesExactly = async (name: string, bytes: Buffer) => {
      const served = await publicBytes(name);
      return served.status === 200 && served.bytes.equals(bytes);
    };

    beforeAll(async () => {
      backend = shared.get();
      anon = client(backend.url, backend.anonKey);
      admin = await signedIn(backend.url, backend.anonKey, ADMIN.email, ADMIN.password);
      editor = await signedIn(backend.url, backend.anonKey, EDITOR.email, EDITOR.password);
      adminToken = (await admin.auth.getSession()).data.session?.access_token ?? '';
      const signup = await client(backend.url, backend.anonKey).auth.signUp({
        email: 'storage-member@example.com',
        password: 'member-password-1',
      });
      expect(signup.error).toBeNull();
      member = await signedIn(
        backend.url,
        backend.anonKey,
        'storage-member@example.com',
        'member-password-1',
      );
      memberToken = (await member.auth.getSession()).data.session?.access_token ?? '';
    });

    afterAll(() => {
      expect(staged()).toEqual([]);
    });

    describe('uploads are refused before their bodies are read', () => {
      it('answers an anonymous upload 403 while its body is still coming (a body that never ends)', async () => {
        const upload = openRequest(objectUrl(`news/${randomUUID()}.png`), {
          headers: headersFor(undefined, { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' }),
        });
        const started = Date.now();
        // 64 KB every 20 ms: 10 MB would take three seconds; the answer must not wait for any of it.
        const writing = trickle(upload, pngOfSize(64 * 1024), 20, 10_000);
        const answer = await upload.answer;
        upload.abort();
        await writing;
        expect(answer.json).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
        expect(answer.status).toBe(400);
        expect(answer.endedBeforeAnswer).toBe(false);
        expect(answer.sentBeforeAnswer).toBeLessThan(LIMIT / 4);
        expect(Date.now() - started).toBeLessThan(2000);
      });

      it('answers a signed-in non-staff upload 403 with a declared 10 MB body of which nothing was sent', async () => {
        const upload = openRequest(objectUrl(`news/${randomUUID()}.png`), {
          headers: headersFor(memberToken, { 'Content-Type': 'image/png', 'Content-Length': String(LIMIT) }),
        });
        const answer = await upload.answer;
        upload.abort();
        expect(answer.json).toMatchObject({ statusCode: '403' });
        expect(answer.sentBeforeAnswer).toBe(0);
      });

      it('refuses a Content-Length over the bucket limit with 413 at once, before any byte is sent', async () => {
        const upload = openRequest(objectUrl(`news/${randomUUID()}.png`), {
          headers: headersFor(adminToken, {
            'Content-Type': 'image/png',
            'Content-Length': String(LIMIT + 1),
          }),
        });
        const answer = await upload.answer;
        upload.abort();
        expect(answer.json).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
        expect(answer.sentBeforeAnswer).toBe(0);
      });

      it('refuses a declared type the bucket does not allow with 415 at once, raw or in a multipart part', async () => {
        const raw = openRequest(objectUrl(`news/${randomUUID()}.html`), {
          headers: headersFor(adminToken, { 'Content-Type': 'text/html', 'Content-Length': String(MB) }),
        });
        const rawAnswer = await raw.answer;
        raw.abort();
        expect(rawAnswer.json).toMatchObject({ statusCode: '415' });
        expect(rawAnswer.sentBeforeAnswer).toBe(0);

        const boundary = `----b${randomUUID()}`;
        const { head } = multipartFrame(boundary, 'text/html');
        const part = openRequest(objectUrl(`news/${randomUUID()}.html`), {
          headers: headersFor(adminToken, {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Transfer-Encoding': 'chunked',
          }),
        });
        await part.write(Buffer.concat([head, Buffer.from('<')]));
        // The part's headers and the first byte of the file (which the parser needs to see the headers end):
        // the answer comes without the rest.
        const partAnswer = await part.answer;
        part.abort();
        expect(partAnswer.json).toMatchObject({ statusCode: '415' });
        expect(partAnswer.endedBeforeAnswer).toBe(false);
      });

      it('refuses a duplicate name with 409 and a missing one for update with 404, before the body', async () => {
        const name = `news/${randomUUID()}.png`;
        expect(
          (await admin.storage.from(BUCKET).upload(name, PNG, { contentType: 'image/png' })).error,
        ).toBeNull();
        const duplicate = openRequest(objectUrl(name), {
          headers: headersFor(adminToken, { 'Content-Type': 'image/png', 'Content-Length': String(MB) }),
        });
        const duplicateAnswer = await duplicate.answer;
        duplicate.abort();
        expect(duplicateAnswer.json).toMatchObject({ statusCode: '409' });
        expect(duplicateAnswer.sentBeforeAnswer).toBe(0);
        const missing = openRequest(objectUrl(`news/${randomUUID()}.png`), {
          method: 'PUT',
          headers: headersFor(adminToken, { 'Content-Type': 'image/png', 'Content-Length': String(MB) }),
        });
        const missingAnswer = await missing.answer;
        missing.abort();
        expect(missingAnswer.json).toMatchObject({ statusCode: '404' });
        expect(missingAnswer.sentBeforeAnswer).toBe(0);
        expect(await publicBytes(name)).toEqual({ status: 200, bytes: PNG });
        expect((await admin.storage.from(BUCKET).remove([name])).error).toBeNull();
      });

      it('keeps memory flat under a flood of anonymous 10 MB uploads, 8 at a time', async () => {
        const body = pngOfSize(LIMIT);
        const send = async (): Promise<string> => {
          const upload = openRequest(objectUrl(`news/flood-${randomUUID()}.png`), {
            headers: headersFor(undefined, {
              'Content-Type': 'image/png',
              'Content-Length': String(body.length),
            }),
          });
          upload.end(body);
          try {
            return (await upload.answer).json.statusCode ?? 'none';
          } catch (error) {
            return `error ${(error as Error).message}`;
          }
        };
        // Every upload is refused: with its 403, or (on a busy machine, when the server stops draining a refused
        // body before the client has finished sending it) with the connection closed under the client's write.
        const refusal = /^(403|error write EPIPE|error read ECONNRESET)$/;
        // Warm up the path once, then measure from there.
        expect(await send()).toMatch(refusal);
        const startMb = residentMb(backend.pid);
        let peakMb = startMb;
        const sampler = setInterval(() => {
          peakMb = Math.max(peakMb, residentMb(backend.pid));
        }, 25);
        const answers: string[] = [];
        let next = 0;
        try {
          await Promise.all(
            Array.from({ length: 8 }, async () => {
              while (next < 40) {
                next += 1;
                answers.push(await send());
              }
            }),
          );
        } finally {
          clearInterval(sampler);
        }
        peakMb = Math.max(peakMb, residentMb(backend.pid));
        console.log(
          `anonymous upload flood: RSS ${startMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB, ` +
            `${residentMb(backend.pid).toFixed(0)} MB after`,
        );
        expect(answers.filter((answer) => !refusal.test(answer))).toEqual([]);
        expect(answers).toHaveLength(40);
        expect(answers.filter((answer) => answer === '403').length).toBeGreaterThan(30);
        expect(peakMb - startMb).toBeLessThan(50);
        expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
      });
    });

    describe('bodies stream with a hard bound and leave nothing behind', () => {
      it('cuts off a chunked body that runs past the limit with 413, with no file and no row', async () => {
        const name = `news/${randomUUID()}.png`;
        const filesBefore = filesOnDisk();
        const rowsBefore = await rowNames();
        const upload = openRequest(objectUrl(name), {
          headers: headersFor(adminToken, { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' }),
        });
        const chunk = pngOfSize(256 * 1024);
        for (let sent = 0; sent < 12 * MB && !upload.answered; sent += chunk.length)
          await upload.write(chunk);
        const answer = await upload.answer;
        upload.abort();
        expect(answer.json).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
        expect(answer.endedBeforeAnswer).toBe(false);
        // Cut off once the limit is passed, not after the whole body.
        expect(answer.sentBeforeAnswer).toBeLessThan(LIMIT + 4 * MB);
        await within(2000, async () => staged().length === 0, 'the temporary file is removed');
        expect(filesOnDisk()).toEqual(filesBefore);
        expect(await rowNames()).toEqual(rowsBefore);
        expect((await publicBytes(name)).status).toBe(400);
      });

      it('cuts off a multipart file part that runs past the limit with 413, with no file and no row', async () => {
        const name = `news/${randomUUID()}.png`;
        const filesBefore = filesOnDisk();
        const rowsBefore = await rowNames();
        const boundary = `----b${randomUUID()}`;
        const { head, tail } = multipartFrame(boundary, 'image/png');
        const file = pngOfSize(LIMIT + 1);
        // Within the limit plus framing as a whole, so only the file's own bound can refuse it.
        const body = Buffer.concat([head, file, tail]);
        expect(body.length).toBeLessThan(LIMIT + 64 * 1024);
        const upload = openRequest(objectUrl(name), {
          headers: headersFor(adminToken, {
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(body.length),
          }),
        });
        upload.end(body);
        const answer = await upload.answer;
        expect(answer.json).toMatchObject({ statusCode: '413' });
        await within(2000, async () => staged().length === 0, 'the temporary file is removed');
        expect(filesOnDisk()).toEqual(filesBefore);
        expect(await rowNames()).toEqual(rowsBefore);
      });

      it('refuses content whose signature is not an allowed image as soon as its first bytes arrive', async () => {
        const filesBefore = filesOnDisk();
        const upload = openRequest(objectUrl(`news/${randomUUID()}.png`), {
          headers: headersFor(adminToken, { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' }),
        });
        await upload.write(Buffer.from('<script>alert(1)</script>'));
        const answer = await upload.answer;
        upload.abort();
        expect(answer.json).toMatchObject({ statusCode: '415' });
        expect(answer.endedBeforeAnswer).toBe(false);
        await within(2000, async () => staged().length === 0, 'the temporary file is removed');
        expect(filesOnDisk()).toEqual(filesBefore);
      });

      it('leaves nothing behind when the client goes away in the middle of its body', async () => {
        const name = `news/${randomUUID()}.png`;
        const filesBefore = filesOnDisk();
        const upload = openRequest(objectUrl(name), {
          headers: headersFor(adminToken, { 'Content-Type': 'image/png', 'Content-Length': String(4 * MB) }),
        });
        await upload.write(pngOfSize(MB));
        await within(5000, async () => staged().length === 1, 'the body is being received');
        upload.abort();
        await within(5000, async () => staged().length === 0, 'the temporary file is removed');
        expect(filesOnDisk()).toEqual(filesBefore);
        expect((await publicBytes(name)).status).toBe(400);
        expect((await fetch(`${backend.url}/healthz`)).status).toBe(200);
      });

      it('reads at most 4 upload bodies at a time; the others wait their turn, then all succeed', async () => {
        const names = Array.from({ length: 6 }, () => `news/queued-${randomUUID()}.png`);
        const uploads = names.map((name) =>
          openRequest(objectUrl(name), {
            headers: headersFor(adminToken, { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' }),
          }),
        );
        for (const upload of uploads) await upload.write(PNG);
        await within(5000, async () => staged().length === 4, 'four bodies are being received');
        await new Promise((wake) => setTimeout(wake, 300));
        expect(staged()).toHaveLength(4);
        for (const upload of uploads) upload.end();
        const answers = await Promise.all(uploads.map((upload) => upload.answer));
        expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
        for (const name of names) expect(await publicBytes(name)).toEqual({ status: 200, bytes: PNG });
        const removed = await admin.storage.from(BUCKET).remove(names);
        expect(removed.data).toHaveLength(names.length);
        expect(staged()).toEqual([]);
      });
    });

    describe('staff uploads still work', () => {
      it('an editor uploads a real image raw and as multipart (supabase-js)', async () => {
        const bucket = editor.storage.from(BUCKET);
        const rawName = `news/${randomUUID()}.png`;
        const raw = await bucket.upload(rawName, PNG, { contentType: 'image/png' });
        expect(raw.error).toBeNull();
        expect(raw.data?.fullPath).toBe(`${BUCKET}/${rawName}`);
        const formName = `news/${randomUUID()}.gif`;
        const form = await bucket.upload(formName, new Blob([GIF], { type: 'image/gif' }));
        expect(form.error).toBeNull();
        expect(await publicBytes(rawName)).toEqual({ status: 200, bytes: PNG });
        const served = await fetch(publicUrl(formName));
        expect(served.headers.get('content-type')).toBe('image/gif');
        expect(served.headers.get('cache-control')).toBe('max-age=3600');
        expect(Buffer.from(await served.arrayBuffer()).equals(GIF)).toBe(true);
        expect((await admin.storage.from(BUCKET).remove([rawName, formName])).data).toHaveLength(2);
      });

      it('an admin uploads a file of exactly the limit as multipart, and replaces it by upsert and update', async () => {
        const bucket = admin.storage.from(BUCKET);
        const name = `news/${randomUUID()}.png`;
        const big = pngOfSize(LIMIT);
        const filesBefore = filesOnDisk();
        expect(
          (await bucket.upload(name, new Blob([new Uint8Array(big)], { type: 'image/png' }))).error,
        ).toBeNull();
        // Buffer.equals: a deep equality of 10 MB element by element would hold the event loop for a minute.
        expect(await servesExactly(name, big)).toBe(true);
        const upserted = await bucket.upload(name, GIF, { contentType: 'image/gif', upsert: true });
        expect(upserted.error).toBeNull();
        expect(await publicBytes(name)).toEqual({ status: 200, bytes: GIF });
        const updated = await bucket.update(name, big, { contentType: 'image/png' });
        expect(updated.error).toBeNull();
        expect(await servesExactly(name, big)).toBe(true);
        // One file for the object, whatever replaced what.
        expect(filesOnDisk()).toHaveLength(filesBefore.length + 1);
        expect((await bucket.remove([name])).data).toHaveLength(1);
        expect(filesOnDisk()).toEqual(filesBefore);
      });
    });

    describe('only staff list the bucket; anyone downloads a public object by its URL', () => {
      let name: string;
      beforeAll(async () => {
        name = `news/draft-${randomUUID()}.png`;
        expect(
          (await editor.storage.from(BUCKET).upload(name, PNG, { contentType: 'image/png' })).error,
        ).toBeNull();
      });
      afterAll(async () => {
        await admin.storage.from(BUCKET).remove([name]);
      });

      it('answers anonymous and non-staff lists with no names, raw and through supabase-js', async () => {
        for (const token of [undefined, memberToken]) {
          for (const prefix of ['', 'news', 'seed']) {
            const response = await fetch(`${backend.url}/storage/v1/object/list/${BUCKET}`, {
              method: 'POST',
              headers: headersFor(token, { 'Content-Type': 'application/json' }),
              body: JSON.stringify({ prefix, limit: 1000 }),
            });
            expect(await response.json()).toEqual([]);
          }
        }
        for (const who of [anon, member]) {
          const listed = await who.storage.from(BUCKET).list('news', { limit: 1000 });
          expect(listed.error).toBeNull();
          expect(listed.data).toEqual([]);
        }
      });

      it('lists for editors and admins', async () => {
        for (const who of [editor, admin]) {
          const listed = await who.storage.from(BUCKET).list('news', { limit: 1000 });
          expect(listed.data?.map((entry) => entry.name)).toContain(name.slice('news/'.length));
        }
      });

      it('serves the object by its public URL to anyone, but through the authenticated path only to staff', async () => {
        expect(await publicBytes(name)).toEqual({ status: 200, bytes: PNG });
        expect((await fetch(publicUrl(name), { method: 'HEAD' })).status).toBe(200);
        for (const token of [undefined, memberToken]) {
          for (const path of [`object/authenticated/${BUCKET}/${name}`, `object/${BUCKET}/${name}`]) {
            const response = await fetch(`${backend.url}/storage/v1/${path}`, { headers: headersFor(token) });
            expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
          }
        }
        for (const who of [editor, admin]) {
          const downloaded = await who.storage.from(BUCKET).download(name);
          expect(downloaded.error).toBeNull();
          expect(Buffer.from(await (downloaded.data as Blob).arrayBuffer()).equals(PNG)).toBe(true);
        }
      });
    });
  });
}
