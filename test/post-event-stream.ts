/** POSTs JSON with `Accept: text/event-stream` to the app and reads every event, its data parsed. */
import { createParser } from 'eventsource-parser';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads the events until the stream ends, or until `stopAt` says an event is the last one wanted
 * (the request is then closed, as a visitor leaving closes it).
 */
export async function postEventStream(
  url: string,
  body: unknown,
  stopAt?: (event: StreamEvent) => boolean,
): Promise<StreamEvent[]> {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let stopped = false;
  const parser = createParser({
    onEvent(message) {
      if (stopped) return;
      const event = { event: message.event ?? '', data: JSON.parse(message.data) };
      events.push(event);
      stopped = stopAt?.(event) ?? false;
    },
  });
  const decoder = new TextDecoder();
  try {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      parser.feed(decoder.decode(chunk, { stream: true }));
      if (stopped) break;
    }
  } finally {
    if (stopped) controller.abort();
  }
  return events;
}
