import { useEffect, useId, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { typedSignaturePng } from './typed-signature';
import { useContractText } from './use-contract-text';

export interface SignaturePadFieldProps {
  /** Called with the drawing as a PNG data URL. */
  onSign: (pngDataUrl: string) => void;
  signing?: boolean;
  /** Writes a typed name as a PNG data URL; replaceable in tests, where there is no canvas. */
  writeTypedName?: (name: string) => string | null;
}

/**
 * Sizes the canvas backing store to its CSS size times the pixel ratio, so strokes are sharp on a
 * phone, and redraws what was drawn: a width change (rotation) keeps the signature when it still fits.
 */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = canvas.offsetWidth;
  const height = canvas.offsetHeight;
  if (!width || !height) return;
  if (canvas.width === Math.round(width * ratio) && canvas.height === Math.round(height * ratio)) return;
  const strokes = pad.toData();
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  if (strokes.length) pad.fromData(strokes);
}

/** A drawn signature: a canvas that follows a finger or a mouse, with Clear and Sign. */
export function SignaturePadField({
  onSign,
  signing = false,
  writeTypedName = typedSignaturePng,
}: SignaturePadFieldProps) {
  const { t } = useContractText();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [typedName, setTypedName] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const instructionsId = useId();
  const statusId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    // A dark pen on a transparent background: the PNG sits on the contract's white page.
    const pad = new SignaturePad(canvas, { penColor: '#0b1f44', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const changed = () => setEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', changed);
    fitCanvas(canvas, pad);
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => fitCanvas(canvas, pad));
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', changed);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
  };

  const sign = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) return;
    onSign(pad.toDataURL('image/png'));
  };

  // The keyboard alternative: a typed full name is as much a signature as a drawn one.
  const signTyped = () => {
    const name = typedName.trim();
    if (name.length < 2) {
      setTypedError(t('pad.typedRequired'));
      return;
    }
    const png = writeTypedName(name);
    if (!png) {
      setTypedError(t('pad.typedFailed'));
      return;
    }
    setTypedError(null);
    onSign(png);
  };

  return (
    <div className="flex flex-col gap-3">
      <p id={instructionsId} className="text-muted">
        {t('pad.instructions')}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('pad.label')}
        aria-describedby={`${instructionsId} ${statusId}`}
        data-testid="signature-canvas"
        // touch-action none: the finger draws instead of scrolling the page.
        className="h-48 w-full touch-none rounded-xl border-2 border-dashed border-brand-700 bg-white select-none sm:h-56"
      />
      <p id={statusId} role="status" className="sr-only">
        {empty ? t('pad.empty') : t('pad.drawn')}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button outline onClick={clear} disabled={signing} data-testid="signature-clear">
          {t('pad.clear')}
        </Button>
        <Button onClick={sign} disabled={empty} loading={signing} data-testid="signature-sign">
          {t('pad.sign')}
        </Button>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-4" data-testid="typed-signature">
        <TextField
          label={t('pad.typedLabel')}
          hint={t('pad.typedHint')}
          name="typedSignature"
          autoComplete="name"
          value={typedName}
          onChange={(event) => setTypedName(event.target.value)}
          error={typedError ?? undefined}
          data-testid="typed-signature-name"
        />
        <Button outline onClick={signTyped} loading={signing} data-testid="typed-signature-sign">
          {t('pad.typedSign')}
        </Button>
      </div>
    </div>
  );
}
