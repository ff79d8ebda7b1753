// Module hooks that let Node load the render package's .tsx files: Node's type stripping handles .ts but not
// JSX, so .tsx sources are compiled with esbuild (already a dependency of the toolchain) as they are imported.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

interface LoadContext {
  format?: string | null;
}
interface LoadResult {
  format: string;
  source: string | ArrayBuffer | Uint8Array;
  shortCircuit?: boolean;
}
type NextLoad = (url: string, context: LoadContext) => Promise<LoadResult>;

export async function load(url: string, context: LoadContext, nextLoad: NextLoad): Promise<LoadResult> {
  if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { code } = await transform(source, { loader: 'tsx', jsx: 'automatic', format: 'esm', sourcefile: url, target: 'node22' });
  return { format: 'module', source: code, shortCircuit: true };
}
