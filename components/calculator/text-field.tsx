import { AlertCircle } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { FormField } from '@/lib/calculator/state';

/** One of the calculator's text fields: label, help line, the input, and its Swedish hint when the value is refused. */
export function TextField({
  name,
  label,
  help,
  placeholder,
  inputMode,
  autoComplete = 'off',
  maxLength,
  value,
  problem,
  onChange,
  onBlur,
  children,
}: {
  name: FormField;
  label: string;
  help: string;
  placeholder: string;
  inputMode: 'decimal' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-help`} className="mt-1 text-xs text-muted-foreground">
        {help}
      </p>
      <Input
        id={id}
        name={name}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-help ${id}-hint` : `${id}-help`}
        className="mt-2"
      />
      {problem ? (
        <p id={`${id}-hint`} className="mt-2 flex items-start gap-1.5 text-sm text-destructive">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      ) : null}
      {children}
    </div>
  );
}
