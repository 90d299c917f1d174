import { RATING_ROUNDS, type TRatingRound } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** First ratings (answers nobody rated) or second ratings (answers one other person rated). */
export function RoundSwitch({
  value,
  onChange,
}: {
  value: TRatingRound;
  onChange: (round: TRatingRound) => void;
}) {
  const { t } = useT('ratings');
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">{t('round.legend')}</legend>
      {RATING_ROUNDS.map((round) => (
        <Button
          key={round}
          size="sm"
          variant={value === round ? 'default' : 'outline'}
          aria-pressed={value === round}
          onClick={() => onChange(round)}
        >
          {t(`round.${round}`)}
        </Button>
      ))}
    </fieldset>
  );
}
