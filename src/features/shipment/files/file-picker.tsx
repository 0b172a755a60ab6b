/**
 * A button that opens the browser's file chooser: the keyboard reaches the button, and the native
 * input stays out of sight (its own look cannot be styled or translated).
 */
import { useRef, type ReactNode } from 'react';
import { Button } from '@chakra-ui/react';

export interface FilePickerProps {
  /** The id of the native input (tests and drop-in QA scripts set files on it). */
  inputId: string;
  label: ReactNode;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of the hint (types, limit) the button is described by. */
  describedBy?: string;
  onFiles: (files: File[]) => void;
}

export function FilePicker({ inputId, label, accept, multiple = true, disabled, describedBy, onFiles }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared, so that choosing the same file again (after removing it) is a change too.
          event.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} aria-describedby={describedBy} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
