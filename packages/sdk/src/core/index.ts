// @backoffice/sdk/core: the hand-written client core, without any generated endpoint.
export { type ApiOperationId, apiOperations, apiVersion } from '../generated/operations.ts';
export {
  type ApiClient,
  type ApiClientConfig,
  type ApiResponse,
  api,
  type CoreCallOptions,
  configureClient,
  createApiClient,
  defaultClient,
  isSecuredRequest,
  LD_JSON,
  MERGE_PATCH_JSON,
  type RequestOptions,
  type TypedApi,
} from './client.ts';
export {
  ApiError,
  type ApiErrorInit,
  type ApiViolation,
  isApiError,
  normalizeErrorMessages,
} from './errors.ts';
export {
  etagOf,
  type HydraCollectionOf,
  idFromIri,
  lastPage,
  members,
  nextPage,
  pageOf,
  totalItems,
} from './hydra.ts';
export { coreMiddleware } from './middleware.ts';
export { apiFetch, type BodyType, type ErrorType } from './mutator.ts';
