import type { z } from "zod";

/** One message per field, in Norwegian, saying what to do. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What the visitor typed, as text, so a re-rendered form keeps their input. */
export type FormValues<Field extends string> = Record<Field, string>;

export type FormValidation<Field extends string, Output> =
  | { ok: true; data: Output; values: FormValues<Field> }
  | { ok: false; errors: FieldErrors<Field>; values: FormValues<Field> };

/** Reads the named fields as text; a missing field or a file becomes "". */
export function formValues<Field extends string>(formData: FormData, fields: readonly Field[]): FormValues<Field> {
  const values = {} as FormValues<Field>;
  for (const field of fields) {
    const value = formData.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/**
 * Validates a form with its schema and keeps the first message per field, so each
 * field shows one clear instruction. Used by the route actions (the server side).
 */
export function validateForm<Field extends string, Schema extends z.ZodType>(
  schema: Schema,
  fields: readonly Field[],
  formData: FormData,
): FormValidation<Field, z.output<Schema>> {
  return validateValues(schema, fields, formValues(formData, fields));
}

/**
 * The same check on values as text, as the browser sends them to the validation worker
 * (app/site/forms/form-validation.worker.ts): one schema, the same messages in both places.
 */
export function validateValues<Field extends string, Schema extends z.ZodType>(
  schema: Schema,
  fields: readonly Field[],
  values: FormValues<Field>,
): FormValidation<Field, z.output<Schema>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field) && !errors[field as Field]) {
      errors[field as Field] = issue.message;
    }
  }
  return { ok: false, errors, values };
}

/** The fields that have an error, in the form's order: the order of the error summary. */
export function fieldsWithErrors<Field extends string>(fields: readonly Field[], errors: FieldErrors<Field>): Field[] {
  return fields.filter((field) => errors[field] !== undefined);
}
