import type { ReactNode } from 'react';

export function Field({
  label,
  name,
  type = 'text',
  value,
  autoComplete,
  required = true,
  placeholder,
  hint,
}: {
  label: string;
  name: string;
  type?: string;
  value?: string;
  autoComplete?: string;
  required?: boolean;
  placeholder?: string;
  hint?: string;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" name={name} type={type} defaultValue={value} autoComplete={autoComplete} required={required} placeholder={placeholder} />
      {hint && <span className="field__hint">{hint}</span>}
    </label>
  );
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}

/** A centred card for the account pages (login, register, reset …). */
export function AuthCard({ title, children, footer }: { title: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="auth-card">
      <h1 className="auth-card__title">{title}</h1>
      {children}
      {footer && <div className="auth-card__footer">{footer}</div>}
    </section>
  );
}
