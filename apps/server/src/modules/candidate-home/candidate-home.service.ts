import type { TCandidateHome } from '@app/contracts';
import type { AppContext } from '../../context';
import type { ApplicationScope } from '../../db/own-application';
import { accommodationsService } from '../accommodations/accommodations.service';
import { candidateAssessmentService } from '../candidate-assessment/candidate-assessment.service';
import { candidateNoticeService } from '../candidate-notice/candidate-notice.service';

type Deps = Pick<AppContext, 'db' | 'config'>;

export const candidateHomeService = {
  /**
   * The dashboard's data in one answer (issue 38). The application is resolved once, by the record the
   * candidate reads; the rest then names it, so every part is of the same application.
   */
  async home(deps: Deps, scope: ApplicationScope, acceptLanguage?: string): Promise<TCandidateHome> {
    const self = await candidateAssessmentService.me(deps.db, scope);
    const application = { userId: scope.userId, applicationId: self.id };
    const [sections, eligibility, notice, accommodations] = await Promise.all([
      candidateAssessmentService.sections(deps.db, application),
      candidateAssessmentService.eligibility(deps.db, application),
      candidateNoticeService.get(deps, application, acceptLanguage),
      accommodationsService.own(deps, application),
    ]);
    return { self, sections, eligibility, notice, accommodations };
  },
};
