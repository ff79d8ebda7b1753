// One sanitizer thread of the pool (pool.ts): checks the shape of each text, then runs DOMPurify over jsdom.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { sanitizeHtml } from './purify.ts';
import { htmlShapeProblem } from './shape.ts';
import { parseAnswer } from './parse.ts';
import type { PoolMessage, SanitizeAnswer } from './pool.ts';

// On Linux the nice value is per thread: this thread yields the CPU to the event loop (and its health checks)
// whenever both want it. Elsewhere it may be refused or apply to the process, so a failure is ignored.
if (process.platform === 'linux') {
  try {
    os.setPriority(10);
  } catch {
    // not permitted here: the thread runs at normal priority
  }
}

parentPort!.on('message', (message: PoolMessage) => {
  if (typeof message !== 'string') {
    const problem = message.clean ? htmlShapeProblem(message.parse) : null;
    parentPort!.postMessage(problem ? { problem } : parseAnswer(message.clean ? sanitizeHtml(message.parse) : message.parse, message.clean));
    return;
  }
  const html = message;
  let answer: SanitizeAnswer;
  try {
    const problem = htmlShapeProblem(html);
    answer = problem ? { problem } : { html: sanitizeHtml(html) };
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(answer);
});
