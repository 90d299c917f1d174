import { APIError } from 'better-auth/api';

const SCIM_ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
const STATUS = {
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  NOT_IMPLEMENTED: 501,
} as const;

/**
 * An RFC 7644 §3.12 error thrown from our callbacks inside the SCIM plugin: it passes such an APIError
 * through unchanged, where any other exception would become a bare 500.
 */
export function scimError(status: keyof typeof STATUS, detail: string, scimType?: string): APIError {
  const error = new APIError(status, {
    schemas: [SCIM_ERROR_SCHEMA],
    status: String(STATUS[status]),
    detail,
    ...(scimType ? { scimType } : {}),
  });
  error.message = detail;
  return error;
}

/** The same error as a response, for refusals made before the request reaches Better Auth. */
export function scimErrorResponse(status: keyof typeof STATUS, detail: string, scimType?: string) {
  return {
    status: STATUS[status],
    body: {
      schemas: [SCIM_ERROR_SCHEMA],
      status: String(STATUS[status]),
      detail,
      ...(scimType ? { scimType } : {}),
    },
  };
}
