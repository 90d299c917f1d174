/** The candidate's feedback routes (candidate-feedback.ts), apart from the schemas: pages link them without zod. */
export const CANDIDATE_FEEDBACK_PATH = '/api/candidate/feedback';
export const CANDIDATE_FEEDBACK_PDF_PATH = '/api/candidate/feedback/pdf';
export const CANDIDATE_FEEDBACK_STATUS_PATH = '/api/candidate/feedback/status';
