// One sanitizer thread of the pool (pool.ts): checks the shape of each text, then runs DOMPurify over jsdom.
import { parentPort } from 'node:worker_threads';
import { sanitizeHtml } from './purify.ts';
import { htmlShapeProblem } from './shape.ts';
import type { SanitizeAnswer } from './pool.ts';

parentPort!.on('message', (html: string) => {
  let answer: SanitizeAnswer;
  try {
    const problem = htmlShapeProblem(html);
    answer = problem ? { problem } : { html: sanitizeHtml(html) };
  } catch (err) {
    answer = { error: err instanceof Error ? err.message : String(err) };
  }
  parentPort!.postMessage(answer);
});
