import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  /** Shown under the label: what the field is for or what it accepts. */
  hint?: ReactNode;
  optional?: boolean;
  error?: string;
  className?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, optional hint, the control, and its error message beside it, wired with aria-describedby. */
function FieldFrame({ id, label, hint, optional, error, className, children }: FieldFrameProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-900">
        {label}
        {optional && <span className="font-normal text-gray-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="mb-1 text-sm text-gray-600">
          {hint}
        </p>
      )}
      {children(describedBy)}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const controlClass = (error?: string) =>
  `block w-full rounded-lg border px-3 py-2 text-base text-gray-900 sm:text-sm ${
    error ? 'border-red-600 bg-red-50' : 'border-gray-400 bg-white'
  }`;

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  hint?: ReactNode;
  optional?: boolean;
  error?: string;
  className?: string;
};

/** A labelled text input whose error shows under it and is announced with the field (`aria-describedby`). */
export function TextField({ label, hint, optional, error, className, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} optional={optional} error={error} className={className}>
      {(describedBy) => (
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...input}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select with the same error wiring as `TextField`. */
export function SelectField({ label, hint, error, className, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={controlClass(error)} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
