import {
  DEFAULT_SCORING_WEIGHTS,
  DEFAULT_TEST_MODE,
  type TCompany,
  type TScoringWeights,
  type TTestMode,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { getErrorMessage } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useTestLibrary } from '@/lib/test-library';
import { notify } from '@/lib/toast';
import { useUploadCheck } from '../../api/check-upload';
import { type UploadInput, uploadCandidates } from '../../api/upload-candidates';
import { saveUploadReport } from '../../lib/last-upload-report';
import { type CsvPreview, readCsvPreview } from '../../lib/read-csv-preview';
import { describeWeights, isDefaultWeights, weightsProblem } from '../../lib/scoring-weights';
import { submitState, totalMinutes } from '../../lib/upload-check';
import {
  checkCsvFile,
  checkUploadFor,
  isTabEnabledFor,
  problemToast,
  type WizardTab,
  type WizardTarget,
} from '../../lib/upload-rules';
import { ConfigureTestsTab } from './configure-tests-tab';
import { ReviewTab } from './review-tab';
import { ScoringWeightsFields } from './scoring-weights-fields';
import { UploadCsvTab } from './upload-csv-tab';
import { assessmentTestsText, UploadTargetFields, useChosenAssessment } from './upload-target-fields';

/**
 * SPEC.md section 9: the page reloads 2 s after a successful upload. The reload is a refresh of the data
 * the page shows (decision 015), not of the document: no white page, nothing typed elsewhere lost.
 */
const RELOAD_AFTER_UPLOAD_MS = 2000;
type Props = {
  userId: string;
  company: TCompany | null;
  /** On an opening's own page: every upload goes into it, and its tests apply (no Configure tab). */
  into?: string;
};

