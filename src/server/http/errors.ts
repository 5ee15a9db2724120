import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, RateLimited } from '../errors';
import { redactUrl } from '../logger';

/**
 * The one place errors become HTTP answers: typed errors keep their status and message,
 * Fastify's own client errors (bad JSON, body too large) keep theirs, anything else is a 500
 * whose details stay in the log. A client never sees a stack trace.
 */
export function installErrorHandling(app: FastifyInstance, opts: { notFound?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, req, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited && error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ success: false, message: error.message, ...(error.field ? { field: error.field } : {}) });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 413) return reply.status(413).send({ success: false, message: 'Request body is too large' });
    if (status >= 400 && status < 500) {
      const message = 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'Request body is not valid JSON' : error.message;
      return reply.status(status).send({ success: false, message });
    }
    // The logger's err serializer (logger.ts) keeps a failed query's statement, never its values.
    req.log.error({ err: error, method: req.method, url: redactUrl(req.url) }, 'request failed');
    return reply.status(500).send({ success: false, message: 'Something went wrong on our side. Please try again.' });
  });

  // The app that serves the web build sets its own 404 handler (API paths still answer JSON).
  if (opts.notFound === false) return;
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ success: false, message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}` });
  });
}
