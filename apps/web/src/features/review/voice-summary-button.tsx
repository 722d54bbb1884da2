import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import { Button } from '../../ui/button';
import { fetchVoiceSummary } from './api/voice-summary';

/** Reads a short summary of the case and the next step aloud with the browser's own speech synthesis. */
export function VoiceSummaryButton() {
  const { t } = useTranslation('review');
  const locale = useLocale();
  const [message, setMessage] = useState<string | null>(null);
  const speak = async () => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) {
      setMessage(t('landing.listenUnavailable'));
      return;
    }
    try {
      const summary = await fetchVoiceSummary(locale);
      const utterance = new SpeechSynthesisUtterance(summary.text);
      utterance.lang = locale === 'es' ? 'es-US' : 'en-US';
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
      setMessage(null);
    } catch {
      setMessage(t('loadFailed'));
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <Button outline onClick={() => void speak()} data-testid="voice-summary">
        {t('landing.listen')}
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  );
}
