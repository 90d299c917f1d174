import {
  CEFR_LABEL,
  COMPARE_LIMITS,
  EVALUATION_STATUS_LABELS,
  formatScore,
  listInWords,
  type TCompare,
  traitLabel,
} from '@app/contracts';
import type { TFunction } from 'i18next';
import { X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCompanyFormat } from '@/lib/i18n/use-company-format';
import { useCandidateSearch, useCompare } from '../api/get-analytics';
import { formatDuration } from '../lib/format-duration';

type Chosen = { id: string; fullName: string };
type Row = { label: string; note?: string; value: (c: TCompare['candidates'][number]) => string };

function rowsOf(data: TCompare, t: TFunction, number: (value: number) => string): Row[] {
  return [
    {
      label: t('compare.evaluation'),
      value: (c) =>
        c.evaluationStatus ? EVALUATION_STATUS_LABELS[c.evaluationStatus] : t('compare.notEvaluated'),
    },
    { label: t('compare.totalScore'), value: (c) => formatScore(c.totalScore) },
    ...data.sections.map((name) => ({
      label: name,
      value: (c: TCompare['candidates'][number]) => formatScore(c.sectionScores[name]),
    })),
    // Big Five levels are a profile, not a score: labelled as such, written as % of scale range.
    ...data.traits.map((trait) => ({
      label: traitLabel(trait),
      note: t('compare.traitNote'),
      value: (c: TCompare['candidates'][number]) =>
        c.traits[trait] === undefined ? '—' : `${formatScore(c.traits[trait])}%`,
    })),
    { label: t('compare.english'), note: CEFR_LABEL, value: (c) => c.cefr ?? '—' },
    { label: t('compare.time'), value: (c) => formatDuration(c.timeSeconds, t) },
    { label: t('compare.integrity'), value: (c) => number(c.integrityEvents) },
  ];
}

function ComparisonTable({ data }: { data: TCompare }) {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const profiles = data.profiles ?? [];
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto" data-testid="comparison">
        <Table>
          <caption className="sr-only">{t('compare.caption')}</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{t('compare.candidate')}</TableHead>
              {data.candidates.map((c) => (
                <TableHead key={c.id} scope="col" className="align-top whitespace-normal text-foreground">
                  <bdi className="block font-semibold">{c.fullName}</bdi>
                  <span className="block text-xs font-normal text-muted-foreground">{c.email}</span>
                  {c.position ? (
                    <span className="block text-xs font-normal text-muted-foreground">{c.position}</span>
                  ) : null}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rowsOf(data, t, format.number).map((row) => (
              <TableRow key={row.label}>
                <TableHead scope="row" className="whitespace-normal">
                  {row.label}
                  {row.note ? <span className="block text-xs font-normal">{row.note}</span> : null}
                </TableHead>
                {data.candidates.map((c) => (
                  <TableCell key={c.id} className="tabular-nums">
                    {row.value(c)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {profiles.length > 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="compare-profiles-note">
          {t('compare.profiles', { names: listInWords(profiles), count: profiles.length })}
        </p>
      ) : null}
    </div>
  );
}

/** Pick 2-4 of the company's (or one assessment's) candidates, searchable, and see them side by side. */
export function ComparePanel({ assessmentId }: { assessmentId?: string } = {}) {
  const { t } = useT('analytics');
  const format = useCompanyFormat();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const deferred = useDeferredValue(search.trim());
  const list = useCandidateSearch(deferred, assessmentId);
  const ids = chosen.map((c) => c.id);
  const comparison = useCompare(ids);
  const searchId = useId();
  const full = chosen.length >= COMPARE_LIMITS.max;

  const toggle = (candidate: Chosen, on: boolean) =>
    setChosen((current) =>
      on
        ? [...current.filter((c) => c.id !== candidate.id), candidate]
        : current.filter((c) => c.id !== candidate.id),
    );

  return (
    <Card data-testid="compare-panel">
      <CardHeader>
        <CardTitle>{t('compare.title')}</CardTitle>
        <CardDescription>
          {t('compare.description', {
            min: format.number(COMPARE_LIMITS.min),
            max: format.number(COMPARE_LIMITS.max),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>{t('compare.search')}</Label>
          <Input
            id={searchId}
            type="search"
            placeholder={t('compare.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {chosen.length > 0 ? (
          <ul aria-label={t('compare.chosen')} className="flex flex-wrap gap-2">
            {chosen.map((c) => (
              <li key={c.id}>
                <Button variant="outline" size="sm" onClick={() => toggle(c, false)}>
                  <bdi>{c.fullName}</bdi>
                  <X aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('compare.remove')}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="sr-only">{t('compare.legend')}</legend>
          {list.isError ? (
            <p className="text-sm text-destructive">{getErrorMessage(list.error)}</p>
          ) : list.data?.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('compare.noMatch')}</p>
          ) : (
            <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2">
              {list.data?.items.map((c) => {
                const checked = ids.includes(c.id);
                const boxId = `${searchId}-${c.id}`;
                return (
                  <li
                    key={c.id}
                    className="flex min-w-0 items-center gap-2 rounded px-1 py-1.5 hover:bg-muted/50"
                  >
                    <Checkbox
                      id={boxId}
                      checked={checked}
                      disabled={!checked && full}
                      onCheckedChange={(value) => toggle({ id: c.id, fullName: c.fullName }, value === true)}
                    />
                    <Label
                      htmlFor={boxId}
                      className="min-w-0 flex-1 flex-col items-start gap-1 font-normal sm:flex-row sm:items-baseline"
                    >
                      <bdi className="max-w-full truncate font-medium">{c.fullName}</bdi>
                      <span className="max-w-full truncate text-muted-foreground">{c.email}</span>
                    </Label>
                    <span className="text-sm tabular-nums text-muted-foreground">
                      {formatScore(c.totalScore)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
        {chosen.length < COMPARE_LIMITS.min ? (
          <p className="text-sm text-muted-foreground">
            {t('compare.chooseMore', { n: format.number(COMPARE_LIMITS.min - chosen.length) })}
          </p>
        ) : comparison.isError ? (
          <p className="text-sm text-destructive">{getErrorMessage(comparison.error)}</p>
        ) : comparison.data ? (
          <ComparisonTable data={comparison.data} />
        ) : null}
      </CardContent>
    </Card>
  );
}
