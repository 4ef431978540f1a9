import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RenderResult } from './image-work.mjs';
import { type OutputFormat, renderOutcome, renderSpec, type TransformOptions } from './transform';

/** The image process is replaced once it holds more than this after a job (libvips' heap fragments). */
export const RECYCLE_RSS_BYTES = 256 * 1024 * 1024;

/** image-work.mjs beside this module (sources), or in the sources beside the compiled server (dist/). */
function workerPath(): string {
  for (const candidate of ['./image-work.mjs', '../src/storage/image-work.mjs']) {
    const path = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path)) return path;
  }
  throw new Error('image-work.mjs was not found beside the server');
}

type Pending = { resolve: (result: RenderResult) => void; reject: (error: Error) => void };

/**
 * Runs image transformations in a child process of the server (image-work.mjs), so that decoding and
 * encoding (libvips, libaom) neither grow the server's own heap, which glibc would keep fragmented long
 * after, nor take the server down if a malformed image crashed them. The child runs with
 * MALLOC_ARENA_MAX=2, is replaced once it holds more than RECYCLE_RSS_BYTES between jobs, is started again
 * if it dies (its jobs fail with 500), and exits with the server. The caller bounds how many jobs run at
 * once (ImageVariants).
 */
interface Worker {
  process: ChildProcess;
  /** The jobs sent to this process, by id, waiting for their answer. */
  pending: Map<number, Pending>;
  /** It grew past RECYCLE_RSS_BYTES: it takes no new job and goes once its jobs are answered. */
  retiring: boolean;
}

export class ImageTransformer {
  private worker: Worker | undefined;
  private nextId = 0;

  /** The child's process id, while there is one (the benchmark samples its memory). */
  get pid(): number | undefined {
    return this.worker?.process.pid;
  }

  private start(): Worker {
    const child = fork(workerPath(), [], {
      env: { ...process.env, IMAGE_WORK_CHILD: '1', MALLOC_ARENA_MAX: '2' },
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { process: child, pending: new Map(), retiring: false };
    child.on('message', (message: { id: number; result: RenderResult; rss: number }) => {
      const job = worker.pending.get(message.id);
      worker.pending.delete(message.id);
      job?.resolve(message.result);
      if (message.rss > RECYCLE_RSS_BYTES) this.retire(worker);
      if (worker.retiring && worker.pending.size === 0) child.disconnect();
    });
    child.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      for (const job of worker.pending.values())
        job.reject(new Error('the image process ended during a transformation'));
      worker.pending.clear();
    });
    child.on('error', () => undefined);
    // The server need not wait for it to exit.
    child.unref();
    child.channel?.unref();
    return worker;
  }

  /** Takes no new job on `worker`; it ends once its jobs are answered. */
  private retire(worker: Worker): void {
    worker.retiring = true;
    if (this.worker === worker) this.worker = undefined;
    if (worker.pending.size === 0 && worker.process.connected) worker.process.disconnect();
  }

  async render(input: Buffer, options: TransformOptions, format: OutputFormat): Promise<Buffer> {
    this.worker ??= this.start();
    const worker = this.worker;
    const id = this.nextId++;
    const result = await new Promise<RenderResult>((resolve, reject) => {
      worker.pending.set(id, { resolve, reject });
      worker.process.send({ id, input, spec: renderSpec(options, format) }, (error) => {
        if (!error) return;
        worker.pending.delete(id);
        reject(error);
      });
    });
    return renderOutcome(result);
  }

  stop(): void {
    if (this.worker) this.retire(this.worker);
  }
}
