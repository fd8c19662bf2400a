/** POSTs JSON with `Accept: text/event-stream` to the app and reads every event, its data parsed. */
import { createParser } from 'eventsource-parser';

export interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

export async function postEventStream(url: string, body: unknown): Promise<StreamEvent[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  const events: StreamEvent[] = [];
  const parser = createParser({
    onEvent: (message) =>
      events.push({ event: message.event ?? '', data: JSON.parse(message.data) }),
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    parser.feed(decoder.decode(chunk, { stream: true }));
  }
  return events;
}
