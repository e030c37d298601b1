import { FieldFrame, fieldAria } from '@marathon/shared/form';
import { chakra } from '@marathon/shared/ui';
import { useId } from 'react';

const FileInput = chakra('input');

/** What a results or passings file may be: the pickers offer these first (the API tells them apart by content). */
const ACCEPTED = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A labelled file picker for one file, its error tied to it; the chosen file (or none) goes to `onFile`. */
export function FileField({
  label,
  error,
  onFile,
  onBlur,
  name,
  testId,
}: {
  label: string;
  error: string | undefined;
  onFile: (file: File | null) => void;
  onBlur: () => void;
  name: string;
  testId: string;
}) {
  const inputId = `file-${useId()}`;
  const aria = fieldAria(inputId, { hint: false, error, required: true });
  return (
    <FieldFrame inputId={inputId} label={label} required error={error} errorTestId={`${testId}-error`}>
      <FileInput
        id={inputId}
        name={name}
        type="file"
        accept={ACCEPTED}
        display="block"
        fontSize="sm"
        {...aria}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        data-testid={testId}
      />
    </FieldFrame>
  );
}
