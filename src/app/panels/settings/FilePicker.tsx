// A button that opens the file chooser (a visible label over a hidden file
// input, so it is a real form control that keyboards and tests can reach).
import { useId } from 'react';

export function FilePicker({
  label,
  accept,
  multiple = false,
  disabled = false,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}) {
  const id = useId();
  return (
    <span className="file-picker">
      <input
        id={id}
        type="file"
        className="file-picker__input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file may be chosen again later.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className={disabled ? 'settings-button file-picker__button--disabled' : 'settings-button'}>
        {label}
      </label>
    </span>
  );
}
