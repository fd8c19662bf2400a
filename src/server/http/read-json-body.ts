import { HttpError } from './errors.ts';

/** Reads a JSON body, or answers 400 when it is not JSON. */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, 'The request body must be JSON.');
  }
}
