import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The request log: one line per request, written when it is answered — method, URL (share tokens cut out by the
 * app's req serializer), host, client address, status and time in ms, with the request id (reqId) every line of the
 * request carries — instead of Fastify's two (one on arrival, one on answer). Routes with a higher logLevel (the
 * analytics beacons: warn) write none; errors are still logged by Fastify and plugins/errors.ts.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
