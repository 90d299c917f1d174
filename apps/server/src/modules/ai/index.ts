/**
 * The AI provider client: generates items in the item bank's shapes through any OpenAI-compatible
 * chat-completions server (Ollama, vLLM, llama.cpp, OpenAI), with validation, quality checks and retries.
 */

export { type CacheKeyInput, cacheKey, stableStringify } from './cache-key';
export {
  type AiCallObserver,
  type AiCallPurpose,
  type AiCallRecord,
  inputDigest,
} from './call-log';
export {
  AI_ITEM_TYPES,
  type AiItemType,
  type GenerationSlot,
  generationJsonSchema,
  type RoleProfile,
} from './generation-schemas';
export { type ChatMessage, NEUTRAL_NAMES, PROMPT_VERSION, type ResponseMode, SYSTEM_PROMPT } from './prompts';
export {
  type AiConfig,
  type AiProvider,
  type AiProviderOptions,
  type CallLog,
  createAiProvider,
  type GenerateItemsRequest,
  type GenerateItemsResult,
  isAiConfigured,
  MAX_ITEMS_PER_CALL,
  parseModelJson,
} from './provider';
export { checkItems, diceCoefficient, isNearDuplicate, protectedTerms } from './quality';
export { type AiErrorCode, AiProviderError } from './transport';
