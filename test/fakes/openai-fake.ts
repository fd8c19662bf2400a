/**
 * An OpenAI-compatible chat-completions server (what the HF router, vLLM, Ollama and llama.cpp
 * speak): `POST /v1/chat/completions` (and `/chat/completions`), `GET /v1/models`. It answers with
 * model-like text built from the prompt (see fake-model-output.ts) and records every request.
 *
 * Scenarios: `ok`; `slow` (answers after SLOW_MS), `slow-<ms>`; `held` (answers once the test sets
 * another scenario); `hang` (never answers); `5xx` (500);
 * `400` (OpenAI-style invalid_request_error); `429` (Retry-After: 1); `503` (loading, with
 * `estimated_time`); `429-once`, `503-once`, `5xx-once` (only the first request fails);
 * `malformed` (truncated JSON); `html` (a 200 HTML page); `empty` (empty message content);
 * `delay-50` (answers after 50 ms, for the load benchmark); `invents-figures` (INVENTED's claims,
 * every time; `invents-figures-once`: the first answer only); `planted-link` (the answer plants
 * phishing links, see modelAnswerText); `refusal` (text the shapers keep nothing of, REFUSALS);
 * `say:<script>` (answers a test wrote, in order: scripted-answers.ts).
 *
 * A request with `stream: true` gets `chat.completion.chunk` events ending with `data: [DONE]`,
 * line by line (see fake-model-stream.ts: `lines-<ms>`, `lines-<ms>-error`, `lineDelayMs`).
 */
import { randomUUID } from 'node:crypto';
import { answerModelScenario, createScenarioState, modelAnswerText } from './fake-model-output.ts';
import {
  isStreamScenario,
  streamAnswer,
  streamPlan,
  type WireFormat,
  waitAsIfWritten,
} from './fake-model-stream.ts';
import { type FakeServer, sendJson, startFakeServer } from './fake-server.ts';
import { createScriptCounter, readScript, scriptedAnswer, scriptPlan } from './scripted-answers.ts';

interface ChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
}

/** OpenAI's streamed chunks; the error event is TGI's and the HF router's mid-stream shape. */
function chunkFormat(id: string, model: string): WireFormat {
  const chunk = (delta: Record<string, string>, finish: string | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    })}\n\n`;
  return {
    token: (text, index) =>
      chunk(index === 0 ? { role: 'assistant', content: text } : { content: text }, null),
    end: () => `${chunk({}, 'stop')}data: [DONE]\n\n`,
    error: () =>
      `data: ${JSON.stringify({
        error: {
          message: 'Request failed during generation: Server error: CUDA out of memory',
          http_status_code: 500,
        },
      })}\n\n`,
  };
}

/** `lineDelayMs`: how slowly a streamed answer comes when the scenario does not say. */
export async function startOpenAiFake({
  port,
  lineDelayMs = 0,
}: {
  port?: number;
  lineDelayMs?: number;
} = {}): Promise<FakeServer> {
  const state = createScenarioState();
  const scripted = createScriptCounter();
  return startFakeServer(
    'openai',
    async (request, response, scenario, currentScenario) => {
      if (request.method === 'GET' && /^\/(v1\/)?models$/.test(request.path)) {
        sendJson(response, 200, {
          object: 'list',
          data: [{ id: 'mistralai/Mistral-7B-Instruct-v0.2', object: 'model', owned_by: 'fake' }],
        });
        return;
      }
      if (request.method !== 'POST' || !/^\/(v1\/)?chat\/completions$/.test(request.path)) {
        sendJson(response, 404, { error: { message: 'Not found', type: 'not_found_error' } });
        return;
      }
      const script = readScript(scenario);
      const outcome =
        isStreamScenario(scenario) || script
          ? 'answer'
          : await answerModelScenario(response, scenario, state, currentScenario);
      if (outcome === 'done') return;
      let body: ChatBody;
      try {
        body = JSON.parse(request.body) as ChatBody;
      } catch {
        sendJson(response, 400, {
          error: { message: 'Invalid JSON', type: 'invalid_request_error' },
        });
        return;
      }
      const prompt = body.messages?.findLast((message) => message.role === 'user')?.content ?? '';
      const content = script
        ? await scriptedAnswer(script, scripted(scenario), request, response, prompt)
        : modelAnswerText(outcome, prompt);
      if (content === undefined) return;
      if (body.stream === true) {
        const format = chunkFormat(`chatcmpl-${randomUUID()}`, body.model ?? 'unknown');
        const plan = script
          ? scriptPlan(script)
          : streamPlan(scenario, lineDelayMs, currentScenario);
        await streamAnswer(request, response, content, plan, format);
        return;
      }
      if (isStreamScenario(scenario)) await waitAsIfWritten(content, streamPlan(scenario, 0));
      sendJson(response, 200, {
        id: `chatcmpl-${randomUUID()}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model ?? 'unknown',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: {
          prompt_tokens: Math.ceil(prompt.length / 4),
          completion_tokens: Math.ceil(content.length / 4),
          total_tokens: Math.ceil((prompt.length + content.length) / 4),
        },
      });
    },
    { port, quietPaths: ['/v1/models', '/models'] },
  );
}
