import { useRef } from 'react';
import { Button } from './button';

export interface FilePickerProps {
  /** What the button says, in the page's language. */
  label: string;
  accept: string;
  multiple?: boolean;
  /** Opens the camera first on a phone. */
  capture?: 'environment' | 'user';
  disabled?: boolean;
  onFiles: (files: FileList | null) => void;
  testId?: string;
}

/**
 * A button that opens the file chooser. The browser's own file control would speak the browser's
 * language ("Choose File", "No file chosen") on a page in the applicant's.
 */
export function FilePicker({ label, accept, multiple, capture, disabled, onFiles, testId }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button outline disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={testId}
        onChange={(event) => {
          onFiles(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
    </>
  );
}
