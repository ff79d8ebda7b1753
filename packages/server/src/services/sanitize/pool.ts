import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** What a sanitizer thread answers for one text: the clean HTML, what is over the limits, or a failure. */
export type SanitizeAnswer = { html: string } | { problem: string } | { error: string };
/** What a thread answers for a text to parse: its ProseMirror JSON in the rich-text schema (decision 59), or a failure. */
export type ParseAnswer = { json: Record<string, unknown> } | { error: string };
/** A text to sanitize, or (`{parse}`) a text to read into the rich-text schema, sanitized first with `clean`. */
export type PoolMessage = string | { parse: string; clean?: boolean };

interface Task {
  message: PoolMessage;
  resolve: (answer: SanitizeAnswer & ParseAnswer) => void;
  reject: (err: Error) => void;
}

/**
 * A few worker threads that sanitize rich text, so that the seconds jsdom can spend on a large text never block
 * the event loop. Threads start on first use, are replaced when one dies, and do not keep the process alive
 * while idle. Tasks are served in order; callers send one text at a time, so several requests take turns.
 */
export class SanitizerPool {
  private readonly size: number;
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task>();
  private readonly queue: Task[] = [];
  private spawned = 0;

  constructor(size: number) {
    this.size = size;
  }

  run(html: string): Promise<SanitizeAnswer> {
    return this.send(html);
  }

  parse(html: string, clean = false): Promise<ParseAnswer | { problem: string }> {
    return this.send({ parse: html, clean });
  }

  private send<T>(message: PoolMessage): Promise<T> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve: resolve as (answer: unknown) => void, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.spawned < this.size ? this.spawn() : null);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.ref();
      worker.postMessage(task.message);
    }
  }

  private spawn(): Worker {
    // A runaway text may exhaust this thread's heap, never the server's.
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    this.spawned++;
    worker.unref();
    worker.on('message', (answer: SanitizeAnswer & ParseAnswer) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      worker.unref();
      this.idle.push(worker);
      task?.resolve(answer);
      this.pump();
    });
    worker.on('error', (err) => this.busy.get(worker)?.reject(err));
    worker.on('exit', (code) => {
      this.spawned--;
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
      task?.reject(new Error(`sanitizer thread exited (${code})`));
      this.pump();
    });
    return worker;
  }
}

/** One thread fewer than the CPUs (the event loop keeps one), at least one, at most four. */
export const SANITIZER_THREADS = Math.max(1, Math.min(4, os.availableParallelism() - 1));
