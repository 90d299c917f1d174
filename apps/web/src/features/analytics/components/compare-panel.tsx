import {
  CEFR_LABEL,
  COMPARE_LIMITS,
  EVALUATION_STATUS_LABELS,
  formatScore,
  listInWords,
  type TCompare,
  traitLabel,
} from '@app/contracts';
import { X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { getErrorMessage } from '@/lib/api-client';
import { useCandidateSearch, useCompare } from '../api/get-analytics';
import { formatDuration } from '../lib/format-duration';

type Chosen = { id: string; fullName: string };
type Row = { label: string; note?: string; value: (c: TCompare['candidates'][number]) => string };

function rowsOf(data: TCompare): Row[] {
  return [
    {
      label: 'Evaluation',
      value: (c) => (c.evaluationStatus ? EVALUATION_STATUS_LABELS[c.evaluationStatus] : 'Not evaluated'),
    },
    { label: 'Total score', value: (c) => formatScore(c.totalScore) },
    ...data.sections.map((name) => ({
      label: name,
      value: (c: TCompare['candidates'][number]) => formatScore(c.sectionScores[name]),
    })),
    // Big Five levels are a profile, not a score: labelled as such, written as % of scale range.
    ...data.traits.map((trait) => ({
      label: traitLabel(trait),
      note: 'profile, % of scale range',
      value: (c: TCompare['candidates'][number]) =>
        c.traits[trait] === undefined ? '—' : `${formatScore(c.traits[trait])}%`,
    })),
    { label: 'English level', note: CEFR_LABEL, value: (c) => c.cefr ?? '—' },
    { label: 'Time to complete', value: (c) => formatDuration(c.timeSeconds) },
    { label: 'Integrity events', value: (c) => String(c.integrityEvents) },
  ];
}

function ComparisonTable({ data }: { data: TCompare }) {
  const profiles = data.profiles ?? [];
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto" data-testid="comparison">
        <Table>
          <caption className="sr-only">Chosen candidates side by side</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Candidate</TableHead>
              {data.candidates.map((c) => (
                <TableHead key={c.id} scope="col" className="align-top whitespace-normal text-foreground">
                  <span className="block font-semibold">{c.fullName}</span>
                  <span className="block text-xs font-normal text-muted-foreground">{c.email}</span>
                  {c.position ? (
                    <span className="block text-xs font-normal text-muted-foreground">{c.position}</span>
                  ) : null}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rowsOf(data).map((row) => (
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
          {listInWords(profiles)} {profiles.length === 1 ? 'is a profile' : 'are profiles'}, not{' '}
          {profiles.length === 1 ? 'a score' : 'scores'}: Big Five traits are shown as levels, not ranked;
          work style preferences are within-person and not compared.
        </p>
      ) : null}
    </div>
  );
}

/** Pick 2-4 of the company's (or one assessment's) candidates, searchable, and see them side by side. */
export function ComparePanel({ assessmentId }: { assessmentId?: string } = {}) {
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
        <CardTitle>Compare candidates</CardTitle>
        <CardDescription>
          Choose {COMPARE_LIMITS.min} to {COMPARE_LIMITS.max} candidates to see their scores side by side.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Search candidates</Label>
          <Input
            id={searchId}
            type="search"
            placeholder="Name or email"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {chosen.length > 0 ? (
          <ul aria-label="Chosen candidates" className="flex flex-wrap gap-2">
            {chosen.map((c) => (
              <li key={c.id}>
                <Button variant="outline" size="sm" onClick={() => toggle(c, false)}>
                  {c.fullName}
                  <X aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Remove from comparison</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="sr-only">Candidates to compare</legend>
          {list.isError ? (
            <p className="text-sm text-destructive">{getErrorMessage(list.error)}</p>
          ) : list.data?.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">No candidates match.</p>
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
                      <span className="max-w-full truncate font-medium">{c.fullName}</span>
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
            Choose {COMPARE_LIMITS.min - chosen.length} more to compare.
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
