import { messages } from '@tm/core/messages';
import { useId, useState } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { STAY_OPEN, useConfirmState } from '../components/use-confirm-state';
import { actionErrorText, isInputRefusal } from './error-text';

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
   * Says `text` in the dialog and sends the keyboard to the field it is about: the deepest part of `path` that
   * names one of the form's fields ("note", or a line's index), where the problem is read as its description.
   */
  function showProblem(text: string, path: readonly PropertyKey[] = []) {
    setProblem(text);
    const part = [...path]
      .reverse()
      .map(String)
      .find((p) => document.getElementById(id(p)) !== null);
    setWrongField(part ?? null);
    const field = part === undefined ? null : document.getElementById(id(part));
    if (field) requestAnimationFrame(() => field.focus());
  }

  /**
   * Sends the form checked by the server's own core schema (and `rule`, a check the schema cannot make), so a
   * mistake is said in the dialog before anything is sent; the dialog closes once `send` is done. If the server
   * still refuses the input (a 400 or 422 that `send` lets through), the dialog stays open with what was typed
   * and says why, on the field it names: closing it would lose the typing for a toast.
   */
  async function submit<T>(
    parsed: ZodSafeParseResult<T>,
    send: (data: T) => Promise<unknown>,
    rule: (data: T) => string | null = () => null,
  ) {
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    const wrong = parsed.success ? rule(parsed.data) : (issue?.message ?? messages.somethingWentWrong);
    if (!parsed.success || wrong) {
      showProblem(wrong ?? messages.somethingWentWrong, issue?.path);
      return;
    }
    setProblem(null);
    setWrongField(null);
    await run(async () => {
      try {
        await send(parsed.data);
      } catch (err) {
        if (!isInputRefusal(err)) throw err;
        showProblem(actionErrorText(err), err.issues[0]?.path);
        return STAY_OPEN;
      }
    });
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
