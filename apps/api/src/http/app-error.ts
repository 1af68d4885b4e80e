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