export function UploadWizard({ userId, company, into }: Props) {
  const { t } = useT('admin-dashboard');
  const format = useCompanyFormat();
  const library = useTestLibrary();
  const queryClient = useQueryClient();
  const initialTarget: WizardTarget = into ? { kind: 'existing', assessmentId: into } : { kind: 'new' };
  const firstTab: WizardTab = into ? 'upload' : 'configure';
  const [tab, setTab] = useState<WizardTab>(firstTab);
  const [target, setTarget] = useState<WizardTarget>(initialTarget);
  const chosenAssessment = useChosenAssessment(target);
  const [selectedTestIds, setSelectedTestIds] = useState<string[]>([]);
  const [testMode, setTestMode] = useState<TTestMode>(DEFAULT_TEST_MODE);
  const [customInstructions, setCustomInstructions] = useState('');
  const [weights, setWeights] = useState<TScoringWeights>(DEFAULT_SCORING_WEIGHTS);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileGeneration = useRef(0);

  const config = { selectedTestIds, testMode };
  const uploading = progress !== null;
  // Weights are the new assessment's; an existing one keeps its own.
  const weightsError = target.kind === 'new' ? weightsProblem(weights, t) : null;
  const enabled = (to: WizardTab) =>
    !uploading && (to === 'configure' || weightsError === null) && isTabEnabledFor(to, target, config, file);

  const clearFile = () => {
    fileGeneration.current += 1;
    setFile(null);
    setPreview(null);
    setPreviewError(null);
  };

  const chooseFile = (picked: File | null) => {
    const problem = checkCsvFile(picked);
    if (problem || !picked) {
      const toast = problemToast(problem ?? 'noFile', t);
      notify.error(toast.title, toast.description);
      return;
    }
    clearFile();
    const generation = fileGeneration.current;
    setFile(picked);
    readCsvPreview(picked)
      .then((result) => {
        if (generation === fileGeneration.current) setPreview(result);
      })
      .catch(() => {
        if (generation === fileGeneration.current) setPreviewError(t('wizard.previewFailed'));
      });
  };

  const reset = () => {
    clearFile();
    setSelectedTestIds([]);
    setTestMode(DEFAULT_TEST_MODE);
    setCustomInstructions('');
    setWeights(DEFAULT_SCORING_WEIGHTS);
    setTarget(initialTarget);
    setTab(firstTab);
  };

  /** The form the upload (and its dry run) sends; null while it could not be sent. */
  const uploadInput = (): UploadInput | null => {
    if (!file || !company) return null;
    return {
      file,
      adminUserId: userId,
      companyId: company.id,
      companyName: company.name,
      industry: company.industry,
      testConfiguration: {
        selectedTests: selectedTestIds.map((id) => ({ id })),
        testMode,
        customInstructions: customInstructions.trim(),
        // The defaults are stored as none, so a later change of the documented defaults applies.
        ...(isDefaultWeights(weights) ? {} : { scoringWeights: weights }),
      },
      ...(target.kind === 'existing' && target.assessmentId ? { assessmentId: target.assessmentId } : {}),
    };
  };

  // The review tab shows each row's verdict before anything is submitted: the upload's dry run.
  const reviewing = tab === 'review' && !uploading;
  const checkable =
    reviewing && checkUploadFor({ file, companyId: company?.id ?? null, config, target }) === null;
  const check = useUploadCheck(checkable ? uploadInput() : null, [
    fileGeneration.current,
    target,
    selectedTestIds,
    testMode,
  ]);

  /** SPEC's reload, as a refresh of what the dashboard shows: candidates, counts, usage, assessments. */
  const refreshDashboard = () => {
    void queryClient.invalidateQueries({ queryKey: candidatesKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['assessments'] });
  };

  const submit = async () => {
    const problem = checkUploadFor({ file, companyId: company?.id ?? null, config, target });
    const input = uploadInput();
    if (problem || !file || !input) {
      const toast = problem ? problemToast(problem, t) : null;
      notify.error(toast?.title ?? t('wizard.toast.failed'), toast?.description);
      return;
    }
    setProgress(0);
    try {
      const result = await uploadCandidates(input, setProgress);
      const skipped = result.skipped.length;
      notify.success(
        t('wizard.toast.succeeded'),
        t('wizard.toast.succeededDetail', {
          processed: result.candidatesProcessed,
          processedN: format.number(result.candidatesProcessed),
          skipped,
          skippedN: format.number(skipped),
        }),
      );
      saveUploadReport({
        fileName: file.name,
        processed: result.candidatesProcessed,
        skipped: result.skipped,
      });
      reset();
      setTimeout(refreshDashboard, RELOAD_AFTER_UPLOAD_MS);
    } catch (error) {
      // The file and configuration stay as they were, so the admin can fix the file and retry.
      notify.error(t('wizard.toast.failed'), getErrorMessage(error, t('wizard.toast.failedDetail')));
    } finally {
      setProgress(null);
    }
  };

  const selectedTests = (library.data?.items ?? []).filter((test) => selectedTestIds.includes(test.id));
  const minutes = totalMinutes(chosenAssessment ? chosenAssessment.tests : selectedTests);
  // Nothing to check (no company: the page's alert says so): the upload's own checks answer on submit.
  const checked = checkable ? { status: check.status, data: check.data, error: check.error } : null;
  const button = submitState(checked, uploading, t, format.number);
  const next = (to: WizardTab, label: string) => (
    <Button type="button" onClick={() => setTab(to)} disabled={!enabled(to)}>
      {label} <ArrowRight aria-hidden="true" />
    </Button>
  );
  const back = (to: WizardTab) => (
    <Button type="button" variant="outline" onClick={() => setTab(to)} disabled={uploading}>
      <ArrowLeft aria-hidden="true" /> {t('wizard.back')}
    </Button>
  );

  return (
    <Card aria-labelledby="upload-wizard-title" id={into ? 'upload-into-opening' : undefined}>
      <CardHeader>
        <CardTitle id="upload-wizard-title">{t(into ? 'wizard.intoTitle' : 'wizard.title')}</CardTitle>
        <CardDescription>{t(into ? 'wizard.intoDescription' : 'wizard.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as WizardTab)}>
          {/* The three tabs wrap on a phone rather than widen the page. */}
          <TabsList className="flex-wrap">
            {into ? null : (
              <TabsTrigger value="configure" disabled={uploading}>
                {t('wizard.tab.configure')}
              </TabsTrigger>
            )}
            <TabsTrigger value="upload" disabled={!enabled('upload')}>
              {t(into ? 'wizard.tab.intoUpload' : 'wizard.tab.upload')}
            </TabsTrigger>
            <TabsTrigger value="review" disabled={!enabled('review')}>
              {t(into ? 'wizard.tab.intoReview' : 'wizard.tab.review')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="configure">
            <div className="mb-6">
              <UploadTargetFields target={target} onChange={setTarget} disabled={uploading} />
            </div>
            {target.kind === 'new' ? (
              <>
                <ConfigureTestsTab
                  selectedTestIds={selectedTestIds}
                  onToggleTest={(id, selected) =>
                    setSelectedTestIds((ids) => (selected ? [...ids, id] : ids.filter((x) => x !== id)))
                  }
                  testMode={testMode}
                  onTestModeChange={setTestMode}
                  customInstructions={customInstructions}
                  onCustomInstructionsChange={setCustomInstructions}
                />
                <div className="mt-6">
                  <ScoringWeightsFields weights={weights} onChange={setWeights} error={weightsError} />
                </div>
              </>
            ) : null}
            <div className="mt-6 flex justify-end">{next('upload', t('wizard.nextUpload'))}</div>
          </TabsContent>
          <TabsContent value="upload">
            <UploadCsvTab
              file={file}
              preview={preview}
              previewError={previewError}
              onFile={chooseFile}
              onClear={clearFile}
            />
            <div className="mt-6 flex justify-between">
              {into ? <span /> : back('configure')}
              {next('review', t('wizard.nextReview'))}
            </div>
          </TabsContent>
          <TabsContent value="review">
            <ReviewTab
              selectedTests={selectedTests}
              testMode={testMode}
              customInstructions={customInstructions}
              scoringWeights={describeWeights(weights, t)}
              fileName={file?.name ?? ''}
              rowCount={preview?.rowCount ?? null}
              totalMinutes={minutes}
              check={checked}
              progress={progress}
              existing={
                chosenAssessment
                  ? {
                      name: chosenAssessment.name,
                      tests: assessmentTestsText(chosenAssessment, t),
                      hasTests: chosenAssessment.tests.length > 0,
                    }
                  : null
              }
            />
            <div className="mt-6 flex flex-wrap justify-between gap-3">
              {back('upload')}
              <Button type="button" onClick={submit} disabled={button.disabled}>
                {uploading || check.isFetching ? (
                  <Spinner decorative className="size-4" />
                ) : (
                  <Upload aria-hidden="true" />
                )}
                {button.label}
              </Button>
            </div>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
