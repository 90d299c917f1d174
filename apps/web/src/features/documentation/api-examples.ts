/**
 * The public API's request and response examples on the documentation page. Kept here, apart from the
 * prose, so api-examples.test.ts can check each against the contract the server answers with.
 */

export const API_LIST_RESPONSE = `{
  "items": [
    {
      "id": "6f5e4d3c-2b1a-4098-8765-43210fedcba9",
      "fullName": "Ada Lovelace",
      "email": "ada@example.com",
      "phone": "+44 20 7946 0000",
      "position": "Analyst",
      "experienceLevel": "Senior",
      "status": "submitted",
      "totalScore": 82.5,
      "evaluationStatus": "completed",
      "createdAt": "2026-11-20T09:12:04.512Z",
      "stage": "shortlisted",
      "stageChangedAt": "2026-11-22T15:40:00.000Z",
      "language": null
    }
  ],
  "total": 37,
  "page": 1,
  "pageSize": 25
}`;

export const API_CREATE_REQUEST = `{
  "candidates": [
    { "fullName": "Grace Hopper", "email": "grace@example.com", "position": "Engineer" },
    { "fullName": "Alan Turing", "email": "alan@example.com", "phone": "+44 20 7946 0001", "language": "fr" },
    { "fullName": "Grace H.", "email": "GRACE@example.com" }
  ],
  "testConfiguration": {
    "selectedTests": [{ "id": "6f1d0a3e-1b7a-4c1e-9a01-000000000004" }],
    "testMode": "pre-built"
  }
}`;

export const API_CREATE_RESPONSE = `{
  "candidatesProcessed": 2,
  "assessmentId": "0a1b2c3d-4e5f-4607-8899-aabbccddeeff",
  "candidateIds": [
    "3c2b1a09-8f7e-4d6c-b5a4-938271605f4e",
    "7d6c5b4a-3928-4170-a6b5-c4d3e2f1a0b9"
  ],
  "skipped": [
    { "row": 3, "email": "GRACE@example.com", "reason": "Duplicate of row 1 in this request" }
  ]
}`;

/** `evaluationData` is abbreviated on the page: it is the whole scoring result (see the API reference). */
export const API_EVALUATION_DATA_PLACEHOLDER = '{ "sections": […], "questions": […], "traits": […], … }';

export const API_EVALUATION_RESPONSE = `{
  "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  "candidateId": "6f5e4d3c-2b1a-4098-8765-43210fedcba9",
  "submissionId": "1b2c3d4e-5f60-4718-89ab-cdef01234567",
  "totalScore": 82.5,
  "evaluationStatus": "completed",
  "sectionScores": { "Logical Reasoning": 83.3, "English Grammar": 75, "Big Five Personality": 68 },
  "evaluationData": ${API_EVALUATION_DATA_PLACEHOLDER},
  "overrides": [],
  "confirmations": [],
  "norms": {
    "sections": [
      {
        "sectionId": "2c3d4e5f-6071-4829-9abc-def012345678",
        "sectionName": "Logical Reasoning",
        "testId": "6f1d0a3e-1b7a-4c1e-9a01-000000000004",
        "groupSize": 142,
        "percentile": 71,
        "band": "typical",
        "group": "Your company's earlier candidates of Logical Reasoning (n = 142)"
      },
      {
        "sectionId": "3d4e5f60-7182-4930-abcd-ef0123456789",
        "sectionName": "English Grammar",
        "testId": "6f1d0a3e-1b7a-4c1e-9a01-000000000005",
        "groupSize": 12,
        "percentile": null,
        "band": null,
        "group": "Your company's earlier candidates of English Grammar (n = 12)"
      }
    ],
    "traits": [
      {
        "trait": "conscientiousness",
        "percentile": 62,
        "band": "typical",
        "group": "General population, IPIP-NEO-120 norms (Johnson 2014): adults aged 21-60, men and women weighted equally; group sizes not published"
      }
    ],
    "traitSource": {
      "instrument": "IPIP-NEO-120",
      "citation": "Johnson, J. A. (2014). Measuring thirty facets of the Five Factor Model with a 120-item public domain inventory: Development of the IPIP-NEO-120. Journal of Research in Personality, 51, 78-89.",
      "source": "The domain norms of Johnson's IPIP-NEO-120 scoring program, as distributed (credited to J. A. Johnson) in five-factor-e 1.10.0 (MIT licence), ipipneo/norm.py: mean and standard deviation of each domain's sum of 24 items (range 24-120), for men and women in four age bands.",
      "sample": "Internet respondents to Johnson's IPIP-NEO-120; the table does not publish its group sizes (Johnson 2014 describes Internet samples of 307,313 and 619,150 respondents).",
      "group": "General population, IPIP-NEO-120 norms (Johnson 2014): adults aged 21-60, men and women weighted equally; group sizes not published"
    },
    "minGroupSize": 30,
    "rule": "Percentile = (earlier candidates scoring lower + half of those scoring the same) / earlier candidates × 100, rounded. Below the 25th percentile: below most; 25th-75th: typical; above the 75th: above most."
  },
  "pdfReportUrl": "/api/v1/candidates/6f5e4d3c-2b1a-4098-8765-43210fedcba9/report.pdf",
  "scoringVersion": "scoring-v1",
  "error": null,
  "createdAt": "2026-11-22T09:30:12.545Z",
  "updatedAt": "2026-11-22T09:30:14.012Z"
}`;

export const API_ERROR_RESPONSE = `{
  "error": {
    "code": "UNAUTHORIZED",
    "message": "This API key was revoked. An admin creates keys under Settings → API keys."
  }
}`;

export const API_PERSON_RESPONSE = `{
  "id": "0b7e3c52-9f1a-4d6e-8c2b-5a4f3e2d1c0b",
  "fullName": "Ada Lovelace",
  "email": "ada@example.com",
  "phone": "+44 20 7946 0000",
  "language": null,
  "createdAt": "2026-06-02T08:00:00.000Z",
  "applications": [
    {
      "id": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
      "personId": "0b7e3c52-9f1a-4d6e-8c2b-5a4f3e2d1c0b",
      "assessmentId": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
      "assessmentName": "Analyst — Pune",
      "attempt": 1,
      "fullName": "Ada Lovelace",
      "email": "ada@example.com",
      "status": "submitted",
      "stage": "rejected",
      "stageChangedAt": "2026-06-20T10:00:00.000Z",
      "totalScore": 61,
      "evaluationStatus": "completed",
      "source": "api",
      "createdAt": "2026-06-02T08:00:00.000Z"
    },
    {
      "id": "6f5e4d3c-2b1a-4098-8765-43210fedcba9",
      "personId": "0b7e3c52-9f1a-4d6e-8c2b-5a4f3e2d1c0b",
      "assessmentId": "7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d",
      "assessmentName": "Analyst — Pune",
      "attempt": 2,
      "fullName": "Ada Lovelace",
      "email": "ada@example.com",
      "status": "submitted",
      "stage": "shortlisted",
      "stageChangedAt": "2026-11-22T15:40:00.000Z",
      "totalScore": 82.5,
      "evaluationStatus": "completed",
      "source": "api",
      "createdAt": "2026-11-20T09:12:04.512Z"
    }
  ]
}`;
