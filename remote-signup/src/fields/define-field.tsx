import { useTranslation } from '@marathon/shared';
import type { SignupFieldType } from '@marathon/shared/api';
import { Box } from '@marathon/shared/ui';
import type { ComponentType, ReactNode } from 'react';
import { describedBy, frameIdsOf, onGroupBlur } from './field-a11y';
import type { FieldProps } from './field-props';
import { FieldShell } from './FieldShell';
import { ReadOnlyValue } from './ReadOnly';

type Translate = ReturnType<typeof useTranslation>['t'];

/** What an editing field type is handed besides the renderer's props. */
export interface EditProps<T extends SignupFieldType> extends FieldProps<T> {
  /** The field's error, already in the page's language. */
  error: string | undefined;
  /** aria-describedby for the control: the frame's help and error, then `more` (a count, a size chart). */
  describe: (...more: (string | undefined | false)[]) => string | undefined;
}

/** The answer on the confirm page: text ('' shows '—'), optionally followed by something (a link to a file). */
export type ReadOnlyShown = string | { text: string; after: ReactNode };

export interface FieldDefinition<T extends SignupFieldType> {
  /** Several inputs in a fieldset: the rules run when focus leaves the group, not between its inputs. */
  group?: boolean;
  /** The answer as the confirm page and the demos show it. */
  readOnly: (props: FieldProps<T>, t: Translate) => ReadOnlyShown;
  /** The controls, inside the field's frame. */
  Edit: ComponentType<EditProps<T>>;
}

/**
 * One sign-up field type from one definition: the same props give its editing controls (in the field frame, with
 * the label, help, required mark and error wired) and its read-only answer.
 */
export function defineField<T extends SignupFieldType>(
  definition: FieldDefinition<T>,
): ComponentType<FieldProps<T>> {
  const { group = false, readOnly, Edit } = definition;
  function DefinedField(props: FieldProps<T>) {
    const { t } = useTranslation();
    const error = props.errorAt();
    const { field, inputId } = props;
    if (props.readOnly) {
      const shown = readOnly(props, t);
      return typeof shown === 'string' ? (
        <ReadOnlyValue field={field} inputId={inputId} error={error} text={shown} />
      ) : (
        <ReadOnlyValue field={field} inputId={inputId} error={error} text={shown.text}>
          {shown.after}
        </ReadOnlyValue>
      );
    }
    const edit = (
      <Edit
        {...props}
        error={error}
        describe={(...more) => describedBy(frameIdsOf(field, inputId, error), ...more)}
      />
    );
    return (
      <FieldShell field={field} inputId={inputId} error={error} group={group}>
        {group ? <Box onBlur={onGroupBlur(props.onBlur)}>{edit}</Box> : edit}
      </FieldShell>
    );
  }
  return DefinedField;
}
