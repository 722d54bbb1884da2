/** Reads a text aloud with the browser's own voice; nothing leaves the device. */
export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

export function readAloud(text: string, lang: 'en-US' | 'es-US'): void {
  if (!canReadAloud()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = lang;
  utterance.rate = 0.9;
  // A question still being read is stopped, so two never overlap.
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
}
