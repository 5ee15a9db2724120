/**
 * Typed errors. Services throw these; `http/errors.ts` maps them (and Fastify's own errors)
 * to a status and `{success:false, message}` in one place. Anything else is a 500 whose
 * details stay in the log.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class Invalid extends AppError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Not authenticated') {
    super(401, message);
  }
}
export class PaymentRequired extends AppError {
  constructor(message = 'Insufficient funds') {
    super(402, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do that') {
    super(403, message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, field?: string) {
    super(409, message, field);
  }
}
export class TooLarge extends AppError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}
/** 503: a service the request needs is not running or not set up (payments without a provider, a limit store down). */
export class Unavailable extends AppError {
  constructor(message: string) {
    super(503, message);
  }
}
export class RateLimited extends AppError {
  constructor(
    message = 'Too many requests, slow down',
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
