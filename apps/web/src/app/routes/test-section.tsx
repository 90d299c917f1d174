import { useParams } from 'react-router';
import { TestRunnerPage } from '@/features/test-runner/components/test-runner-page';
import { i18n } from '@/lib/i18n';
import englishMessages from '@/locales/en/test-runner.json';

// The runner's English catalogue is fetched beside this chunk rather than after the page first renders, so
// the first question waits for one request fewer. Declaring the namespace too makes a change of language
// fetch its translation before switching, so the page never suspends mid-run.
i18n.addResourceBundle('en', 'test-runner', englishMessages);
void i18n.loadNamespaces('test-runner');

export function Component() {
  const { sectionId = '' } = useParams();
  // A new section is a new runner: no state of one section's run may leak into another's.
  return <TestRunnerPage key={sectionId} sectionId={sectionId} />;
}
