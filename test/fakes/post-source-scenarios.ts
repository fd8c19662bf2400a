/**
 * The failure scenarios the three X post fakes share (`hang`, `slow`, `5xx`, `429`, `403`, `html`,
 * `malformed`, `empty`), each answered in the wire shape of the service that fake stands in for.
 */
import type { ServerResponse } from 'node:http';
import { hang, sendHtml, sendJson } from './fake-server.ts';

/** How long the `slow` scenario waits before answering normally. */
export const SLOW_SOURCE_MS = 3_000;

export interface FailureShapes {
  /** What `5xx` answers. */
  serverError(response: ServerResponse): void;
  rateLimited: { body: unknown; retryAfterSeconds: number };
  /** Title of the HTML page behind `403` (a CDN's challenge page, usually). */
  forbiddenTitle: string;
  /** Title of the HTML page `html` answers with status 200. */
  htmlTitle: string;
  malformed: { contentType: string; body: string };
}

/** Answers a failure scenario and returns true, or returns false when the fake should answer normally. */
export async function answerFailureScenario(
  response: ServerResponse,
  scenario: string,
  shapes: FailureShapes,
): Promise<boolean> {
  switch (scenario) {
    case 'hang':
      hang(response);
      return true;
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, SLOW_SOURCE_MS));
      return false;
    case '5xx':
      shapes.serverError(response);
      return true;
    case '429':
      sendJson(response, 429, shapes.rateLimited.body, {
        'retry-after': String(shapes.rateLimited.retryAfterSeconds),
      });
      return true;
    case '403':
      sendHtml(response, 403, shapes.forbiddenTitle);
      return true;
    case 'html':
      sendHtml(response, 200, shapes.htmlTitle);
      return true;
    case 'malformed':
      response.writeHead(200, { 'content-type': shapes.malformed.contentType });
      response.end(shapes.malformed.body);
      return true;
    case 'empty':
      sendJson(response, 200, {});
      return true;
    default:
      return false;
  }
}
