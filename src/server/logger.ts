import pino, { type Logger } from 'pino';
import type { Config } from './config';

export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production';
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers["x-session-key"]', 'req.headers.cookie', 'password', 'confirmPassword'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
  });
}
