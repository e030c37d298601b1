import { TextField } from '@marathon/shared/form';
import { Button, Flex } from '@marathon/shared/ui';
import { useState, type FormEvent } from 'react';

const readYear = (text: string): number | null => {
  const year = Number(text);
  return Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : null;
};

/** Which edition a screen shows: a year from 2000 to 2100, else `errorText` and nothing changes. */
export function YearForm({
  year,
  onYear,
  label,
  show,
  errorText,
  testId,
}: {
  year: number;
  onYear: (year: number) => void;
  label: string;
  show: string;
  errorText: string;
  testId: string;
}) {
  const [text, setText] = useState(String(year));
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = readYear(text);
    setError(chosen === null ? errorText : undefined);
    if (chosen !== null) onYear(chosen);
  };
  return (
    <form noValidate onSubmit={submit} data-testid={testId}>
      <Flex gap="3" align="flex-end" mb="4">
        <TextField
          label={label}
          required
          input={{
            value: text,
            onChange: (event) => setText(event.target.value),
            inputMode: 'numeric',
            maxW: '32',
          }}
          error={error}
          testId={`${testId}-input`}
        />
        <Button type="submit" variant="outline" mb="6">
          {show}
        </Button>
      </Flex>
    </form>
  );
}
