import { formatDeadline, type TCandidateWindow, windowMessage } from '@app/contracts';
import { useT } from '@/lib/i18n';

/**
 * The assessment window's dates and explanation in the page's language. English keeps the shared
 * wording of packages/contracts (the server's emails and errors say the same); other languages format
 * the date with Intl in the company's time zone.
 */
export function useWindowText() {
  const { t, i18n } = useT('candidate-dashboard');
  const english = i18n.language === 'en';
  const deadline = (instant: string, timeZone: string) =>
    english
      ? formatDeadline(instant, timeZone)
      : `${new Intl.DateTimeFormat(i18n.language, {
          timeZone,
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }).format(new Date(instant))} (${timeZone})`;
  const message = (window: TCandidateWindow) => {
    if (english) return windowMessage(window);
    if (window.state === 'not_yet_open' && window.opensAt)
      return t('window.message.opens', { date: deadline(window.opensAt, window.timeZone) });
    if (window.state === 'deadline_passed' && window.deadlineAt)
      return t('window.message.deadlinePassed', { date: deadline(window.deadlineAt, window.timeZone) });
    return t('window.message.closed');
  };
  return { deadline, message };
}
