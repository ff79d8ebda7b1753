import type { InjectOptions, LightMyRequestCallback } from 'fastify';
import type { App } from '../src/app.ts';

/**
 * `app.inject` without a Host header asks for `localhost:80`; the server answers the API and the web app only on the
 * app origin's host, so requests that name no host are sent there, as a browser on the app origin would send them.
 */
export function injectOnAppHost(app: App): void {
  const authority = new URL(app.deps.config.APP_ORIGIN).host;
  const inject = app.inject.bind(app);
  const onAppHost = (opts: InjectOptions | string): InjectOptions => (typeof opts === 'string' ? { url: opts, authority } : { authority, ...opts });
  app.inject = ((opts?: InjectOptions | string, callback?: LightMyRequestCallback) => {
    if (opts === undefined) return inject();
    return callback ? inject(onAppHost(opts), callback) : inject(onAppHost(opts));
  }) as App['inject'];
}
