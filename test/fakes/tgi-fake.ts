/**
 * A Text Generation Inference server: `POST /generate` answers `{generated_text}` (the object
 * form), `POST /` (the compat route) answers `[{generated_text}]` (the array form) and echoes the
 * prompt unless `return_full_text` is false, as TGI does; `GET /health`, `GET /info`.
 *
 * Scenarios: those of the OpenAI fake (`ok`, `slow`, `hang`, `5xx`, `400`, `429`, `503`,
 * `429-once`, `503-once`, `5xx-once`, `malformed`, `html`, `empty`), plus `array` (`/generate`
 * answers the array form) and `echo` (the answer starts with the prompt, as with
 * return_full_text true), and `say:<script>` (answers a test wrote: scripted-answers.ts).
 *
 * `POST /generate_stream` (and `POST /` with `stream: true`) streams `{index, token, generated_text,
 * details}` events (no space after `data:`, no `[DONE]`), line by line, as TGI does (see
 * fake-model-stream.ts: `lines-<ms>`, `lines-<ms>-error`, `lineDelayMs`).
 */

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

interface GenerateBody {
  inputs?: string;
  parameters?: { return_full_text?: boolean };
  stream?: boolean;
}

/** TGI's `/generate_stream` events: `data:{json}` with no space; the last one has the full text. */
const TGI_STREAM: WireFormat = {
  token: (text, index) =>
    `data:${JSON.stringify({
      index,
      token: { id: 1000 + index, text, logprob: -0.25, special: false },
      top_tokens: null,
      generated_text: null,
      details: null,
    })}\n\n`,
  end: (fullText, index) =>
    `data:${JSON.stringify({
      index,
      token: { id: 2, text: '</s>', logprob: -0.01, special: true },
      top_tokens: null,
      generated_text: fullText,
      details: {
        finish_reason: 'eos_token',
        generated_tokens: index + 1,
        seed: null,
        input_length: 90,
      },
    })}\n\n`,
  error: () =>
    `data:${JSON.stringify({
      error: 'Request failed during generation: Server error: CUDA out of memory',
      error_type: 'generation',
    })}\n\n`,
};

/** The user turn of a Mistral prompt, `[INST] ... [/INST]`. */
function userTurn(inputs: string): string {
  const match = inputs.match(/\[INST\]([\s\S]*?)\[\/INST\]/);
  return (match?.[1] ?? inputs).trim();
}

/** `lineDelayMs`: how slowly a streamed answer comes when the scenario does not say. */
export async function startTgiFake({
  port,
  lineDelayMs = 0,
}: {
  port?: number;
  lineDelayMs?: number;
} = {}): Promise<FakeServer> {
  const state = createScenarioState();
  const scripted = createScriptCounter();
  return startFakeServer(
    'tgi',
    async (request, response, scenario, currentScenario) => {
      if (request.method === 'GET' && request.path === '/health') {
        response.writeHead(200).end();
        return;
      }
      if (request.method === 'GET' && request.path === '/info') {
        sendJson(response, 200, {
          model_id: 'mistralai/Mistral-7B-Instruct-v0.2',
          version: '3.3.6',
        });
        return;
      }
      const compat = request.path === '/';
      const streamRoute = request.path === '/generate_stream';
      if (request.method !== 'POST' || !(compat || streamRoute || request.path === '/generate')) {
        response.writeHead(404).end();
        return;
      }
      const script = readScript(scenario);
      const local =
        scenario === 'array' || scenario === 'echo' || isStreamScenario(scenario) || script
          ? 'ok'
          : scenario;
      const outcome = await answerModelScenario(response, local, state, currentScenario);
      if (outcome === 'done') return;
      let body: GenerateBody;
      try {
        body = JSON.parse(request.body) as GenerateBody;
      } catch {
        sendJson(response, 422, {
          error: 'Failed to deserialize the JSON body',
          error_type: 'validation',
        });
        return;
      }
      const inputs = body.inputs ?? '';
      if (!inputs) {
        sendJson(response, 422, {
          error: 'Input validation error: `inputs` cannot be empty',
          error_type: 'validation',
        });
        return;
      }
      const text = script
        ? await scriptedAnswer(script, scripted(scenario), request, response, userTurn(inputs))
        : modelAnswerText(outcome, userTurn(inputs));
      if (text === undefined) return;
      const answer = outcome === 'empty' ? '' : ` ${text}`;
      if (streamRoute || (compat && body.stream === true)) {
        const plan = script
          ? scriptPlan(script)
          : streamPlan(scenario, lineDelayMs, currentScenario);
        await streamAnswer(request, response, answer, plan, TGI_STREAM);
        return;
      }
      if (isStreamScenario(scenario)) await waitAsIfWritten(answer, streamPlan(scenario, 0));
      const fullText =
        scenario === 'echo' || (compat && body.parameters?.return_full_text !== false);
      const generated = { generated_text: fullText ? `${inputs}${answer}` : answer };
      sendJson(response, 200, compat || scenario === 'array' ? [generated] : generated, {
        'x-compute-type': 'fake',
        'x-generated-tokens': String(Math.ceil(answer.length / 4)),
      });
    },
    { port, quietPaths: ['/health', '/info'] },
  );
}
