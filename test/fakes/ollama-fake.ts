/**
 * An Ollama server as the app uses it: `GET /api/tags` (the models pulled) and the
 * OpenAI-compatible `POST /v1/chat/completions`, plain or streamed (`stream: true`, chunks ending
 * with `data: [DONE]`). Its answer is JSON in the shape the request's `response_format` schema
 * asks for: three lines, a caption with GIF words, or four posts, written from the request.
 *
 * Scenarios: `ok`; `no-models` (`/api/tags` lists none); `down` (every route answers 500);
 * `invents-figures` (every answer states INVENTED's claims) and `invents-figures-once` (only the
 * first after the scenario was set); `say:<script>` (the JSON answers a test wrote, in order:
 * scripted-answers.ts).
 */
import type { ServerResponse } from 'node:http';
import { INVENTED } from './fake-model-output.ts';
import { type FakeServer, sendJson, startFakeServer } from './fake-server.ts';
import { createScriptCounter, readScript, scriptedAnswer } from './scripted-answers.ts';

/** The models the fake lists, first the one the app takes when OLLAMA_MODEL is not set. */
export const OLLAMA_FAKE_MODELS = ['qwen2.5:1.5b-instruct', 'llama3.2:1b'];

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  response_format?: { json_schema?: { schema?: { required?: string[] } } };
}

/** The JSON answer the schema's first required key asks for (`invents`: INVENTED's). */
function answerFor(body: ChatBody, invents = false): string {
  const key = body.response_format?.json_schema?.schema?.required?.[0];
  if (invents) {
    if (key === 'caption') return JSON.stringify({ caption: INVENTED.meme[0], gif: 'chef kiss' });
    if (key === 'posts')
      return JSON.stringify({ posts: INVENTED.thread.map((post) => post.slice(4)) });
    return JSON.stringify({ lines: INVENTED.normal });
  }
  if (key === 'caption') {
    return JSON.stringify({ caption: 'When the servers take a nap before you do', gif: 'sleepy' });
  }
  if (key === 'posts') {
    return JSON.stringify({
      posts: [
        'Three new libraries open in the city next month.',
        'Each one has a maker space for building things.',
        'Students get free study rooms there.',
        'They stay open until 10 pm on weekdays. #Thread',
      ],
    });
  }
  return JSON.stringify({
    lines: [
      'Three new public libraries open in the city next month.',
      'Each library has a maker space and free study rooms.',
      'They stay open until 10 pm on weekdays.',
    ],
  });
}

function streamChat(response: ServerResponse, model: string, text: string): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  const pieces = text.match(/.{1,12}/gs) ?? [];
  for (const piece of pieces) {
    const chunk = {
      object: 'chat.completion.chunk',
      model,
      choices: [{ index: 0, delta: { content: piece } }],
    };
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  response.end('data: [DONE]\n\n');
}

export function startOllamaFake(port = 0): Promise<FakeServer> {
  let asked = 0;
  let counted = '';
  const scripted = createScriptCounter();
  return startFakeServer(
    'ollama',
    async (request, response, scenario) => {
      if (scenario === 'down') return sendJson(response, 500, { error: 'ollama is down' });
      if (request.method === 'GET' && request.path === '/api/tags') {
        const models = scenario === 'no-models' ? [] : OLLAMA_FAKE_MODELS;
        return sendJson(response, 200, {
          models: models.map((name) => ({ name, model: name, size: 986_000_000 })),
        });
      }
      if (request.method === 'POST' && request.path === '/v1/chat/completions') {
        const body = JSON.parse(request.body) as ChatBody;
        const model = body.model ?? '';
        if (!OLLAMA_FAKE_MODELS.includes(model)) {
          return sendJson(response, 404, { error: { message: `model "${model}" not found` } });
        }
        // `invents-figures-once`: only the first answer invents (the second is asked again).
        if (scenario !== counted) {
          counted = scenario;
          asked = 0;
        }
        const invents =
          scenario === 'invents-figures' || (scenario === 'invents-figures-once' && asked++ === 0);
        const script = readScript(scenario);
        const text = script
          ? await scriptedAnswer(
              script,
              scripted(scenario),
              request,
              response,
              body.messages?.findLast((message) => message.role === 'user')?.content,
            )
          : answerFor(body, invents);
        if (text === undefined) return;
        if (body.stream) return streamChat(response, model, text);
        return sendJson(response, 200, {
          object: 'chat.completion',
          model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
        });
      }
      return sendJson(response, 404, { error: 'not found' });
    },
    { port },
  );
}
