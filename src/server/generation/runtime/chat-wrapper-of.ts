/**
 * The model's chat wrapper, found once per model file's template. node-llama-cpp's
 * `resolveChatWrapper` finds it by comparing the file's Jinja template with each wrapper it knows,
 * rendering sample chats through both, synchronously: 1.3-1.7 s on 2 cores for the default model,
 * in which the server answers nobody (health polls time out, pages wait). What it finds depends on
 * the template, the file's names and the runtime's version alone, so the wrapper's type is kept in
 * `chat-wrappers.json` beside the models, by a hash of those, and later starts make the wrapper of
 * that type directly (under a millisecond). A type is kept only when the wrapper made from it
 * renders a chat exactly as the one found does (a wrapper found with settings of its own is not).
 */
import { join } from 'node:path';
import type { ChatWrapper, LlamaModel } from 'node-llama-cpp';
import { z } from 'zod';
import type { Logger } from '../../logging/logger.ts';
import { chatTokens } from './chat-tokens.ts';
import { keepValue, keyOf, readKept } from './kept-record.ts';
import type { LlamaRuntime } from './llama-runtime.ts';

/** The file, in the models' folder, that keeps each template's wrapper type. */
export const CHAT_WRAPPERS_FILE = 'chat-wrappers.json';

/** A chat shaped as ours are: instructions, a fenced post, the answer's opening. */
const SAMPLE = {
  system: 'You write three short lines.\n- Rule one.',
  user: '<<<POST b1>>>\nA post, with "quotes" and a line\nbreak.\n<<<END POST b1>>>\nAnswer in JSON.',
};
const SAMPLE_OPENING = '{"lines":["';

/** What the runtime's answer depends on, as one key; undefined for a file with no template. */
function templateKey(runtimeVersion: string, model: LlamaModel): string | undefined {
  const { metadata } = model.fileInfo;
  const template = metadata.tokenizer?.chat_template;
  if (!template?.trim()) return undefined;
  return keyOf([
    runtimeVersion,
    metadata.general?.architecture ?? '',
    metadata.general?.name ?? '',
    model.filename ?? '',
    template,
  ]);
}

function wrapperOfType(
  runtime: LlamaRuntime,
  model: LlamaModel,
  type: string,
): ChatWrapper | undefined {
  if (!Object.hasOwn(runtime.chatWrappers, type)) return undefined;
  return (
    runtime.resolveChatWrapper({
      type: type as never,
      bosString: model.tokens.bosString,
      filename: model.filename,
      fileInfo: model.fileInfo,
      tokenizer: model.tokenizer,
      warningLogs: false,
    }) ?? undefined
  );
}

const sameTokens = (model: LlamaModel, a: ChatWrapper, b: ChatWrapper) =>
  JSON.stringify(chatTokens(model, a, SAMPLE, SAMPLE_OPENING)) ===
  JSON.stringify(chatTokens(model, b, SAMPLE, SAMPLE_OPENING));

/** The model's chat wrapper: the type kept for its template, or the runtime's own search (kept). */
export async function chatWrapperOf(
  runtime: LlamaRuntime,
  model: LlamaModel,
  modelsDir: string,
  log: Logger,
): Promise<ChatWrapper | undefined> {
  const key = templateKey(await runtime.getModuleVersion(), model);
  const file = join(modelsDir, CHAT_WRAPPERS_FILE);
  const known = key === undefined ? {} : await readKept(file, z.string());
  const keptType = key === undefined ? undefined : known[key];
  if (keptType !== undefined) {
    const kept = wrapperOfType(runtime, model, keptType);
    if (kept) return kept;
  }
  const found = runtime.resolveChatWrapper(model) ?? undefined;
  if (key === undefined || !found) return found;
  const type = Object.entries(runtime.chatWrappers).find(
    ([, wrapper]) => found.constructor === wrapper,
  )?.[0];
  const made = type === undefined ? undefined : wrapperOfType(runtime, model, type);
  if (type === undefined || !made || !sameTokens(model, made, found)) return found;
  try {
    await keepValue(file, key, type, z.string());
  } catch (error) {
    // A read-only folder costs the search again at the next start, nothing more.
    log.warn(
      { file, reason: (error as Error).message },
      'could not keep the chat wrapper type; it is searched again at the next start',
    );
  }
  return found;
}
