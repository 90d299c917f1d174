import type { TCandidate } from '@app/contracts';
import { Eraser, History, Link2, ListChecks, MoreHorizontal, Timer, Unlock } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n';

type Props = {
  candidate: TCandidate;
  /** Admins get the actions that change something; reviewers see the timeline and the stage history. */
  canEdit: boolean;
  onTimeline: () => void;
  onStageHistory: () => void;
  onCopyLink: () => void;
  onExtraTime: () => void;
  onUnlock: () => void;
  /** Erase the person, keep the anonymous numbers (issue 21). */
  onErase: () => void;
};

/**
 * The row's actions beyond SPEC's View Report, PDF and Delete. Only what applies to the candidate is
 * listed: no invitation link before the questions exist or after the submission, Unlock only while
 * submitted, the stage history once the stage has changed.
 */
export function CandidateRowMenu({
  candidate,
  canEdit,
  onTimeline,
  onStageHistory,
  onCopyLink,
  onExtraTime,
  onUnlock,
  onErase,
}: Props) {
  const { t } = useT('admin-dashboard');
  const canCopyLink = canEdit && candidate.testStatus !== 'pending' && candidate.testStatus !== 'submitted';
  // A dialog opens once the menu has closed, with focus back on the menu's button, so the dialog returns
  // focus there when it closes (opened from the vanishing menu item, it would leave focus on the page's body).
  const button = useRef<HTMLButtonElement>(null);
  const afterClose = (action: () => void) => () =>
    window.setTimeout(() => {
      button.current?.focus();
      action();
    }, 0);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          ref={button}
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={t('menu.moreLabel', { name: candidate.fullName })}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" aria-label={t('menu.label', { name: candidate.fullName })}>
        <DropdownMenuLabel className="max-w-60 truncate">{candidate.fullName}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={afterClose(onTimeline)}>
          <ListChecks aria-hidden="true" /> {t('menu.timeline')}
        </DropdownMenuItem>
        {candidate.stageChangedAt ? (
          <DropdownMenuItem onSelect={afterClose(onStageHistory)}>
            <History aria-hidden="true" /> {t('menu.stageHistory')}
          </DropdownMenuItem>
        ) : null}
        {canEdit ? <DropdownMenuSeparator /> : null}
        {canCopyLink ? (
          <DropdownMenuItem onSelect={afterClose(onCopyLink)}>
            <Link2 aria-hidden="true" /> {t('menu.copyLink')}
          </DropdownMenuItem>
        ) : null}
        {canEdit ? (
          <DropdownMenuItem onSelect={afterClose(onExtraTime)}>
            <Timer aria-hidden="true" /> {t('menu.extraTime')}
          </DropdownMenuItem>
        ) : null}
        {canEdit && candidate.locked ? (
          <DropdownMenuItem onSelect={afterClose(onUnlock)}>
            <Unlock aria-hidden="true" /> {t('menu.unlock')}
          </DropdownMenuItem>
        ) : null}
        {canEdit ? (
          <DropdownMenuItem onSelect={afterClose(onErase)} className="text-destructive">
            <Eraser aria-hidden="true" /> {t('menu.erase')}
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
