import { register } from 'node:module';

/** Lets this process import .tsx sources (the render package); see tsx.ts. */
register('./tsx.ts', import.meta.url);
