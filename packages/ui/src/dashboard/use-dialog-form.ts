import { messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { useConfirmState } from '../components/use-confirm-state';

/**
 * The state of a staff dialog that is a form (delete with a reason, raise a concern, complete with the ID
 * record, change amounts): its ids, whether it is open and busy, and the problem the form found.
 */
export function useDialogForm() {
  const base = useId();
  const { dialog, run } = useConfirmState();
  const [problem, setProblem] = useState<string | null>(null);
  /** The field the problem is about (a schema key or a line's index), marked invalid while it shows. */
  const [wrongField, setWrongField] = useState<string | null>(null);
  const problemId = `${base}-problem`;
  const id = (field: string | number) => `${base}-${field}`;

  /**
   * Sends the form checked by the server's own core schema (and `rule`, a check the schema cannot make), so a
   * mistake is said in the dialog before anything is sent; the dialog closes once `send` is done.
   */
  async function submit<T>(
    parsed: ZodSafeParseResult<T>,
    send: (data: T) => Promise<unknown>,
    rule: (data: T) => string | null = () => null,
  ) {
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const wrong = parsed.success ? rule(parsed.data) : (issue?.message ?? messages.somethingWentWrong);
    if (!parsed.success || wrong) {
      setProblem(wrong);
      // The keyboard goes to the field the problem is about (its id ends in the deepest part of the issue's
      // path that names a field: "note", or a line's index), where the problem is read as its description.
      const part = [...(issue?.path ?? [])]
        .reverse()
        .map(String)
        .find((p) => document.getElementById(id(p)) !== null);
      setWrongField(part ?? null);
      const field = part === undefined ? null : document.getElementById(id(part));
      if (field) requestAnimationFrame(() => field.focus());
      return;
    }
    setProblem(null);
    setWrongField(null);
    await run(() => send(parsed.data));
  }

  return {
    /** The id of one of the form's fields, unique to this dialog (a schema key: the problem focuses it). */
    id,
    dialog,
    problem,
    problemId,
    /**
     * A field's id and ARIA: every field is described by the problem while it shows, and the field the problem
     * is about is marked invalid.
     */
    field: (field: string | number) => ({
      id: id(field),
      'aria-invalid': wrongField === String(field) || undefined,
      'aria-describedby': problem ? problemId : undefined,
    }),
    submit,
  };
}

export type DialogForm = ReturnType<typeof useDialogForm>;
