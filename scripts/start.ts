// `npm start`: builds the web app if needed, then runs the server on the embedded defaults.
import { ensureWebBuilt } from './webBuild.ts';

ensureWebBuilt();
await import('../packages/server/src/main.ts');
