import {
  NORM_BAND_RULE,
  NORM_MIN_GROUP,
  ZErrorResponse,
  ZEvaluation,
  ZEvaluationNorms,
  ZIntakeResponse,
  ZPublicCandidateList,
  ZPublicCandidatesCreate,
  ZPublicPerson,
} from '@app/contracts';
import { describe, expect, it } from 'vitest';
import {
  API_CREATE_REQUEST,
  API_CREATE_RESPONSE,
  API_ERROR_RESPONSE,
  API_EVALUATION_DATA_PLACEHOLDER,
  API_EVALUATION_RESPONSE,
  API_LIST_RESPONSE,
  API_PERSON_RESPONSE,
} from './api-examples';

describe('the documentation page’s public API examples', () => {
  it('are what the contracts accept and answer', () => {
    expect(ZPublicCandidateList.parse(JSON.parse(API_LIST_RESPONSE)).items).toHaveLength(1);
    expect(ZPublicCandidatesCreate.parse(JSON.parse(API_CREATE_REQUEST))).toHaveProperty('candidates');
    expect(ZIntakeResponse.parse(JSON.parse(API_CREATE_RESPONSE)).candidateIds).toHaveLength(2);
    expect(ZErrorResponse.parse(JSON.parse(API_ERROR_RESPONSE)).error.code).toBe('UNAUTHORIZED');
    const person = ZPublicPerson.strict().parse(JSON.parse(API_PERSON_RESPONSE));
    expect(person.applications.map((a) => [a.personId, a.attempt])).toEqual([
      [person.id, 1],
      [person.id, 2],
    ]);
  });

  it('show the whole evaluation but its abbreviated scoring data', () => {
    const evaluation = JSON.parse(API_EVALUATION_RESPONSE.replace(API_EVALUATION_DATA_PLACEHOLDER, 'null'));
    expect(ZEvaluation.strict().parse(evaluation).evaluationStatus).toBe('completed');
  });

  it('show norms with the rule and minimum group the server uses', () => {
    const evaluation = JSON.parse(API_EVALUATION_RESPONSE.replace(API_EVALUATION_DATA_PLACEHOLDER, 'null'));
    const norms = ZEvaluationNorms.strict().parse(evaluation.norms);
    expect(norms.rule).toBe(NORM_BAND_RULE);
    expect(norms.minGroupSize).toBe(NORM_MIN_GROUP);
  });
});
