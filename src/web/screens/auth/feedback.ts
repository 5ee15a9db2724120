import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { API_TEXT } from '@common/texts';
import { ApiError } from '../../api/client';
import { toast } from '../../toast';

export type FieldErrors = Record<string, string>;

/** The first message per field of a failed schema check, to show under each input. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * A failed form submission (live-world §8): the server's message as a red toast for `ms`, also
 * under the field it names; anything thrown that is not an API answer gets the generic text.
 */
export function reportFailure(err: unknown, ms: number, setErrors?: (e: FieldErrors) => void): void {
  if (err instanceof ApiError) {
    toast.error(err.message, ms);
    if (err.field && setErrors) setErrors({ [err.field]: err.message });
    return;
  }
  console.error(err);
  toast.error(API_TEXT.unexpected, ms);
}

/**
 * The submit cycle every account form shares: check the body against the same schema the
 * server uses (errors under the fields), then send it as a mutation (busy while it runs), and
 * report a failure as a toast for `toastMs` (also under the field the server names): the form
 * shows its own error, so the query client's usual toast is skipped.
 */
export function useFormSubmit<S extends z.ZodType>(schema: S, toastMs: number, send: (body: z.input<S>) => Promise<void>) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useMutation({
    mutationFn: send,
    meta: { showsOwnError: true },
    onError: (err) => reportFailure(err, toastMs, setErrors),
  });
  const submit = (e: React.FormEvent, body: z.input<S>) => {
    e.preventDefault();
    const parsed = schema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    sending.mutate(body);
  };
  return { errors, busy: sending.isPending, submit };
}
