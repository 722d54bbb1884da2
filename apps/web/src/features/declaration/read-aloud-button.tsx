import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@camino/contracts';
import { Button } from '../../ui/button';

const supported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

/** Reads text aloud with the browser's own voices, in the applicant's language; nothing leaves the device. */
export function ReadAloudButton({ text, lang }: { text: string; lang: Locale }) {
  const { t } = useTranslation('declaration');
  const [speaking, setSpeaking] = useState(false);
  useEffect(() => () => (supported() ? window.speechSynthesis.cancel() : undefined), []);
  if (!supported()) return null;

  const toggle = () => {
    window.speechSynthesis.cancel();
    if (speaking) return setSpeaking(false);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang === 'es' ? 'es-US' : 'en-US';
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    window.speechSynthesis.speak(utterance);
  };

  return (
    <Button size="small" outline onClick={toggle} aria-pressed={speaking}>
      {speaking ? t('readAloud.stop') : t('readAloud.start')}
    </Button>
  );
}
