import { usePageContent } from '../../lib/use-page-content';
import { HelpLines } from '../../ui/help-lines';

/** Free and low-cost legal help and hotlines, each with where it comes from. */
export function FreeHelp() {
  const content = usePageContent('eligibility');
  return (
    <section aria-labelledby="free-help" className="flex flex-col gap-3" data-testid="free-help">
      <h2 id="free-help" className="text-xl font-bold">
        {content.text('notFit.helpTitle')}
      </h2>
      <p>{content.text('notFit.helpIntro')}</p>
      <HelpLines list="legal" headingLevel={3} />
      <HelpLines list="hotlines" headingLevel={3} />
    </section>
  );
}
