/** The one error type the API throws on purpose; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what, 404);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message, 403);
export const unauthorized = (message = 'Unauthorized') => new AppError('unauthorized', message, 401);
export const badRequest = (message: string, code = 'bad_request') => new AppError(code, message, 400);
export const conflict = (message: string, code = 'conflict') => new AppError(code, message, 409);

/**
 * A suspended account (decision 0189): the person is told why. 401 on a session (the web app
 * signs them out), 403 at code.verify (the code was right; the account may not sign in).
 */
export const accountSuspended = (reason: string | null, status: 401 | 403) =>
  new AppError(
    'account_suspended',
    `Your account is suspended. Reason: ${reason ?? 'none given'}. Write to support if you think this is a mistake.`,
    status,
  );
