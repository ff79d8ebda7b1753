import path from 'node:path';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../errors.ts';
import { sendNotFound } from '../routes/sites/respond.ts';
import { appShellFile, sendAppShell } from './appShell.ts';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function describeValidation(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const where = err.validationContext ?? 'body';
    return err.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return `${where}${field ? `.${field}` : ''}: ${v.message ?? 'is invalid'}`;
      })
      .join('; ');
  }
  return err.message;
}

const isApiPath = (url: string) => url.startsWith('/api') || url.startsWith('/public/api');

/**
 * Every failure leaves as JSON `{error, message}`; unknown non-API GETs fall back to the web app on the app's host
 * only: every other host gets the visitors' small 404 page and never the app.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.status).headers(err.headers).send({ ...err.details, error: err.title, message: err.message });
    }
    if (err.validation) {
      return reply.code(400).send({ error: 'Bad Request', message: describeValidation(err) });
    }
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (err instanceof SyntaxError && err.statusCode === 400)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'Malformed JSON in request body' });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({ error: 'Payload Too Large', message: 'The request body is larger than the server accepts' });
    }
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      return reply.code(status).send({ error: 'Internal Server Error', message: 'Something went wrong on our side; please try again.' });
    }
    return reply.code(status).send({ error: TITLES[status] ?? 'Error', message: err.message });
  });

  app.setNotFoundHandler((req, reply) => {
    const { config } = app.deps;
    if (req.hostKind !== 'app') return sendNotFound(reply);
    const index = appShellFile(config);
    const url = req.url.split('?')[0] ?? '/';
    if (req.method === 'GET' && !isApiPath(url) && !path.extname(url) && index) return sendAppShell(reply, index, url);
    return reply.code(404).send({ error: 'Not Found', message: `No route ${req.method} ${url}` });
  });
}
