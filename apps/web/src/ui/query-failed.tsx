import { Button } from './button';
import { FormBanner } from './form-banner';

/** A load that failed even after the retries: say so and let the applicant ask again. */
export function QueryFailed({
  title,
  text,
  retryLabel,
  onRetry,
}: {
  title: string;
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <FormBanner title={title}>
      <p>{text}</p>
      <Button size="small" outline className="mt-2" onClick={onRetry}>
        {retryLabel}
      </Button>
    </FormBanner>
  );
}
