/** A field's error, right under it; the field points at it with aria-describedby (useFormErrors). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" tabIndex={-1}>
      {message}
    </p>
  );
}

/**
 * The form's alert: the server's message as a visible banner, or, when fields have errors, the
 * first of them read out once (each is already shown under its field).
 */
export function FormError({
  errors,
  className = "",
}: {
  errors: { formError: string | null; announcement: string | null };
  className?: string;
}) {
  if (errors.formError)
    return (
      <p className={`form-error ${className}`.trim()} role="alert" tabIndex={-1}>
        {errors.formError}
      </p>
    );
  if (!errors.announcement) return null;
  return (
    <p className="visually-hidden" role="alert">
      {errors.announcement}
    </p>
  );
}
